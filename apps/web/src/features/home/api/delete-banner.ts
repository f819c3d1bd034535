import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { bannerKeys } from './get-banners';

/** SPEC §7: DELETE /banner/delete/{id}. */
export function deleteBanner(id: string): Promise<{ message: string }> {
  return api.delete<{ message: string }>(`/banner/delete/${encodeURIComponent(id)}`);
}

export function useDeleteBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBanner,
    onSuccess: () => {
      // the home page never refetches on mount (SPEC §9): drop the list unless it is on screen
      queryClient.removeQueries({ queryKey: bannerKeys.all, type: 'inactive' });
      return queryClient.invalidateQueries({ queryKey: bannerKeys.all });
    },
  });
}
