import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../constants/messages.js';
import { addCartItemBodySchema, CART_MESSAGES, cartQuantityProblem } from './cart.js';
import { couponCreateBodySchema } from './coupons.js';

describe('cart quantity', () => {
  it.each([
    [0, MESSAGES.quantityPositive],
    [-3, MESSAGES.quantityPositive],
    [1.5, CART_MESSAGES.quantityWhole],
    ['2', CART_MESSAGES.quantityWhole],
    [Number.NaN, CART_MESSAGES.quantityWhole],
    [Number.POSITIVE_INFINITY, CART_MESSAGES.quantityWhole],
    [100, CART_MESSAGES.quantityTooLarge],
    [1e21, CART_MESSAGES.quantityTooLarge],
    [1, undefined],
    [99, undefined],
  ])('%s → %s', (quantity, problem) => expect(cartQuantityProblem(quantity)).toBe(problem));
});

describe('add-item body', () => {
  const issue = (body: unknown) => {
    const r = addCartItemBodySchema.safeParse(body);
    return r.success ? undefined : r.error.issues[0];
  };
  it('tells missing fields first, with the required-fields message', () => {
    expect(issue({ size: 'S', quantity: -1 })).toMatchObject({
      message: MESSAGES.cartMissingFields,
      params: { code: 'VALIDATION_ERROR' },
    });
    expect(issue([{ productId: 'x', size: 'S', quantity: 1 }])?.message).toBe(MESSAGES.cartMissingFields);
  });
  it('marks quantity problems INVALID_QUANTITY', () => {
    expect(issue({ productId: 'x', size: 'S', quantity: 0 })).toMatchObject({
      message: MESSAGES.quantityPositive,
      params: { code: 'INVALID_QUANTITY' },
    });
  });
  it('keeps the three fields only', () => {
    expect(addCartItemBodySchema.parse({ productId: ' x ', size: 'S', quantity: 2, price: 1 })).toEqual({
      productId: 'x',
      size: 'S',
      quantity: 2,
    });
  });
});

describe('coupon create body', () => {
  const base = {
    code: 'summer_10',
    name: 'Summer',
    discount: { type: 'PERCENTAGE', value: 10, maxDiscount: 50_000 },
    conditions: [{ type: 'MINIMUM_ITEMS', value: 2 }],
    expirationDate: '2999-12-31',
  };
  it('stores the code upper-case and a plain date as the end of that day in Vietnam', () => {
    const parsed = couponCreateBodySchema.parse(base);
    expect(parsed.code).toBe('SUMMER_10');
    expect(parsed.expirationDate.toISOString()).toBe('2999-12-31T16:59:59.999Z');
    expect(parsed.active).toBe(true);
  });
  it.each([
    ['a percentage above 100', { discount: { type: 'PERCENTAGE', value: 101 } }, 'discount.value'],
    ['a zero fixed amount', { discount: { type: 'FIXED_AMOUNT', value: 0 } }, 'discount.value'],
    ['a fractional amount', { discount: { type: 'FIXED_AMOUNT', value: 10.5 } }, 'discount.value'],
    ['an unknown discount type', { discount: { type: 'BOGO', value: 1 } }, 'discount.type'],
    ['MINIMUM_ITEMS 0', { conditions: [{ type: 'MINIMUM_ITEMS', value: 0 }] }, 'conditions.0.value'],
    ['MINIMUM_AMOUNT -1', { conditions: [{ type: 'MINIMUM_AMOUNT', value: -1 }] }, 'conditions.0.value'],
    [
      'products that are not ids',
      { conditions: [{ type: 'SPECIFIC_PRODUCTS', value: ['x'] }] },
      'conditions.0.value.0',
    ],
    ['a user type GOLD', { conditions: [{ type: 'USER_TYPE', value: 'GOLD' }] }, 'conditions.0.value'],
    [
      'a condition twice',
      {
        conditions: [
          { type: 'MINIMUM_ITEMS', value: 1 },
          { type: 'MINIMUM_ITEMS', value: 2 },
        ],
      },
      'conditions',
    ],
    ['a code too short', { code: 'ab' }, 'code'],
    ['a code with spaces', { code: 'SUMMER 10' }, 'code'],
    ['a past expiration', { expirationDate: '2001-01-01' }, 'expirationDate'],
    ['a non-date expiration', { expirationDate: 'tomorrow' }, 'expirationDate'],
    ['an unknown field', { usedCount: 5 }, ''],
  ])('refuses %s', (_name, patch, path) => {
    const r = couponCreateBodySchema.safeParse({ ...base, ...patch });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.path.join('.')).toBe(path);
  });
});
