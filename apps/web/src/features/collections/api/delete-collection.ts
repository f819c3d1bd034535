import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { collectionKeys } from './collection-keys';
import { invalidateCollections } from './invalidate-collections';

/** DELETE /collection/delete/{id}; its products stay, without a collection. */
export function deleteCollection(id: string): Promise<{ message: string }> {
  return api.delete<{ message: string }>(`/collection/delete/${encodeURIComponent(id)}`);
}

export function useDeleteCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCollection,
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: collectionKeys.collection(id) });
      return invalidateCollections(queryClient);
    },
  });
}
