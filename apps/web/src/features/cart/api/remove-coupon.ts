import type { CouponChangeResponse } from '@shop/shared';
import { api } from '../../../lib/api-client';

/** POST /coupon/remove (no body): responds with the new summary. */
export function removeCoupon(): Promise<CouponChangeResponse> {
  return api.post<CouponChangeResponse>('/coupon/remove');
}
