import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { couponKeys } from './get-coupons';

/** Staff: DELETE /coupon/delete/{id}. */
export function deleteCoupon(id: string): Promise<{ message: string }> {
  return api.delete<{ message: string }>(`/coupon/delete/${encodeURIComponent(id)}`);
}

export function useDeleteCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCoupon,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: couponKeys.all }),
  });
}
