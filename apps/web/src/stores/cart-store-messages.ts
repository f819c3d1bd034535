import { MESSAGES, NETWORK_ERROR } from '@shop/shared';
import type { TFunction } from 'i18next';
import { isApiError, TIMEOUT_ERROR } from '../lib/api-error';

/**
 * A message to show: a translation key (namespace-qualified) with its values, or a text as it came
 * when no translation is known.
 */
export type CartMessage =
  | { key: string; params?: Record<string, string | number>; reason?: CartMessage }
  | { text: string };

const exact: Record<string, string> = {
  // docs/requirements/validation.md and errors.md
  [MESSAGES.cartMissingFields]: 'cartMissingFields',
  [MESSAGES.quantityPositive]: 'quantityPositive',
  [MESSAGES.removeItemFields]: 'removeItemFields',
  [MESSAGES.updateQuantityFields]: 'updateQuantityFields',
  [MESSAGES.cartLoadFailed]: 'cartLoadFailed',
  [MESSAGES.cartSummaryFailed]: 'cartSummaryFailed',
  [MESSAGES.cartSummaryInvalid]: 'cartSummaryInvalid',
  [MESSAGES.couponSpecificProducts]: 'couponSpecificProducts',
  // the server's cart texts (shared CART_MESSAGES; restated so the page does not load the schemas)
  'Quantity must be a whole number': 'quantityWhole',
  'Product not found': 'productNotFound',
  'Item not found in cart': 'itemNotFound',
  'This product is no longer available': 'productHidden',
  'This product is out of stock': 'productOutOfStock',
  'This product is sold out': 'productSoldOut',
  'This product is arriving soon and cannot be ordered yet': 'productArrivingSoon',
  'This product cannot be ordered right now': 'productNotOrderable',
  'The product ID in the path and in the body differ': 'productIdMismatch',
  'Item added to cart': 'added',
  'Quantity updated': 'updated',
  'Item removed from cart': 'removed',
  'Cart cleared': 'cleared',
  // the server's coupon texts (shared COUPON_MESSAGES)
  'Coupon code is required': 'couponCodeRequired',
  'Coupon code is too long': 'couponCodeTooLong',
  'Coupon not found': 'couponNotFound',
  'This coupon is no longer active': 'couponInactive',
  'This coupon has expired': 'couponExpired',
  'This coupon has reached its usage limit': 'couponUsageLimit',
  'You have already used this coupon the maximum number of times': 'couponUserLimit',
  'Your cart is empty. Add items before applying a coupon': 'couponCartEmpty',
  'A coupon can only be applied to a cart with a positive amount': 'couponNoAmount',
  'The conditions of this coupon are not met': 'couponConditionsNotMet',
  'Coupon is valid': 'couponValid',
  'Coupon applied': 'couponApplied',
  'Coupon removed': 'couponRemoved',
};

const patterns: Array<[RegExp, string, (m: RegExpExecArray) => Record<string, string | number>]> = [
  [/^This product is not available in size (.+)$/, 'sizeNotStocked', (m) => ({ size: m[1] ?? '' })],
  [/^Size (.+) is out of stock$/, 'sizeSoldOut', (m) => ({ size: m[1] ?? '' })],
  [/^Only (\d+) left in size (.+)$/, 'onlyLeft', (m) => ({ count: Number(m[1]), size: m[2] ?? '' })],
  [/^Quantity must be at most (\d+)$/, 'quantityTooLarge', (m) => ({ max: Number(m[1]) })],
  [/^Your cart can hold at most (\d+) different items$/, 'tooManyLines', (m) => ({ max: Number(m[1]) })],
  // 'Add N more item(s) to use this coupon', 'Spend $X more to use this coupon'
  // (docs/requirements/validation.md)
  [/^Add (\d+) more item\(s\) to use this coupon$/, 'couponMinItems', (m) => ({ count: Number(m[1]) })],
  [/^Spend (.+) more to use this coupon$/, 'couponMinAmount', (m) => ({ amount: m[1] ?? '' })],
  [/^This coupon is only for VIP customers$/, 'couponUserTypeVip', () => ({})],
  [/^This coupon is only for regular customers$/, 'couponUserTypeRegular', () => ({})],
  [/^Network error/i, 'network', () => ({})],
  [/^HTTP 5\d\d/, 'server', () => ({})],
];

/**
 * The cart namespace's key (under `messages`) of a message from the server or the requirements,
 * with its values.
 */
export function cartMessage(text: string): CartMessage {
  const key = exact[text];
  if (key) return { key: `cart:messages.${key}` };
  for (const [pattern, name, params] of patterns) {
    const match = pattern.exec(text);
    if (match) return { key: `cart:messages.${name}`, params: params(match) };
  }
  return { text };
}

/** Every English text with a key (for the test that keeps the translations word for word). */
export const KNOWN_CART_MESSAGES: Readonly<Record<string, string>> = exact;

/** The message in the interface's language; a `reason` fills the `{{reason}}` of its text. */
export function messageText(t: TFunction, message: CartMessage): string {
  if ('text' in message) return message.text;
  const reason = message.reason ? { reason: messageText(t, message.reason) } : {};
  return t(message.key, { ...message.params, ...reason }) as string;
}

/** The error's message, or a network reason when no response came. */
function reasonOf(error: unknown): CartMessage {
  if (isApiError(error) && (error.code === NETWORK_ERROR || error.code === TIMEOUT_ERROR)) {
    return { key: 'cart:messages.network' };
  }
  return cartMessage(error instanceof Error && error.message ? error.message : String(error));
}

/** A rejection the server explained (4xx with its own text), as opposed to a failure to get a response. */
const isServerRejection = (error: unknown) =>
  isApiError(error) && error.status >= 400 && error.status < 500 && !/^HTTP \d/.test(error.message);

export type CartChangeKind = 'add' | 'quantity' | 'remove' | 'clear';

const FAILED_KEY: Record<CartChangeKind, string> = {
  add: 'toast:addFailed',
  quantity: 'toast:quantityFailed',
  remove: 'toast:removeFailed',
  clear: 'toast:clearFailed',
};

/**
 * The error toast of a failed cart change (docs/requirements/errors.md):
 * - add: the server's message, or 'Failed to add item to cart: ...';
 * - quantity: the message for VALIDATION_ERROR and INVALID_QUANTITY, else 'Failed to update quantity: ...';
 * - clear: 'Failed to clear cart: ...';
 * - remove: the server's message, or 'Failed to remove item: ...'.
 */
export function failureMessage(kind: CartChangeKind, error: unknown): CartMessage {
  const code = isApiError(error) ? error.code : undefined;
  const ownMessage =
    kind === 'quantity'
      ? code === 'VALIDATION_ERROR' || code === 'INVALID_QUANTITY'
      : kind !== 'clear' && isServerRejection(error);
  const reason = reasonOf(error);
  return ownMessage ? reason : { key: FAILED_KEY[kind], reason };
}
