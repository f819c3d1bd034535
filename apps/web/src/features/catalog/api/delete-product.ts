import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { catalogKeys } from './catalog-keys';
import { invalidateCatalog } from './invalidate-catalog';

export interface DeleteProductResult {
  /** false when orders name the product: it was hidden instead, so the orders keep their link */
  deleted: boolean;
  hidden: boolean;
  message: string;
}

/** DELETE /product/delete/{id}. */
export function deleteProduct(id: string): Promise<DeleteProductResult> {
  return api.delete<DeleteProductResult>(`/product/delete/${encodeURIComponent(id)}`);
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: catalogKeys.product(id) });
      return invalidateCatalog(queryClient);
    },
  });
}
