import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RANK_TIERS } from '../constants/ranks.js';
import { percentOf } from './money.js';
import {
  couponDiscount,
  effectiveUnitPrice,
  isOnSale,
  nextRank,
  percentOff,
  priceCart,
  rankFor,
  shippingFee,
} from './pricing.js';

describe('effective unit price', () => {
  it('is the sale price when above 0, otherwise the price', () => {
    expect(effectiveUnitPrice({ price: 500_000, discountPrice: 390_000 })).toBe(390_000);
    expect(effectiveUnitPrice({ price: 500_000, discountPrice: 0 })).toBe(500_000);
  });
});

describe('on sale, what is charged and the percent off: one rule for the cart, the pages and the mails', () => {
  it.each([
    // price, discountPrice → charged, on sale, percent off
    [500_000, 0, 500_000, false, null],
    [500_000, 350_000, 350_000, true, 30],
    [500_000, 1, 1, true, 100],
    [1_000_000, 999_000, 999_000, true, 1],
    [500_000, 499_999, 499_999, true, 1],
    // not below the list price (refused on write; old data): charged as the effective-price rule says, shown alone
    [300_000, 300_000, 300_000, false, null],
    [300_000, 450_000, 450_000, false, null],
  ])('price %i, discount %i → charged %i, on sale %s, %s % off', (price, discountPrice, charged, sale, off) => {
    const product = { price, discountPrice };
    expect(effectiveUnitPrice(product)).toBe(charged);
    expect(isOnSale(product)).toBe(sale);
    expect(percentOff(product)).toBe(off);
  });
});

describe('shipping fee', () => {
  it.each([
    [0, 0],
    [559_999, 0],
    [560_000, 10_000],
    [849_999, 10_000],
    [850_000, 15_000],
    [5_000_000, 15_000],
  ])('subtotal %i → %i', (subtotal, fee) => expect(shippingFee(subtotal)).toBe(fee));
});

describe('ranks', () => {
  it.each([
    [0, 'Blush Babe'],
    [1_999_999, 'Blush Babe'],
    [2_000_000, 'Rosé Darling'],
    [3_999_999, 'Rosé Darling'],
    [4_000_000, 'Lace Lover'],
    [5_999_999, 'Lace Lover'],
    [6_000_000, 'Pearl Princess'],
    [11_999_999, 'Pearl Princess'],
    [12_000_000, 'Velvet Queen'],
    [99_000_000, 'Velvet Queen'],
  ])('spend %i → %s', (spend, name) => expect(rankFor(spend).name).toBe(name));

  it('tells the amount to the next rank, and nothing at the top', () => {
    expect(nextRank(1_500_000)).toEqual({ tier: RANK_TIERS[1], amountToNext: 500_000 });
    expect(nextRank(2_000_000)?.tier.name).toBe('Lace Lover');
    expect(nextRank(12_000_000)).toBeUndefined();
  });
});

describe('rounding', () => {
  it('rounds a percentage to the nearest dong, halves up', () => {
    expect(percentOf(1_000, 5)).toBe(50);
    expect(percentOf(999, 5)).toBe(50); // 49.95
    expect(percentOf(990, 5)).toBe(50); // 49.5 → 50
    expect(percentOf(989, 5)).toBe(49); // 49.45
    expect(percentOf(0, 15)).toBe(0);
  });
});

describe('coupon discount', () => {
  it('caps a fixed amount at the subtotal', () => {
    expect(couponDiscount(300_000, { type: 'FIXED_AMOUNT', value: 50_000 })).toBe(50_000);
    expect(couponDiscount(30_000, { type: 'FIXED_AMOUNT', value: 50_000 })).toBe(30_000);
  });
  it('caps a percentage by maxDiscount and by the subtotal', () => {
    expect(couponDiscount(1_000_000, { type: 'PERCENTAGE', value: 20 })).toBe(200_000);
    expect(couponDiscount(1_000_000, { type: 'PERCENTAGE', value: 20, maxDiscount: 150_000 })).toBe(150_000);
    expect(couponDiscount(100_000, { type: 'PERCENTAGE', value: 150 })).toBe(100_000);
  });
  it('gives nothing on an empty cart', () => {
    expect(couponDiscount(0, { type: 'FIXED_AMOUNT', value: 50_000 })).toBe(0);
  });
});

describe('priceCart', () => {
  const lines = [
    { unitPrice: 390_000, quantity: 1 },
    { unitPrice: 235_000, quantity: 2 },
  ]; // 860,000

  it('prices a cart: subtotal, rank discount without coupon, shipping on the subtotal', () => {
    const p = priceCart({ lines, lifetimeSpend: 2_500_000 });
    expect(p).toMatchObject({
      subtotal: 860_000,
      discountAmount: 43_000,
      discountSource: 'rank',
      shippingFee: 15_000,
    });
    expect(p.total).toBe(860_000 - 43_000 + 15_000);
    expect(p.rank.name).toBe('Rosé Darling');
  });

  it('takes the coupon instead of the rank, never both', () => {
    const p = priceCart({
      lines,
      lifetimeSpend: 12_000_000,
      coupon: { type: 'FIXED_AMOUNT', value: 100_000 },
    });
    expect(p).toMatchObject({ discountAmount: 100_000, discountSource: 'coupon' });
    // shipping stays on the subtotal, not the discounted amount
    expect(p.shippingFee).toBe(15_000);
  });

  it('charges nothing for an empty cart', () => {
    expect(priceCart({ lines: [], coupon: { type: 'FIXED_AMOUNT', value: 10 } })).toMatchObject({
      subtotal: 0,
      discountAmount: 0,
      shippingFee: 0,
      total: 0,
    });
  });

  const lineArb = fc.record({
    unitPrice: fc.integer({ min: 0, max: 5_000_000 }),
    quantity: fc.integer({ min: 1, max: 50 }),
  });
  const couponArb = fc.option(
    fc.oneof(
      fc.record({
        type: fc.constant('FIXED_AMOUNT' as const),
        value: fc.integer({ min: 0, max: 10_000_000 }),
      }),
      fc.record({
        type: fc.constant('PERCENTAGE' as const),
        value: fc.integer({ min: 0, max: 100 }),
        maxDiscount: fc.option(fc.integer({ min: 0, max: 5_000_000 }), { nil: undefined }),
      }),
    ),
    { nil: undefined },
  );

  it('holds its invariants for any cart', () => {
    fc.assert(
      fc.property(
        fc.array(lineArb, { maxLength: 10 }),
        couponArb,
        fc.integer({ min: 0, max: 50_000_000 }),
        (ls, coupon, spend) => {
          const p = priceCart({ lines: ls, coupon, lifetimeSpend: spend });
          // money is whole dong, nothing negative
          for (const v of [p.subtotal, p.discountAmount, p.shippingFee, p.total]) {
            expect(Number.isInteger(v)).toBe(true);
            expect(v).toBeGreaterThanOrEqual(0);
          }
          // the discount never exceeds the subtotal, and the parts add up to the total
          expect(p.discountAmount).toBeLessThanOrEqual(p.subtotal);
          expect(p.total).toBe(p.subtotal - p.discountAmount + p.shippingFee);
          // a rank discount never comes with a coupon
          if (coupon) expect(p.discountSource).toBe('coupon');
          else expect(p.discountSource === 'coupon').toBe(false);
          if (p.discountSource === 'rank')
            expect(p.discountAmount).toBe(
              Math.min(percentOf(p.subtotal, p.rank.discountPercent), p.subtotal),
            );
        },
      ),
      { numRuns: 500 },
    );
  });
});
