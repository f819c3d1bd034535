import { type CartLine, priceCart } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { estimateSummary } from './cart-estimate';
import { checkConditions } from './coupon-check';

const line = (
  productId: string,
  quantity: number,
  price: number,
  extra: Partial<CartLine> = {},
): CartLine => ({
  productId,
  size: 'M',
  quantity,
  name: productId,
  price,
  discountPrice: 0,
  image: null,
  availability: 'AVAILABLE',
  stock: 10,
  isUnavailable: false,
  ...extra,
});

describe('coupon conditions against the bag on screen', () => {
  it("tells 'Add N more item(s)' and 'Spend X more' until they hold", () => {
    const conditions = [
      { type: 'MINIMUM_ITEMS' as const, value: 3 },
      { type: 'MINIMUM_AMOUNT' as const, value: 1_000_000 },
    ];
    const short = checkConditions(conditions, [line('a', 2, 400_000)], 'en');
    expect(short).toEqual([
      {
        type: 'MINIMUM_ITEMS',
        met: false,
        message: { key: 'cart:messages.couponMinItems', params: { count: 1 } },
      },
      {
        type: 'MINIMUM_AMOUNT',
        met: false,
        message: { key: 'cart:messages.couponMinAmount', params: { amount: '200,000 ₫' } },
      },
    ]);
    // the Vietnamese amount is written the Vietnamese way
    expect(checkConditions(conditions, [line('a', 2, 400_000)], 'vi')[1]?.message).toMatchObject({
      params: { amount: '200.000 ₫' },
    });
    expect(checkConditions(conditions, [line('a', 3, 400_000)], 'en').every((c) => c.met)).toBe(true);
  });

  it('does not count an unavailable line', () => {
    const lines = [line('a', 1, 400_000), line('gone', 5, 0, { isUnavailable: true })];
    expect(checkConditions([{ type: 'MINIMUM_ITEMS', value: 2 }], lines, 'en')[0]?.met).toBe(false);
  });

  it('wants one of the listed products, and keeps the server verdict on the customer type', () => {
    expect(
      checkConditions([{ type: 'SPECIFIC_PRODUCTS', value: ['b'] }], [line('a', 1, 1)], 'en')[0],
    ).toEqual({
      type: 'SPECIFIC_PRODUCTS',
      met: false,
      message: { key: 'cart:messages.couponSpecificProducts' },
    });
    expect(
      checkConditions([{ type: 'SPECIFIC_PRODUCTS', value: ['a'] }], [line('a', 1, 1)], 'en')[0]?.met,
    ).toBe(true);
    expect(checkConditions([{ type: 'USER_TYPE', value: 'VIP', met: false }], [], 'en')[0]).toEqual({
      type: 'USER_TYPE',
      met: false,
      message: { key: 'cart:messages.couponUserTypeVip' },
    });
  });
});

describe('the products a coupon needs', () => {
  it('passes on the names the server gave while the condition is unmet, and drops them once met', () => {
    const products = [
      { id: 'b', name: 'Silk blouse' },
      { id: 'c', name: null },
    ];
    const condition = { type: 'SPECIFIC_PRODUCTS' as const, value: ['b', 'c'], products };
    expect(checkConditions([condition], [line('a', 1, 1)], 'en')[0]).toEqual({
      type: 'SPECIFIC_PRODUCTS',
      met: false,
      message: { key: 'cart:messages.couponSpecificProducts' },
      products,
    });
    expect(checkConditions([condition], [line('b', 1, 1)], 'en')[0]).toEqual({
      type: 'SPECIFIC_PRODUCTS',
      met: true,
    });
  });
});

describe('the instant estimate', () => {
  it('prices with the shared module: sale prices, coupon or rank, shipping on the subtotal', () => {
    const lines = [
      line('a', 2, 500_000, { discountPrice: 300_000 }),
      line('gone', 1, 0, { isUnavailable: true }),
    ];
    const figures = estimateSummary(lines, { coupon: { type: 'FIXED_AMOUNT', value: 50_000 }, spend: 0 });
    const expected = priceCart({
      lines: [{ unitPrice: 300_000, quantity: 2 }],
      coupon: { type: 'FIXED_AMOUNT', value: 50_000 },
    });
    expect(figures).toMatchObject({
      subtotal: 600_000,
      discount: 50_000,
      discountSource: 'coupon',
      shipping: 10_000,
      total: expected.total,
    });
    // no coupon: the rank's discount (Rosé Darling, 5 %)
    expect(estimateSummary(lines, { spend: 2_000_000 })).toMatchObject({
      discount: 30_000,
      discountSource: 'rank',
      rankName: 'Rosé Darling',
    });
  });
});
