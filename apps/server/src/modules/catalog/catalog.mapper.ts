import type { AdminProduct, ProductCard, ProductDetail, Size } from '@shop/shared';
import { imageUrls, optionalImageUrls } from '../../lib/images.js';
import type { CardRow, DetailRow } from './catalog.repository.js';

export function toCard(row: CardRow): ProductCard {
  return {
    id: row.id,
    name: row.name,
    price: row.price,
    discountPrice: row.discountPrice,
    category: row.category,
    availability: row.availability,
    featured: row.featured,
    image: optionalImageUrls(row.coverImageKey, row.coverWidth, row.coverHeight),
    inStockSizes: (row.inStockSizes ?? []) as Size[],
  };
}

export function toAdminProduct(row: CardRow): AdminProduct {
  return {
    ...toCard(row),
    visible: row.visible,
    collectionId: row.collectionId,
    soldCount: row.soldCount,
    totalStock: row.totalStock ?? 0,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toDetail(row: DetailRow): ProductDetail {
  const p = row.product;
  const images = row.images.map((img) => ({ id: img.id, ...imageUrls(img.key, img.width, img.height) }));
  const sizes = row.sizes.map((s) => ({ size: s.size as Size, stock: s.stock }));
  return {
    id: p.id,
    name: p.name,
    description: p.description,
    price: p.price,
    discountPrice: p.discountPrice,
    category: p.category,
    availability: p.availability,
    featured: p.featured,
    visible: p.visible,
    collectionId: p.collectionId,
    collectionName: row.collectionName,
    soldCount: p.soldCount,
    image: images[0]
      ? { src: images[0].src, srcset: images[0].srcset, width: images[0].width, height: images[0].height }
      : null,
    images,
    sizes,
    inStockSizes: sizes.filter((s) => s.stock > 0).map((s) => s.size),
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}
