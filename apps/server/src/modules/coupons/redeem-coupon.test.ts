import { COUPON_MESSAGES } from '@shop/shared';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, onPostgres, type TestApp } from '../../../test/test-app.js';
import { createUser } from '../../../test/users.js';
import type { Db } from '../../db/client.js';
import { couponRedemptions, coupons, type NewCouponRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { redeemCoupon } from './coupons.service.js';

/**
 * A coupon is redeemed inside the order's transaction and its limits hold under concurrent
 * checkouts. On PostgreSQL these transactions really run at once (a pool of connections); on PGlite
 * they queue, and the same assertions hold.
 */
describe(`redeemCoupon (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  let app: FastifyInstance;
  let db: Db;
  let n = 0;

  async function coupon(values: Partial<NewCouponRow> = {}) {
    const [row] = await db
      .insert(coupons)
      .values({
        code: `RACE${++n}`,
        name: 'Race',
        discountType: 'FIXED_AMOUNT',
        discountValue: 10_000,
        expirationDate: new Date(Date.now() + 86_400_000),
        ...values,
      })
      .returning();
    return row!;
  }
  const state = async (id: string) => {
    const [c] = await db.select().from(coupons).where(eq(coupons.id, id));
    const [r] = await db
      .select({ n: count() })
      .from(couponRedemptions)
      .where(eq(couponRedemptions.couponId, id));
    return { usedCount: c!.usedCount, redemptions: r!.n };
  };
  /** one checkout: its own transaction, which an error rolls back */
  const checkout = (couponId: string, userId: string) =>
    db.transaction(async (tx) => redeemCoupon(tx, couponId, userId));
  const messagesOf = (results: PromiseSettledResult<unknown>[]) =>
    results.flatMap((r) => (r.status === 'rejected' ? [(r.reason as AppError).message] : []));

  beforeAll(async () => {
    t = await createTestApp();
    app = t.app;
    db = t.database.db;
  });
  afterAll(() => app.close());

  it('10 concurrent redemptions of a limit-1 coupon: exactly one succeeds', async () => {
    const c = await coupon({ usageLimit: 1 });
    const buyers = await Promise.all(Array.from({ length: 10 }, () => createUser(app)));
    const results = await Promise.allSettled(buyers.map((b) => checkout(c.id, b.user.id)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(refused).toHaveLength(9);
    for (const r of refused) {
      expect(r.reason).toBeInstanceOf(AppError);
      expect(r.reason).toMatchObject({ code: 'COUPON_INVALID', message: COUPON_MESSAGES.usageLimitReached });
    }
    expect(await state(c.id)).toEqual({ usedCount: 1, redemptions: 1 });
  });

  it('a limit of 3 under 10 concurrent checkouts: exactly 3', async () => {
    const c = await coupon({ usageLimit: 3 });
    const buyers = await Promise.all(Array.from({ length: 10 }, () => createUser(app)));
    const results = await Promise.allSettled(buyers.map((b) => checkout(c.id, b.user.id)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    expect(await state(c.id)).toEqual({ usedCount: 3, redemptions: 3 });
  });

  it('10 concurrent redemptions by one user of a once-per-user coupon: exactly one', async () => {
    const c = await coupon({ perUserLimit: 1 });
    const { user } = await createUser(app);
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => checkout(c.id, user.id)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(new Set(messagesOf(results))).toEqual(new Set([COUPON_MESSAGES.perUserLimitReached]));
    // the refused increments were rolled back with their transactions
    expect(await state(c.id)).toEqual({ usedCount: 1, redemptions: 1 });
  });

  it.each([
    ['expired', { expirationDate: new Date(Date.now() - 1000) }, COUPON_MESSAGES.expired],
    ['inactive', { active: false }, COUPON_MESSAGES.inactive],
  ])('refuses an %s coupon and changes nothing', async (_name, values, message) => {
    const c = await coupon(values);
    const { user } = await createUser(app);
    await expect(checkout(c.id, user.id)).rejects.toMatchObject({ code: 'COUPON_INVALID', message });
    expect(await state(c.id)).toEqual({ usedCount: 0, redemptions: 0 });
  });

  it('is undone when the order transaction fails after it', async () => {
    const c = await coupon({ usageLimit: 5 });
    const { user } = await createUser(app);
    await expect(
      db.transaction(async (tx) => {
        await redeemCoupon(tx, c.id, user.id);
        throw new Error('payment provider down');
      }),
    ).rejects.toThrow('payment provider down');
    expect(await state(c.id)).toEqual({ usedCount: 0, redemptions: 0 });
    await checkout(c.id, user.id);
    expect(await state(c.id)).toEqual({ usedCount: 1, redemptions: 1 });
  });
});
