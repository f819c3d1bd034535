import type { ProductDetail, ProductPatch } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { catalogKeys } from './catalog-keys';
import { invalidateCatalog } from './invalidate-catalog';

/**
 * The images of an edited product in the order staff want them: kept ones by id, new ones as files.
 * Absent when the images did not change.
 */
export type ImagePlan = Array<{ id: string } | { file: File }>;

export interface EditProductInput {
  id: string;
  patch: Omit<ProductPatch, 'imageOrder'>;
  images?: ImagePlan;
}

const path = (id: string) => `/product/edit-product/${encodeURIComponent(id)}`;

/**
 * PATCH /product/edit-product/{id}, plain JSON when no image changes, multipart
 * (`data` with `imageOrder`, new files under `images`) when they do. The server puts new files
 * after the kept ones, so when staff placed a new picture before an old one a second, JSON-only
 * PATCH puts the final order right (the new images have ids by then).
 */
export async function editProduct({ id, patch, images }: EditProductInput): Promise<ProductDetail> {
  if (!images) return (await api.patch<{ product: ProductDetail }>(path(id), patch)).product;

  const kept = images.flatMap((item) => ('id' in item ? [item.id] : []));
  const files = images.flatMap((item) => ('file' in item ? [item.file] : []));
  let product: ProductDetail;
  if (files.length === 0) {
    product = (await api.patch<{ product: ProductDetail }>(path(id), { ...patch, imageOrder: kept })).product;
  } else {
    const form = new FormData();
    form.append('data', JSON.stringify({ ...patch, imageOrder: kept }));
    for (const file of files) form.append('images', file, file.name);
    product = (await api.patch<{ product: ProductDetail }>(path(id), form, { timeout: 'upload' })).product;
  }

  // ids of the new images, in upload order: they follow the kept ones in the server's response
  const newIds = product.images.slice(kept.length).map((img) => img.id);
  let next = 0;
  const wanted = images.map((item) => ('id' in item ? item.id : newIds[next++])).filter(Boolean) as string[];
  const actual = product.images.map((img) => img.id);
  if (wanted.length === actual.length && wanted.some((imageId, i) => imageId !== actual[i])) {
    product = (await api.patch<{ product: ProductDetail }>(path(id), { imageOrder: wanted })).product;
  }
  return product;
}

export function useEditProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editProduct,
    onSuccess: (product) => {
      queryClient.setQueryData(catalogKeys.product(product.id), product);
      return invalidateCatalog(queryClient);
    },
  });
}
