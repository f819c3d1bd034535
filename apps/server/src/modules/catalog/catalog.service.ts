import {
  type AdminProduct,
  type Category,
  type ProductCard,
  type ProductDetail,
  type ProductPatch,
  type ProductWrite,
  productPatchSchema,
  productWriteSchema,
  SIZES,
  searchKey,
} from '@shop/shared';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { type CatalogCache, SerializedJson } from '../../lib/catalog-cache.js';
import type { ImageStore, ImageUpload, StoredImage } from '../../lib/images.js';
import type { MultipartForm } from '../../lib/multipart.js';
import { parseOrThrow } from '../../lib/parse.js';
import { CatalogIndex } from './catalog.index.js';
import { toAdminProduct, toCard, toDetail } from './catalog.mapper.js';
import { CatalogRepository, type ListQuery } from './catalog.repository.js';

export interface Page<T> {
  products: T[];
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
}

/** A page's fields after its products, in the order every page response has them. */
function pageFields(q: Pick<ListQuery, 'page' | 'pageSize'>, total: number) {
  return { page: q.page, pageSize: q.pageSize, total, totalPages: Math.ceil(total / q.pageSize) };
}

function pageOf<T>(products: T[], q: Pick<ListQuery, 'page' | 'pageSize'>, total: number): Page<T> {
  return { products, ...pageFields(q, total) };
}

const PRODUCTS_OPEN = Buffer.from('{"products":[');
const COMMA = Buffer.from(',');

const MAX_IMAGES = 10;
/** the response cache's key of the catalogue index (no tag: any write that changes a card invalidates it) */
const INDEX_KEY = 'catalog:index';

const sizeRows = (sizes: ProductWrite['sizes']) =>
  sizes.map((s) => ({ size: s.size, stock: s.stock, position: SIZES.indexOf(s.size) }));

/**
 * The catalogue's rules: hidden products exist only for staff (a shopper gets 404, as for a product
 * that never existed); images are stored before
 * any row and removed again if the rows cannot be written, so a failed upload leaves nothing behind;
 * every write invalidates the cached public responses before it returns.
 */
export class CatalogService {
  private readonly repo: CatalogRepository;

  constructor(
    private readonly db: Db,
    private readonly images: ImageStore,
    private readonly cache: CatalogCache,
    /** how many order lines name a product (wired by the orders module; none before it exists) */
    private readonly orderReferences: (productId: string) => Promise<number> = async () => 0,
  ) {
    this.repo = new CatalogRepository(db);
  }

  async list(q: ListQuery, includeHidden = false): Promise<Page<ProductCard>> {
    const index = includeHidden ? null : await this.indexFor(q);
    let cards: ProductCard[];
    let total: number;
    if (index) ({ cards, total } = index.page(q));
    else {
      const rows = await this.repo.list(q, { includeHidden });
      cards = rows.map(toCard);
      total = rows[0]?.total ?? (q.page > 1 ? await this.repo.count(q, includeHidden) : 0);
    }
    return pageOf(cards, q, total);
  }

  /**
   * The shopper's listing as the response cache sends it: `list(q)`, but from the index it is put
   * together from each card's JSON, serialised once when the index was built: JSON.stringify of a
   * page of cards, and the string's encoding to bytes, are most of what a cache miss of a listing
   * allocates (a sampled heap profile).
   */
  async listResponse(q: ListQuery): Promise<Page<ProductCard> | SerializedJson> {
    const index = await this.indexFor(q);
    if (!index) return this.list(q);
    const { json, total } = index.page(q);
    const parts: Buffer[] = [PRODUCTS_OPEN];
    for (const card of json) {
      if (parts.length > 1) parts.push(COMMA);
      parts.push(card);
    }
    // `{"page":…}` without its `{`, after the products: the order of pageOf's fields
    parts.push(Buffer.from(`],${JSON.stringify(pageFields(q, total)).slice(1)}`));
    return new SerializedJson(Buffer.concat(parts));
  }

