import type { CouponAdmin } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const couponKeys = { all: ['coupons'] as const, list: ['coupons', 'list'] as const };

/** Staff: GET /coupon: every coupon, newest first, with `usedCount` (docs/requirements/api.md). */
export async function getCoupons(signal?: AbortSignal): Promise<CouponAdmin[]> {
  return (await api.get<{ coupons: CouponAdmin[] }>('/coupon', { signal })).coupons;
}

export const couponsQueryOptions = () =>
  queryOptions({
    queryKey: couponKeys.list,
    queryFn: ({ signal }) => getCoupons(signal),
    // usage counts move with every checkout: staff see what is true now
    staleTime: 0,
    refetchOnMount: true,
  });

export function useCoupons() {
  return useQuery(couponsQueryOptions());
}
