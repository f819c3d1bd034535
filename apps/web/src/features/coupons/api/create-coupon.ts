import type { CouponAdmin, CouponCreateBody } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { couponKeys } from './get-coupons';

/** Staff: POST /coupon/create → 201 `{ coupon }` (docs/requirements/api.md). */
export async function createCoupon(body: CouponCreateBody): Promise<CouponAdmin> {
  return (await api.post<{ coupon: CouponAdmin }>('/coupon/create', body)).coupon;
}

export function useCreateCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCoupon,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: couponKeys.all }),
  });
}