  /**
   * The visible catalogue in memory (catalog.index.ts), kept until a write changes a card; null when
   * `q` is not one it covers (the best-selling sort) or the catalogue is too large for it.
   */
  private async indexFor(q: ListQuery): Promise<CatalogIndex | null> {
    if (!CatalogIndex.covers(q)) return null;
    return (await this.cache.wrap(INDEX_KEY, () => CatalogIndex.load(this.db))) ?? null;
  }

  async listForStaff(q: ListQuery): Promise<Page<AdminProduct>> {
    const rows = await this.repo.list(q, { includeHidden: true });
    const total = rows[0]?.total ?? (q.page > 1 ? await this.repo.count(q, true) : 0);
    return pageOf(rows.map(toAdminProduct), q, total);
  }

  /** Same collection or category first, then best sellers; never the product itself or a hidden one. */
  async recommendations(productId: string | undefined, limit: number): Promise<ProductCard[]> {
    const product = productId ? await this.repo.detail(productId) : undefined;
    const rows = await this.repo.related(
      product
        ? {
            id: product.product.id,
            category: product.product.category,
            collectionId: product.product.collectionId,
          }
        : undefined,
      limit,
    );
    return rows.map(toCard);
  }

  async detail(id: string, asStaff: boolean): Promise<ProductDetail> {
    const row = await this.repo.detail(id);
    if (!row || (!row.product.visible && !asStaff)) throw notFound('Product');
    return toDetail(row);
  }

  async create(form: MultipartForm): Promise<ProductDetail> {
    const data = parseOrThrow(productWriteSchema, form.data);
    if (form.files.length > MAX_IMAGES)
      throw new AppError('VALIDATION_ERROR', `At most ${MAX_IMAGES} images`);
    await this.assertCollection(data.collectionId);
    const stored = await this.storeImages(form.files);
    try {
      const id = await this.db.transaction(async (tx) => {
        const repo = new CatalogRepository(tx);
        const productId = await repo.insertProduct({
          name: data.name,
          description: data.description,
          price: data.price,
          discountPrice: data.discountPrice,
          category: data.category,
          availability: data.availability,
          collectionId: data.collectionId,
          featured: data.featured,
          visible: data.visible,
          searchText: searchKey(`${data.name} ${data.category} ${data.description}`),
        });
        await repo.replaceSizes(productId, sizeRows(data.sizes));
        await repo.replaceImages(productId, stored);
        return productId;
      });
      this.cache.invalidate();
      return this.detail(id, true);
    } catch (err) {
      await Promise.all(stored.map((img) => this.images.remove(img)));
      throw err;
    }
  }

  /** Edit by JSON (fields only) or multipart (fields and new images, appended after the kept ones). */
  async edit(id: string, input: { json: unknown } | { form: MultipartForm }): Promise<ProductDetail> {
    const patch: ProductPatch = parseOrThrow(
      productPatchSchema,
      'json' in input ? input.json : input.form.data,
    );
    const files = 'form' in input ? input.form.files : [];
    const current = await this.repo.detail(id);
    if (!current) throw notFound('Product');
    const merged = parseOrThrow(productWriteSchema, {
      name: patch.name ?? current.product.name,
      description: patch.description ?? current.product.description,
      price: patch.price ?? current.product.price,
      discountPrice: patch.discountPrice ?? current.product.discountPrice,
      category: patch.category ?? current.product.category,
      availability: patch.availability ?? current.product.availability,
      sizes: patch.sizes ?? current.sizes,
      collectionId: patch.collectionId !== undefined ? patch.collectionId : current.product.collectionId,
      featured: patch.featured ?? current.product.featured,
      visible: patch.visible ?? current.product.visible,
    });
    if (patch.collectionId) await this.assertCollection(patch.collectionId);

    const existing = current.images;
    let kept = existing;
    if (patch.imageOrder) {
      const byId = new Map(existing.map((img) => [img.id, img]));
      if (patch.imageOrder.some((imageId) => !byId.has(imageId))) {
        throw new AppError('VALIDATION_ERROR', 'imageOrder: names an image this product does not have');
      }
      kept = patch.imageOrder.map((imageId) => byId.get(imageId)!);
    }
    if (kept.length + files.length > MAX_IMAGES)
      throw new AppError('VALIDATION_ERROR', `At most ${MAX_IMAGES} images`);
    const removed = existing.filter((img) => !kept.includes(img));
    const stored = await this.storeImages(files);
    try {
      await this.db.transaction(async (tx) => {
        const repo = new CatalogRepository(tx);
        await repo.updateProduct(id, {
          name: merged.name,
          description: merged.description,
          price: merged.price,
          discountPrice: merged.discountPrice,
          category: merged.category,
          availability: merged.availability,
          collectionId: merged.collectionId,
          featured: merged.featured,
          visible: merged.visible,
          searchText: searchKey(`${merged.name} ${merged.category} ${merged.description}`),
        });
        if (patch.sizes) await repo.replaceSizes(id, sizeRows(merged.sizes));
        if (patch.imageOrder || stored.length) await repo.replaceImages(id, [...kept, ...stored]);
      });
    } catch (err) {
      await Promise.all(stored.map((img) => this.images.remove(img)));
      throw err;
    }
    this.cache.invalidate();
    await Promise.all(removed.map((img) => this.images.remove(img)));
    return this.detail(id, true);
  }

