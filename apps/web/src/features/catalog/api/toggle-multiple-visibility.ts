import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { patchAdminLists, restoreAdminLists } from './admin-list-cache';
import { invalidateCatalog } from './invalidate-catalog';

export interface SetVisibilityInput {
  ids: string[];
  visible: boolean;
}

/** PATCH /product/toggle-multiple-visibility {ids, visible}: shows or hides many at once. */
export function setProductsVisibility(input: SetVisibilityInput): Promise<{ updated: number }> {
  return api.patch<{ updated: number }>('/product/toggle-multiple-visibility', input);
}

export function useSetProductsVisibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setProductsVisibility,
    onMutate: ({ ids, visible }: SetVisibilityInput) => {
      const chosen = new Set(ids);
      return patchAdminLists(queryClient, (p) => (chosen.has(p.id) ? { ...p, visible } : p));
    },
    onError: (_error, _input, snapshot) => restoreAdminLists(queryClient, snapshot),
    onSettled: () => invalidateCatalog(queryClient),
  });
}
