import type { ProductDetail } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { patchAdminLists, restoreAdminLists } from './admin-list-cache';
import { invalidateCatalog } from './invalidate-catalog';

/** PATCH /product/toggle/{id} flips featured. */
export async function toggleFeatured(id: string): Promise<ProductDetail> {
  return (await api.patch<{ product: ProductDetail }>(`/product/toggle/${encodeURIComponent(id)}`)).product;
}

export function useToggleFeatured() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleFeatured,
    onMutate: (id: string) =>
      patchAdminLists(queryClient, (p) => (p.id === id ? { ...p, featured: !p.featured } : p)),
    onError: (_error, _id, snapshot) => restoreAdminLists(queryClient, snapshot),
    onSettled: () => invalidateCatalog(queryClient),
  });
}