  /** A product named by orders is hidden rather than erased, so the orders keep their link. */
  async remove(id: string): Promise<{ deleted: boolean; hidden: boolean }> {
    const current = await this.repo.detail(id);
    if (!current) throw notFound('Product');
    if ((await this.orderReferences(id)) > 0) {
      await this.repo.updateProduct(id, { visible: false });
      this.cache.invalidate();
      return { deleted: false, hidden: true };
    }
    await this.repo.deleteProduct(id);
    this.cache.invalidate();
    await Promise.all(current.images.map((img) => this.images.remove(img)));
    return { deleted: true, hidden: false };
  }

  async toggleFeatured(id: string): Promise<ProductDetail> {
    const current = await this.repo.detail(id);
    if (!current) throw notFound('Product');
    await this.repo.updateProduct(id, { featured: !current.product.featured });
    this.cache.invalidate();
    return this.detail(id, true);
  }

  async toggleVisibility(id: string): Promise<ProductDetail> {
    const current = await this.repo.detail(id);
    if (!current) throw notFound('Product');
    await this.repo.updateProduct(id, { visible: !current.product.visible });
    this.cache.invalidate();
    return this.detail(id, true);
  }

  async setVisibility(ids: string[], visible: boolean): Promise<number> {
    const updated = await this.repo.setMany(ids, { visible });
    this.cache.invalidate();
    return updated;
  }

  /**
   * Puts `productIds` in a collection, within the collections module's transaction `tx`; with
   * `replace`, the collection's other products leave it first. The caller invalidates the cache once
   * it has committed.
   */
  async placeInCollection(
    tx: DbOrTx,
    collectionId: string,
    productIds: readonly string[],
    { replace }: { replace: boolean },
  ): Promise<void> {
    const repo = new CatalogRepository(tx);
    if (replace) await repo.clearCollection(collectionId);
    if (productIds.length) await repo.assignCollection(collectionId, productIds);
  }

  async byCategory(category: Category, q: ListQuery): Promise<Page<ProductCard> | SerializedJson> {
    return this.listResponse({ ...q, category: [category] });
  }

  private async assertCollection(collectionId: string | null | undefined) {
    if (collectionId && !(await this.repo.collectionExists(collectionId))) {
      throw new AppError(
        'VALIDATION_ERROR',
        'The chosen collection no longer exists. Choose another collection, or none.',
      );
    }
  }

  /** Stores every image or none: one bad file removes those already stored. */
  private async storeImages(files: ImageUpload[]): Promise<StoredImage[]> {
    const stored: StoredImage[] = [];
    try {
      for (const file of files) stored.push(await this.images.save(file));
    } catch (err) {
      await Promise.all(stored.map((img) => this.images.remove(img)));
      throw err;
    }
    return stored;
  }
}
