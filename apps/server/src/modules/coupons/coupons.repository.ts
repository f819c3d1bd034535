import { COUPON_MESSAGES, isUuid } from '@shop/shared';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  type CouponRow,
  couponRedemptions,
  coupons,
  type NewCouponRow,
  products,
} from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';

/** Drizzle queries of coupons and their redemptions. */
export class CouponsRepository {
  constructor(private readonly db: DbOrTx) {}

  async findByCode(code: string): Promise<CouponRow | undefined> {
    const [row] = await this.db.select().from(coupons).where(eq(coupons.code, code)).limit(1);
    return row;
  }

  async findById(id: string): Promise<CouponRow | undefined> {
    const [row] = await this.db.select().from(coupons).where(eq(coupons.id, id)).limit(1);
    return row;
  }

  list(): Promise<CouponRow[]> {
    return this.db.select().from(coupons).orderBy(desc(coupons.createdAt), desc(coupons.id));
  }

  /** undefined when the code is taken (the unique index decides, so two creators cannot both win). */
  async insert(values: NewCouponRow): Promise<CouponRow | undefined> {
    const [row] = await this.db.insert(coupons).values(values).onConflictDoNothing().returning();
    return row;
  }

  async delete(id: string): Promise<boolean> {
    const rows = await this.db.delete(coupons).where(eq(coupons.id, id)).returning({ id: coupons.id });
    return rows.length > 0;
  }

  /** How many times this user has redeemed this coupon. */
  async redemptionsBy(couponId: string, userId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(couponRedemptions)
      .where(and(eq(couponRedemptions.couponId, couponId), eq(couponRedemptions.userId, userId)));
    return row?.n ?? 0;
  }

  /** The ids among these that are products. */
  async existingProductIds(ids: readonly string[]): Promise<Set<string>> {
    if (!ids.length) return new Set();
    const rows = await this.db
      .select({ id: products.id })
      .from(products)
      .where(inArray(products.id, [...ids]));
    return new Set(rows.map((r) => r.id));
  }

  /** The names of the products among these that are on sale (visible), by id. */
  async productNamesOnSale(ids: readonly string[]): Promise<Map<string, string>> {
    const wanted = [...new Set(ids.map((id) => id.toLowerCase()))].filter(isUuid);
    if (!wanted.length) return new Map();
    const rows = await this.db
      .select({ id: products.id, name: products.name })
      .from(products)
      .where(and(inArray(products.id, wanted), eq(products.visible, true)));
    return new Map(rows.map((r) => [r.id, r.name]));
  }
}

/**
 * Redeems a coupon for a user inside the caller's transaction (the order's, DECISIONS §6/§7).
 *
 * The total limit is held by one guarded UPDATE (`used_count < usage_limit`), never read-then-write.
 * That UPDATE also locks the coupon's row until the transaction ends, so concurrent redemptions of
 * the same coupon queue behind it; the per-user count read after it therefore sees every committed
 * redemption. On any refusal it throws AppError COUPON_INVALID and the caller's transaction must roll
 * back (which also undoes the increment).
 */
export async function redeemCoupon(
  tx: DbOrTx,
  couponId: string,
  userId: string,
  orderId: string | null = null,
): Promise<void> {
  const [taken] = await tx
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(
      and(
        eq(coupons.id, couponId),
        eq(coupons.active, true),
        sql`${coupons.expirationDate} > now()`,
        sql`(${coupons.usageLimit} is null or ${coupons.usedCount} < ${coupons.usageLimit})`,
      ),
    )
    .returning({ perUserLimit: coupons.perUserLimit });
  if (!taken) {
    const coupon = await new CouponsRepository(tx).findById(couponId);
    const message = !coupon
      ? COUPON_MESSAGES.notFound
      : !coupon.active
        ? COUPON_MESSAGES.inactive
        : coupon.expirationDate.getTime() <= Date.now()
          ? COUPON_MESSAGES.expired
          : COUPON_MESSAGES.usageLimitReached;
    throw new AppError('COUPON_INVALID', message);
  }
  if (taken.perUserLimit != null) {
    const used = await new CouponsRepository(tx).redemptionsBy(couponId, userId);
    if (used >= taken.perUserLimit) throw new AppError('COUPON_INVALID', COUPON_MESSAGES.perUserLimitReached);
  }
  await tx.insert(couponRedemptions).values({ couponId, userId, orderId });
}
