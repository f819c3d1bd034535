import { describe, expect, it } from 'vitest';
import { isOrderSummary } from '../api/get-order-summary';
import { rejectedForConditions } from '../api/use-coupon';
import { normaliseCart } from './cart-lines';

const item = { productId: 'p', size: 'M', quantity: 1 };

describe('server responses', () => {
  it('reads GET /cart as a list or an object with a cartItem list', () => {
    expect(normaliseCart([item])).toEqual([item]);
    expect(normaliseCart({ cartItem: [item, { productId: 'q', size: 'S', quantity: 0 }] })).toEqual([item]);
    expect(normaliseCart({ items: [] })).toBeUndefined();
    expect(normaliseCart('nope')).toBeUndefined();
  });

  it('takes only an object with the summary numbers as a summary', () => {
    const good = { cartSubTotal: 1, discountAmount: 0, cartTotalValue: 1, shippingFee: 0, rank: {} };
    expect(isOrderSummary(good)).toBe(true);
    expect(isOrderSummary([good])).toBe(false);
    expect(isOrderSummary({ ...good, cartTotalValue: '1' })).toBe(false);
    expect(isOrderSummary(null)).toBe(false);
  });

  it('keeps a coupon rejected for its conditions, not one rejected for another reason', () => {
    const conditions = [
      {
        type: 'MINIMUM_ITEMS' as const,
        value: 4,
        description: '',
        met: false,
        message: 'Add 1 more item(s) to use this coupon',
      },
    ];
    const verdict = {
      valid: false,
      message: 'Add 1 more item(s) to use this coupon',
      coupon: {
        code: 'A',
        name: 'A',
        discount: { type: 'PERCENTAGE' as const, value: 5, maxDiscount: null },
        expirationDate: '',
        conditions: [],
      },
      conditions,
      conditionsMet: false,
      discountAmount: 0,
    };
    expect(rejectedForConditions(verdict)).toBe(true);
    expect(rejectedForConditions({ ...verdict, message: 'This coupon has expired' })).toBe(false);
    expect(rejectedForConditions({ ...verdict, valid: true })).toBe(false);
  });
});
