import fs from 'node:fs';
import { sendBankTransfer } from '@shop/test-fakes/bank';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToCart, checkoutBody, placeOk, placeOrder } from '../../../test/orders.js';
import { createProduct } from '../../../test/products.js';
import { createTestApp, onPostgres, type TestApp, testConfig } from '../../../test/test-app.js';
import { createUser } from '../../../test/users.js';
import { buildApp } from '../../app.js';
import { openDatabase } from '../../db/client.js';
import {
  bankTransactions,
  coupons,
  orderHistory,
  orderItems,
  orders,
  productSizes,
} from '../../db/schema/index.js';

let shippedTo = 0;
/** Each buyer's own phone and street: the shop allows 3 open COD orders a phone and an address. */
const own = () => {
  shippedTo += 1;
  return checkoutBody({
    phone: `0904${String(100_000 + shippedTo).slice(-6)}`,
    street: `${shippedTo} Hai Bà Trưng`,
  });
};

/**
 * Checkout under concurrency: stock never below 0 and never oversold, a coupon's limit holds,
 * a repeated bank notification pays once. On PostgreSQL the requests really run side by side (a pool
 * of connections); on PGlite they interleave between statements.
 */
describe('checkout races', () => {
  let t: TestApp;
  let app: FastifyInstance;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
    app = t.app;
  });
  afterAll(() => app.close());

  async function buyers(n: number, productId: string) {
    const users = await Promise.all(Array.from({ length: n }, () => createUser(app)));
    for (const u of users) await addToCart(app, u.headers, [{ productId, size: 'M', quantity: 1 }]);
    return users;
  }

  async function stockLeft(productId: string) {
    const [row] = await t.database.db
      .select()
      .from(productSizes)
      .where(eq(productSizes.productId, productId));
    return row?.stock;
  }

  it('30 buyers for the last 5 units of one size: exactly 5 orders, stock 0', async () => {
    const p = await createProduct(app, { sizes: { M: 5 } });
    const users = await buyers(30, p.id);
    const results = await Promise.all(users.map((u) => placeOrder(app, u.headers, 'COD', own())));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(5);
    expect(codes.filter((c) => c === 409)).toHaveLength(25);
    for (const r of results.filter((x) => x.statusCode === 409)) expect(r.json().code).toBe('OUT_OF_STOCK');
    expect(await stockLeft(p.id)).toBe(0);
    const lines = await t.database.db.select().from(orderItems).where(eq(orderItems.productId, p.id));
    expect(lines.reduce((sum, l) => sum + l.quantity, 0)).toBe(5);
  });

  it('a coupon with usage limit 1 raced by 10 checkouts: one redemption', async () => {
    const coupon = await app.services.coupons.create({
      code: 'ONLYONE',
      name: 'Only one',
      discount: { type: 'FIXED_AMOUNT', value: 10_000 },
      conditions: [],
      expirationDate: new Date(Date.now() + 86_400_000),
      usageLimit: 1,
      active: true,
    });
    const p = await createProduct(app, { sizes: { M: 100 } });
    const users = await buyers(10, p.id);
    for (const u of users) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/coupon/apply',
        headers: u.headers,
        payload: { code: 'ONLYONE' },
      });
      expect(res.statusCode).toBe(200);
    }
    const results = await Promise.all(users.map((u) => placeOrder(app, u.headers, 'COD', own())));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    const refused = results.filter((r) => r.statusCode !== 201);
    expect(refused).toHaveLength(9);
    for (const r of refused) expect(r.json()).toMatchObject({ code: 'COUPON_INVALID' });
    const [row] = await t.database.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(row?.usedCount).toBe(1);
    // the refused checkouts took no stock
    expect(await stockLeft(p.id)).toBe(99);
  });

  it('the same bank notification delivered 5 times at once pays the order once', async () => {
    const u = await createUser(app);
    const p = await createProduct(app, { sizes: { M: 5 } });
    await addToCart(app, u.headers, [{ productId: p.id, size: 'M' }]);
    const { order } = await placeOk(app, u.headers, 'QR');
    const transfer = {
      id: 555_001,
      amount: order.total,
      content: `MBVCB.1234.${order.code.replace('-', '')} chuyen tien`,
    };
    const results = await Promise.all(Array.from({ length: 5 }, () => sendBankTransfer(app, transfer)));
    for (const r of results) expect(r.json()).toEqual({ success: true });
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ paymentStatus: 'completed', paidAmount: order.total, paymentFlag: null });
    const history = await t.database.db.select().from(orderHistory).where(eq(orderHistory.orderId, order.id));
    expect(history.filter((h) => h.paymentStatus === 'completed')).toHaveLength(1);
    const recorded = await t.database.db
      .select()
      .from(bankTransactions)
      .where(eq(bankTransactions.providerId, '555001'));
    expect(recorded).toHaveLength(1);
  });

  // only PostgreSQL can be shared by two processes' pools (PGlite is one in-process database)
  if (onPostgres) {
    it('two server instances sharing the database never oversell', async () => {
      const pool = t.database.raw.kind === 'postgres' ? t.database.raw.pool : undefined;
      const url = (pool as unknown as { options: { connectionString: string } }).options.connectionString;
      const config = testConfig({ RATE_LIMIT_PER_MINUTE: '100000' });
      const second = await openDatabase({ url, dataDir: config.dataDir, poolSize: 5 });
      const other = await buildApp(config, { database: second });
      await other.ready();
      try {
        const p = await createProduct(app, { sizes: { M: 7 } });
        const users = await buyers(24, p.id);
        const results = await Promise.all(
          users.map((u, i) => placeOrder(i % 2 ? other : app, u.headers, 'COD', own())),
        );
        expect(results.filter((r) => r.statusCode === 201)).toHaveLength(7);
        expect(results.filter((r) => r.statusCode === 409)).toHaveLength(17);
        expect(await stockLeft(p.id)).toBe(0);
      } finally {
        await other.close();
        await second.close();
        fs.rmSync(config.dataDir, { recursive: true, force: true });
      }
    });
  }
});
