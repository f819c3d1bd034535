import { OPEN_COD_ORDERS_LIMIT, SIZES } from '@shop/shared';
import { isApiError } from '../../../lib/api-error';
import { KNOWN_CHECKOUT_MESSAGES } from '../../../lib/shipping-messages';
import { type CartMessage, cartMessage } from '../../../stores/cart-store-messages';
import { type ShippingField, serverFieldError } from './shipping-form';

/** What the page shows for a checkout the server rejected: beside a field, or above the button. */
export type CheckoutFailure =
  | { kind: 'field'; field: ShippingField | 'acceptPolicy'; text: string }
  | { kind: 'alert'; message: CartMessage; code: string; paypalOff?: boolean; toCart?: boolean };

const SIZE = `(${SIZES.map((s) => s.replace(/[.*+?^${}()|[\]\\<]/g, '\\$&')).join('|')})`;
const ONLY_LEFT = new RegExp(`^Only (\\d+) left of (.+) in size ${SIZE}$`);
const SOLD_OUT = new RegExp(`^(.+) \\(size ${SIZE}\\) is sold out$`);

const key = (name: string, params?: Record<string, string | number>, reason?: CartMessage): CartMessage => ({
  key: `checkout:messages.${name}`,
  ...(params ? { params } : {}),
  ...(reason ? { reason } : {}),
});

/** A line's error ("Name: This product is sold out"): the line named, the cart's own reason told. */
function lineError(text: string): CartMessage | undefined {
  const at = text.lastIndexOf(': ');
  if (at <= 0) return undefined;
  const reason = cartMessage(text.slice(at + 2));
  if ('text' in reason) return undefined;
  return key('lineUnavailable', { name: text.slice(0, at) }, reason);
}

/**
 * Every error response of the checkout (docs/requirements/errors.md), told clearly: 400 CART_EMPTY,
 * 400 VALIDATION_ERROR beside its field, 409 OUT_OF_STOCK naming the line and what is left, 409
 * COUPON_INVALID with the coupon's own reason, 403 ACCOUNT_BLACKLISTED, 409 TOO_MANY_OPEN_ORDERS (cash
 * on delivery not offered, bank transfer is), and PayPal being off or unreachable (503). The server
 * changed nothing: the cart stays as it was.
 */
export function checkoutFailure(error: unknown): CheckoutFailure {
  if (!isApiError(error)) return { kind: 'alert', code: 'UNKNOWN', message: key('generic') };
  const { code, message: text } = error;
  if (error.isNetworkError) return { kind: 'alert', code, message: key('network') };
  const alert = (message: CartMessage, extra: Partial<CheckoutFailure> = {}): CheckoutFailure =>
    ({ kind: 'alert', code, message, ...extra }) as CheckoutFailure;
  const known = KNOWN_CHECKOUT_MESSAGES[text];

  switch (code) {
    case 'VALIDATION_ERROR': {
      const field = serverFieldError(text);
      if (field) return { kind: 'field', field: field.field, text: field.message };
      break;
    }
    case 'CART_EMPTY': {
      // a coupon can reject an empty cart in its own words; the point is the same
      return alert(key('cartEmpty'), { toCart: true });
    }
    case 'OUT_OF_STOCK': {
      const only = ONLY_LEFT.exec(text);
      if (only)
        return alert(key('onlyLeft', { count: Number(only[1]), name: only[2]!, size: only[3]! }), {
          toCart: true,
        });
      const sold = SOLD_OUT.exec(text);
      if (sold) return alert(key('soldOut', { name: sold[1]!, size: sold[2]! }), { toCart: true });
      const line = lineError(text);
      if (line) return alert(line, { toCart: true });
      break;
    }
    case 'COUPON_INVALID':
      return alert(key('couponInvalid', undefined, cartMessage(text)), { toCart: true });
    case 'TOO_MANY_OPEN_ORDERS':
      return alert(key('tooManyOpenOrders', { limit: OPEN_COD_ORDERS_LIMIT }));
    case 'ACCOUNT_BLACKLISTED':
      return alert(key(known === 'blacklistedPhone' || known === 'blacklistedEmail' ? known : 'blacklisted'));
    case 'SERVICE_UNAVAILABLE':
      if (known === 'paypalUnavailable') return alert(key('paypalUnavailable'), { paypalOff: true });
      if (known === 'paypalFailed') return alert(key('paypalFailed'));
      break;
    case 'CONFLICT': {
      if (known === 'pricesChanged') return alert(key('pricesChanged'));
      const line = lineError(text);
      if (line) return alert(line, { toCart: true });
      break;
    }
  }
  if (known) return alert(key(known));
  return alert(error.status >= 500 ? key('generic') : { text });
}
