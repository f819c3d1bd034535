import type { CouponValidation } from '@shop/shared';
import { api } from '../../../lib/api-client';

/** POST /coupon/validate { code }: the verdict against the shopper's cart; changes nothing. */
export function validateCoupon(code: string): Promise<CouponValidation> {
  return api.post<CouponValidation>('/coupon/validate', { code });
}
