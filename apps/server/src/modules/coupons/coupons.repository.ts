import { isUuid } from '@shop/shared';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  type CouponRow,
  couponRedemptions,
  coupons,
  type NewCouponRow,
  products,
} from '../../db/schema/index.js';

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

  // ── redemption, inside the order's transaction ───────────────────────────────────────────────────

  /**
   * One more use of the coupon, unless it is inactive, expired or used up: one guarded UPDATE
   * (`used_count < usage_limit`), never read-then-write. It also locks the coupon's row until the
   * transaction ends, so concurrent redemptions of the same coupon queue behind it. Undefined when
   * refused.
   */
  async takeUse(couponId: string): Promise<{ perUserLimit: number | null } | undefined> {
    const [taken] = await this.db
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
    return taken;
  }

  async addRedemption(couponId: string, userId: string, orderId: string | null): Promise<void> {
    await this.db.insert(couponRedemptions).values({ couponId, userId, orderId });
  }

  /** The order's redemption goes, and the guarded counter down with it. */
  async releaseUse(couponId: string, orderId: string): Promise<void> {
    const released = await this.db
      .delete(couponRedemptions)
      .where(and(eq(couponRedemptions.couponId, couponId), eq(couponRedemptions.orderId, orderId)))
      .returning({ id: couponRedemptions.id });
    if (released.length) {
      await this.db
        .update(coupons)
        .set({ usedCount: sql`greatest(0, ${coupons.usedCount} - ${released.length})` })
        .where(eq(coupons.id, couponId));
    }
  }
}
