import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../constants/messages.js';
import { formatVnd } from '../text/money.js';
import {
  type CouponCondition,
  describeCouponCondition,
  evaluateCouponConditions,
  firstUnmetMessage,
} from './coupon-conditions.js';

const P1 = '11111111-1111-4111-8111-111111111111';
const P2 = '22222222-2222-4222-8222-222222222222';
const cart = (items: { productId: string; quantity: number }[], subtotal: number, userType = 'REGULAR') => ({
  items,
  subtotal,
  userType,
});

describe('coupon conditions', () => {
  it('MINIMUM_ITEMS counts items (quantities), and says how many more', () => {
    const rule: CouponCondition[] = [{ type: 'MINIMUM_ITEMS', value: 3 }];
    expect(evaluateCouponConditions(rule, cart([{ productId: P1, quantity: 1 }], 100))[0]).toMatchObject({
      met: false,
      message: 'Add 2 more item(s) to use this coupon',
    });
    const [met] = evaluateCouponConditions(
      rule,
      cart(
        [
          { productId: P1, quantity: 2 },
          { productId: P2, quantity: 1 },
        ],
        100,
      ),
    );
    expect(met).toMatchObject({ met: true });
    expect(met).not.toHaveProperty('message');
    expect(evaluateCouponConditions(rule, cart([], 0))[0]?.message).toBe(
      'Add 3 more item(s) to use this coupon',
    );
  });

  it.each([
    [499_999, false, `Spend ${formatVnd(1)} more to use this coupon`],
    [0, false, 'Spend 500,000 ₫ more to use this coupon'],
    [500_000, true, undefined],
    [2_000_000, true, undefined],
  ])('MINIMUM_AMOUNT 500,000 with subtotal %i → met %s', (subtotal, met, message) => {
    const [c] = evaluateCouponConditions([{ type: 'MINIMUM_AMOUNT', value: 500_000 }], cart([], subtotal));
    expect(c?.met).toBe(met);
    expect(c?.message).toBe(message);
  });

  it('formats the missing amount in Vietnamese when asked', () => {
    const [c] = evaluateCouponConditions([{ type: 'MINIMUM_AMOUNT', value: 1_250_000 }], cart([], 0), 'vi');
    expect(c?.message).toBe(`Spend ${formatVnd(1_250_000, 'vi')} more to use this coupon`);
  });

  it('SPECIFIC_PRODUCTS needs one of the listed products in the cart', () => {
    const rule: CouponCondition[] = [{ type: 'SPECIFIC_PRODUCTS', value: [P2] }];
    expect(evaluateCouponConditions(rule, cart([{ productId: P1, quantity: 5 }], 1))[0]).toMatchObject({
      met: false,
      message: MESSAGES.couponSpecificProducts,
    });
    expect(
      evaluateCouponConditions(
        rule,
        cart(
          [
            { productId: P1, quantity: 1 },
            { productId: P2.toUpperCase(), quantity: 1 },
          ],
          1,
        ),
      )[0]?.met,
    ).toBe(true);
  });

  it('SPECIFIC_PRODUCTS names the listed products when told their names; null for one off sale', () => {
    const rule: CouponCondition[] = [{ type: 'SPECIFIC_PRODUCTS', value: [P2, P1, P2] }];
    const names = new Map([[P2, 'Silk Áo Dài']]);
    const [c] = evaluateCouponConditions(rule, {
      ...cart([{ productId: '33333333-3333-4333-8333-333333333333', quantity: 1 }], 1),
      productNames: names,
    });
    expect(c).toMatchObject({ met: false, message: MESSAGES.couponSpecificProducts });
    // in the coupon's order, once each; P1 is hidden or deleted (not among the names)
    expect(c?.products).toEqual([
      { id: P2, name: 'Silk Áo Dài' },
      { id: P1, name: null },
    ]);
    // without names (the browser's instant check), no list
    expect(evaluateCouponConditions(rule, cart([], 1))[0]).not.toHaveProperty('products');
  });

  it('USER_TYPE matches the shopper type and names it when not', () => {
    const vip: CouponCondition[] = [{ type: 'USER_TYPE', value: 'VIP' }];
    expect(evaluateCouponConditions(vip, cart([], 0, 'VIP'))[0]?.met).toBe(true);
    expect(evaluateCouponConditions(vip, cart([], 0, 'REGULAR'))[0]).toMatchObject({
      met: false,
      message: 'This coupon is only for VIP customers',
    });
    expect(
      evaluateCouponConditions([{ type: 'USER_TYPE', value: 'REGULAR' }], cart([], 0, 'VIP'))[0]?.message,
    ).toBe('This coupon is only for regular customers');
  });

  it('reports every condition in order, and the first unmet message', () => {
    const rules: CouponCondition[] = [
      { type: 'MINIMUM_AMOUNT', value: 100 },
      { type: 'MINIMUM_ITEMS', value: 2 },
      { type: 'USER_TYPE', value: 'VIP' },
    ];
    const evaluated = evaluateCouponConditions(rules, cart([{ productId: P1, quantity: 1 }], 500));
    expect(evaluated.map((c) => [c.type, c.met])).toEqual([
      ['MINIMUM_AMOUNT', true],
      ['MINIMUM_ITEMS', false],
      ['USER_TYPE', false],
    ]);
    expect(firstUnmetMessage(evaluated)).toBe('Add 1 more item(s) to use this coupon');
    expect(firstUnmetMessage(evaluateCouponConditions([], cart([], 0)))).toBeUndefined();
  });

  it('describes each condition for display', () => {
    expect(describeCouponCondition({ type: 'MINIMUM_ITEMS', value: 2 })).toBe(
      'At least 2 item(s) in the cart',
    );
    expect(describeCouponCondition({ type: 'MINIMUM_AMOUNT', value: 500_000 })).toBe(
      'Orders of 500,000 ₫ or more',
    );
    expect(describeCouponCondition({ type: 'SPECIFIC_PRODUCTS', value: [P1] })).toMatch(/selected products/);
    expect(describeCouponCondition({ type: 'USER_TYPE', value: 'VIP' })).toBe('VIP customers only');
  });

  it('a condition is met exactly when it has no message, and the missing count is exact', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50 }),
        fc.array(fc.integer({ min: 1, max: 10 }), { maxLength: 8 }),
        (min, quantities) => {
          const items = quantities.map((quantity, i) => ({ productId: `p${i}`, quantity }));
          const total = quantities.reduce((a, b) => a + b, 0);
          const [c] = evaluateCouponConditions([{ type: 'MINIMUM_ITEMS', value: min }], cart(items, 0));
          expect(c?.met).toBe(total >= min);
          expect(c?.met).toBe(c?.message === undefined);
          if (!c?.met) expect(c?.message).toBe(`Add ${min - total} more item(s) to use this coupon`);
        },
      ),
    );
  });
});
