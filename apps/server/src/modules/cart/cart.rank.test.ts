import { type OrderSummary, priceCart, RANK_TIERS, randomCode } from '@shop/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHIPPING_VN } from '../../../test/orders.js';
import { createProduct } from '../../../test/products.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createUser } from '../../../test/users.js';
import { orders } from '../../db/schema/index.js';

describe('order summary: ranks', () => {
  let t: TestApp;
  let app: FastifyInstance;

  /** A shopper whose Completed orders add up to `spend`, plus orders that must not count. */
  async function shopperWithSpend(spend: number) {
    const u = await createUser(app);
    const order = (total: number, status: 'Completed' | 'Canceled' | 'Returned' | 'Pending') => ({
      code: `DH-${randomCode(6)}`,
      userId: u.user.id,
      status,
      paymentMethod: 'COD' as const,
      shipping: { ...SHIPPING_VN, email: u.user.email },
      shippingPhone: SHIPPING_VN.phone,
      shippingEmail: u.user.email,
      subtotal: total,
      total,
      rankName: 'Blush Babe',
    });
    const rows = [order(999_000, 'Canceled'), order(888_000, 'Returned'), order(777_000, 'Pending')];
    // two completed orders making up the spend, so the sum is what is tested
    if (spend > 0)
      rows.push(order(spend - Math.floor(spend / 3), 'Completed'), order(Math.floor(spend / 3), 'Completed'));
    await app.ctx.db.insert(orders).values(rows);
    return u.headers;
  }
  const summary = async (headers: Record<string, string>): Promise<OrderSummary> =>
    (await app.inject({ method: 'GET', url: '/api/cart/order-summary', headers })).json();
  const add = (headers: Record<string, string>, productId: string, quantity = 1) =>
    app.inject({
      method: 'POST',
      url: '/api/cart/addItem',
      headers,
      payload: { productId, size: 'S', quantity },
    });

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
    app = t.app;
  });
  afterAll(() => app.close());

  it.each([
    [0, 'Blush Babe', 'Spend 2,000,000 ₫ more to reach Rosé Darling'],
    [2_500_000, 'Rosé Darling', 'Spend 1,500,000 ₫ more to reach Lace Lover'],
    [6_000_000, 'Pearl Princess', 'Spend 6,000,000 ₫ more to reach Velvet Queen'],
    [12_000_000, 'Velvet Queen', "You've unlocked the highest rank"],
  ])('spend %i → %s, hint "%s"', async (spend, name, hint) => {
    const s = await summary(await shopperWithSpend(spend));
    const tier = RANK_TIERS.find((r) => r.name === name)!;
    expect(s.rank).toMatchObject({ name, discountPercent: tier.discountPercent, spend, hint });
    if (name === 'Velvet Queen') expect(s.rank).toMatchObject({ nextRank: null, amountToNext: 0 });
  });

  it('gives the rank discount without a coupon, and the coupon instead of it, never both', async () => {
    const me = await shopperWithSpend(2_500_000);
    const p = await createProduct(app, { price: 430_000 });
    await add(me, p.id, 2);
    const lines = [{ unitPrice: 430_000, quantity: 2 }];
    const byRank = priceCart({ lines, lifetimeSpend: 2_500_000 });
    expect(await summary(me)).toMatchObject({
      cartSubTotal: byRank.subtotal,
      discountAmount: byRank.discountAmount,
      discountSource: 'rank',
      shippingFee: byRank.shippingFee,
      cartTotalValue: byRank.total,
    });
    expect(byRank.discountAmount).toBe(43_000);

    await app.services.coupons.create({
      code: 'TWOITEMS',
      name: 'Two items',
      discount: { type: 'FIXED_AMOUNT', value: 30_000 },
      conditions: [{ type: 'MINIMUM_ITEMS', value: 2 }],
      expirationDate: new Date(Date.now() + 86_400_000),
      active: true,
    });
    const applied = await app.inject({
      method: 'POST',
      url: '/api/coupon/apply',
      headers: me,
      payload: { code: 'twoitems' },
    });
    expect(applied.statusCode).toBe(200);
    expect(applied.json().summary).toMatchObject({ discountAmount: 30_000, discountSource: 'coupon' });

    // the coupon stops holding: the rank discount applies again
    await app.inject({
      method: 'PATCH',
      url: `/api/cart/update-quantity/${p.id}`,
      headers: me,
      payload: { size: 'S', quantity: 1 },
    });
    const after = await summary(me);
    const expected = priceCart({ lines: [{ unitPrice: 430_000, quantity: 1 }], lifetimeSpend: 2_500_000 });
    expect(after).toMatchObject({
      discountAmount: expected.discountAmount,
      discountSource: 'rank',
      cartTotalValue: expected.total,
      appliedCoupon: { code: 'TWOITEMS', conditionsMet: false, valid: false },
    });
  });
});
