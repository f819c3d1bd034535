import type { ProductDetail } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { patchAdminLists, restoreAdminLists } from './admin-list-cache';
import { invalidateCatalog } from './invalidate-catalog';

/** PATCH /product/toggle-visibility/{id} flips visible; a hidden product leaves every shop list. */
export async function toggleVisibility(id: string): Promise<ProductDetail> {
  const path = `/product/toggle-visibility/${encodeURIComponent(id)}`;
  return (await api.patch<{ product: ProductDetail }>(path)).product;
}

export function useToggleVisibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleVisibility,
    onMutate: (id: string) =>
      patchAdminLists(queryClient, (p) => (p.id === id ? { ...p, visible: !p.visible } : p)),
    onError: (_error, _id, snapshot) => restoreAdminLists(queryClient, snapshot),
    onSettled: () => invalidateCatalog(queryClient),
  });
}
