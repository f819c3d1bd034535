import type { UserType } from '../constants/accounts.js';
import type { CouponConditionType } from '../constants/coupons.js';
import { couponMinAmountMessage, couponMinItemsMessage, MESSAGES } from '../constants/messages.js';
import { formatVnd } from '../text/money.js';

/** A coupon condition as stored and sent: its type and the value that type needs. */
export type CouponCondition =
  | { type: 'MINIMUM_ITEMS'; value: number }
  | { type: 'MINIMUM_AMOUNT'; value: number }
  | { type: 'SPECIFIC_PRODUCTS'; value: string[] }
  | { type: 'USER_TYPE'; value: UserType };

/** A product a SPECIFIC_PRODUCTS coupon asks for: its name, or null when it is no longer on sale. */
export interface CouponProductRef {
  id: string;
  /** null: the product is hidden or gone, shown as 'a product no longer on sale' */
  name: string | null;
}

/** What the conditions are checked against: the cart's lines, its subtotal (dong) and the shopper. */
export interface CouponConditionContext {
  items: readonly { productId: string; quantity: number }[];
  /** the subtotal before any discount, from the pricing module */
  subtotal: number;
  userType: UserType | string;
  /**
   * The names of the products on sale, by id (the server reads them from the database). When given,
   * a SPECIFIC_PRODUCTS condition comes back with `products`, so the cart can say which ones it needs;
   * an id missing here is a product no longer on sale (hidden or deleted).
   */
  productNames?: ReadonlyMap<string, string>;
}

export interface EvaluatedCouponCondition {
  type: CouponConditionType;
  value: CouponCondition['value'];
  description: string;
  met: boolean;
  /** why it is not met (docs/requirements/validation.md wording); absent when met */
  message?: string;
  /** SPECIFIC_PRODUCTS, when the context named them: the listed products, in the coupon's order */
  products?: CouponProductRef[];
}

/** The products a SPECIFIC_PRODUCTS condition lists, named from `names` (null: no longer on sale). */
export const nameCouponProducts = (
  ids: readonly string[],
  names: ReadonlyMap<string, string>,
): CouponProductRef[] =>
  [...new Set(ids.map((id) => id.toLowerCase()))].map((id) => ({ id, name: names.get(id) ?? null }));

/** The requirements give no text for USER_TYPE; this one names the customer type the coupon is for. */
export const couponUserTypeMessage = (userType: string): string =>
  `This coupon is only for ${userType === 'VIP' ? 'VIP' : 'regular'} customers`;

/** A short human description of a condition (conditions[].description). */
export function describeCouponCondition(condition: CouponCondition, language = 'en'): string {
  switch (condition.type) {
    case 'MINIMUM_ITEMS':
      return `At least ${condition.value} item(s) in the cart`;
    case 'MINIMUM_AMOUNT':
      return `Orders of ${formatVnd(condition.value, language)} or more`;
    case 'SPECIFIC_PRODUCTS':
      return 'Only with selected products in the cart';
    case 'USER_TYPE':
      return `${condition.value === 'VIP' ? 'VIP' : 'Regular'} customers only`;
  }
}

function evaluateOne(condition: CouponCondition, context: CouponConditionContext, language: string) {
  switch (condition.type) {
    case 'MINIMUM_ITEMS': {
      const count = context.items.reduce((sum, item) => sum + item.quantity, 0);
      const missing = condition.value - count;
      return missing > 0 ? couponMinItemsMessage(missing) : undefined;
    }
    case 'MINIMUM_AMOUNT': {
      const missing = condition.value - context.subtotal;
      return missing > 0 ? couponMinAmountMessage(formatVnd(missing, language)) : undefined;
    }
    case 'SPECIFIC_PRODUCTS': {
      // one of the listed products in the cart is enough (the discount still applies to the subtotal)
      const wanted = new Set(condition.value.map((id) => id.toLowerCase()));
      const found = context.items.some(
        (item) => item.quantity > 0 && wanted.has(item.productId.toLowerCase()),
      );
      return found ? undefined : MESSAGES.couponSpecificProducts;
    }
    case 'USER_TYPE':
      return context.userType === condition.value ? undefined : couponUserTypeMessage(condition.value);
  }
}

/**
 * The pure check of a coupon's conditions, the same on the server (whose result is the
 * truth) and in the browser (for an instant message). Each condition comes back with `met` and, when
 * not met, its message: 'Add N more item(s) to use this coupon', 'Spend X more to use this
 * coupon' (X formatted as dong), 'This coupon requires specific products in your cart'.
 */
export function evaluateCouponConditions(
  conditions: readonly CouponCondition[],
  context: CouponConditionContext,
  language = 'en',
): EvaluatedCouponCondition[] {
  return conditions.map((condition) => {
    const message = evaluateOne(condition, context, language);
    const named =
      condition.type === 'SPECIFIC_PRODUCTS' && context.productNames
        ? { products: nameCouponProducts(condition.value, context.productNames) }
        : {};
    return {
      type: condition.type,
      value: condition.value,
      description: describeCouponCondition(condition, language),
      met: message === undefined,
      ...(message === undefined ? {} : { message }),
      ...named,
    };
  });
}

/** The first unmet condition's message, or undefined when every condition holds. */
export const firstUnmetMessage = (evaluated: readonly EvaluatedCouponCondition[]): string | undefined =>
  evaluated.find((c) => !c.met)?.message;
