import type { ProductDetail, ProductWrite } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateCatalog } from './invalidate-catalog';

export interface CreateProductInput {
  data: ProductWrite;
  /** in display order: the first is the cover */
  images: File[];
}

/** Multipart POST /product/create-product, `data` as JSON and the files under `images`. */
export async function createProduct({ data, images }: CreateProductInput): Promise<ProductDetail> {
  const form = new FormData();
  form.append('data', JSON.stringify(data));
  for (const file of images) form.append('images', file, file.name);
  const body = await api.post<{ product: ProductDetail }>('/product/create-product', form, {
    timeout: 'upload',
  });
  return body.product;
}

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProduct,
    onSuccess: () => invalidateCatalog(queryClient),
  });
}
