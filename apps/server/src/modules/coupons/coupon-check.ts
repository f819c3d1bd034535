import {
  COUPON_MESSAGES,
  type CouponAdmin,
  type CouponCondition,
  type CouponDiscountRule,
  type CouponPublic,
  couponDiscount,
  describeCouponCondition,
  type EvaluatedCouponCondition,
  evaluateCouponConditions,
  firstUnmetMessage,
} from '@shop/shared';
import type { DbOrTx } from '../../db/client.js';
import type { CouponRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { CouponsRepository } from './coupons.repository.js';

/** Why a coupon gives no discount now; `empty` and `no-amount` are about the cart, not the coupon. */
export type CouponInvalidReason =
  | 'inactive'
  | 'expired'
  | 'usage-limit'
  | 'user-limit'
  | 'empty'
  | 'no-amount'
  | 'conditions';

export interface CouponCartContext {
  items: readonly { productId: string; quantity: number }[];
  subtotal: number;
  userType: string;
  /** how many times this user has redeemed the coupon */
  userRedemptions: number;
  now?: Date;
  /** names of the products on sale that a SPECIFIC_PRODUCTS condition lists (`productNamesFor`) */
  productNames?: ReadonlyMap<string, string>;
}

export interface CouponCheck {
  valid: boolean;
  reason: CouponInvalidReason | null;
  /**
   * the reason when not valid (the conditions in the words of docs/requirements/validation.md), else 'Coupon
   * is valid'
   */
  message: string;
  conditions: EvaluatedCouponCondition[];
  conditionsMet: boolean;
  /** what the coupon takes off this cart's subtotal; 0 when not valid */
  discountAmount: number;
}

export const discountRule = (c: CouponRow): CouponDiscountRule => ({
  type: c.discountType,
  value: c.discountValue,
  maxDiscount: c.maxDiscount,
});

/**
 * The whole verdict on a coupon for a cart, in the order a shopper can act on it: the coupon itself
 * (active, unexpired, total and per-user limits), then the cart (items and a positive amount), then
 * its conditions (docs/requirements/validation.md). Pure: the caller reads the rows.
 */
export function checkCoupon(coupon: CouponRow, cart: CouponCartContext): CouponCheck {
  const conditions = evaluateCouponConditions(coupon.conditions, cart);
  const conditionsMet = conditions.every((c) => c.met);
  const now = cart.now ?? new Date();
  const itemCount = cart.items.reduce((sum, i) => sum + i.quantity, 0);
  const invalid: [CouponInvalidReason, string] | undefined = !coupon.active
    ? ['inactive', COUPON_MESSAGES.inactive]
    : coupon.expirationDate.getTime() <= now.getTime()
      ? ['expired', COUPON_MESSAGES.expired]
      : coupon.usageLimit != null && coupon.usedCount >= coupon.usageLimit
        ? ['usage-limit', COUPON_MESSAGES.usageLimitReached]
        : coupon.perUserLimit != null && cart.userRedemptions >= coupon.perUserLimit
          ? ['user-limit', COUPON_MESSAGES.perUserLimitReached]
          : itemCount <= 0
            ? ['empty', COUPON_MESSAGES.cartEmpty]
            : cart.subtotal <= 0
              ? ['no-amount', COUPON_MESSAGES.cartNoAmount]
              : !conditionsMet
                ? ['conditions', firstUnmetMessage(conditions) ?? 'The conditions of this coupon are not met']
                : undefined;
  return {
    valid: !invalid,
    reason: invalid?.[0] ?? null,
    message: invalid?.[1] ?? COUPON_MESSAGES.valid,
    conditions,
    conditionsMet,
    discountAmount: invalid ? 0 : couponDiscount(cart.subtotal, discountRule(coupon)),
  };
}

export function toPublicCoupon(c: CouponRow): CouponPublic {
  return {
    code: c.code,
    name: c.name,
    discount: { type: c.discountType, value: c.discountValue, maxDiscount: c.maxDiscount },
    expirationDate: c.expirationDate.toISOString(),
    conditions: c.conditions.map((condition: CouponCondition) => ({
      type: condition.type,
      value: condition.value,
      description: describeCouponCondition(condition),
    })),
  };
}

export function toAdminCoupon(c: CouponRow): CouponAdmin {
  return {
    ...toPublicCoupon(c),
    id: c.id,
    usageLimit: c.usageLimit,
    perUserLimit: c.perUserLimit,
    usedCount: c.usedCount,
    active: c.active,
    createdAt: c.createdAt.toISOString(),
  };
}

/**
 * The names of the products a coupon's SPECIFIC_PRODUCTS condition lists, for the cart to say which
 * ones it needs; only products on sale are named, the others read 'no longer on sale'.
 * Undefined when the coupon lists none, so no query runs.
 */
export async function productNamesFor(
  db: DbOrTx,
  coupon: CouponRow,
): Promise<ReadonlyMap<string, string> | undefined> {
  const ids = coupon.conditions.flatMap((c) => (c.type === 'SPECIFIC_PRODUCTS' ? c.value : []));
  return ids.length ? new CouponsRepository(db).productNamesOnSale(ids) : undefined;
}

/** The code names no coupon (404). */
export const couponNotFound = () => new AppError('NOT_FOUND', COUPON_MESSAGES.notFound);

/**
 * A check that failed, as the error the shopper gets: an empty cart is CART_EMPTY, any other reason
 * COUPON_INVALID.
 */
export function couponError(check: CouponCheck): AppError {
  const code = check.reason === 'empty' || check.reason === 'no-amount' ? 'CART_EMPTY' : 'COUPON_INVALID';
  return new AppError(code, check.message);
}
