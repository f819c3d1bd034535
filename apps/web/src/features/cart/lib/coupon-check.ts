import {
  type CartLine,
  type CouponCondition as CouponRule,
  effectiveUnitPrice,
  evaluateCouponConditions,
  subtotalOf,
} from '@shop/shared';
import { type CartMessage, cartMessage } from '../../../stores/cart-store-messages';
import type { CouponCondition } from '../../../stores/coupon-store';
import { countedLines } from './cart-lines';

export interface ConditionCheck {
  type: CouponCondition['type'];
  met: boolean;
  /**
   * The required wording (docs/requirements/validation.md), translated: 'Add N more item(s)…',
   * 'Spend X more…', 'This coupon requires…'
   */
  message?: CartMessage;
  /** SPECIFIC_PRODUCTS not met: the products it needs, as the server named them */
  products?: { id: string; name: string | null }[];
}

/** What the coupon conditions are checked against: the lines that count and their subtotal. */
export function cartContext(lines: readonly CartLine[]) {
  const counted = countedLines(lines);
  return {
    items: counted.map((l) => ({ productId: l.productId, quantity: l.quantity })),
    subtotal: subtotalOf(counted.map((l) => ({ unitPrice: effectiveUnitPrice(l), quantity: l.quantity }))),
  };
}

/**
 * The coupon's conditions against the cart as it is on screen, with the shared check (the server's
 * is the truth), so a message changes the moment the shopper changes a quantity. The customer type
 * is not the page's to know: USER_TYPE keeps the server's verdict.
 */
export function checkConditions(
  conditions: readonly CouponCondition[],
  lines: readonly CartLine[],
  language: string,
): ConditionCheck[] {
  const context = cartContext(lines);
  return conditions.map((condition) => {
    if (condition.type === 'USER_TYPE') {
      const met = condition.met !== false;
      return met
        ? { type: condition.type, met }
        : {
            type: condition.type,
            met,
            message: {
              key: `cart:messages.${condition.value === 'VIP' ? 'couponUserTypeVip' : 'couponUserTypeRegular'}`,
            },
          };
    }
    const [checked] = evaluateCouponConditions(
      [{ type: condition.type, value: condition.value } as CouponRule],
      { ...context, userType: '' },
      language,
    );
    if (!checked || checked.met) return { type: condition.type, met: true };
    return {
      type: condition.type,
      met: false,
      message: cartMessage(checked.message ?? ''),
      ...(condition.type === 'SPECIFIC_PRODUCTS' && condition.products?.length
        ? { products: condition.products }
        : {}),
    };
  });
}
