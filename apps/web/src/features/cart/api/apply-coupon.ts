import type { CouponChangeResponse } from '@shop/shared';
import { api } from '../../../lib/api-client';

/** POST /coupon/apply { code }: responds with the new summary. */
export function applyCoupon(code: string): Promise<CouponChangeResponse> {
  return api.post<CouponChangeResponse>('/coupon/apply', { code });
}
