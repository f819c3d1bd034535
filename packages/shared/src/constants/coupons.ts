/** Coupon condition and discount types (docs/requirements/entities.md). */
export const COUPON_CONDITION_TYPES = [
  'MINIMUM_ITEMS',
  'MINIMUM_AMOUNT',
  'SPECIFIC_PRODUCTS',
  'USER_TYPE',
] as const;
export type CouponConditionType = (typeof COUPON_CONDITION_TYPES)[number];

export const COUPON_DISCOUNT_TYPES = ['PERCENTAGE', 'FIXED_AMOUNT'] as const;
export type CouponDiscountType = (typeof COUPON_DISCOUNT_TYPES)[number];
