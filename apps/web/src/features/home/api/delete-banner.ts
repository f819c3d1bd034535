import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { removeInactiveThenInvalidate } from '../../../lib/remove-inactive-then-invalidate';
import { bannerKeys } from './get-banners';

/** DELETE /banner/delete/{id}. */
export function deleteBanner(id: string): Promise<{ message: string }> {
  return api.delete<{ message: string }>(`/banner/delete/${encodeURIComponent(id)}`);
}

export function useDeleteBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBanner,
    onSuccess: () => removeInactiveThenInvalidate(queryClient, [bannerKeys.all]),
  });
}
