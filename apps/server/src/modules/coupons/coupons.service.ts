import { COUPON_MESSAGES, type CouponAdmin, type CouponCreate, isUuid } from '@shop/shared';
import type { Db, DbOrTx } from '../../db/client.js';
import type { CouponRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { couponNotFound, productNamesFor, toAdminCoupon } from './coupon-check.js';
import { CouponsRepository } from './coupons.repository.js';

/**
 * Coupons: staff create, list and delete them. What a shopper does with one (validate it against the
 * cart, apply it, remove it) writes the cart and belongs to the cart's service, which reads it with
 * `couponToCheck` and judges it with `checkCoupon`. Redemption (the guarded used_count increment)
 * happens in the order's transaction at checkout (`redeemCoupon`), and a canceled order gives it back
 * (`releaseCoupon`).
 */
export class CouponsService {
  private readonly db: Db;

  constructor({ db }: { db: Db }) {
    this.db = db;
  }

  // ── staff ────────────────────────────────────────────────────────────────────────────────────────

  async create(input: CouponCreate): Promise<CouponAdmin> {
    const repo = new CouponsRepository(this.db);
    const wanted = input.conditions.flatMap((c) => (c.type === 'SPECIFIC_PRODUCTS' ? c.value : []));
    if (wanted.length) {
      const found = await repo.existingProductIds(wanted);
      if (wanted.some((id) => !found.has(id))) {
        throw new AppError('VALIDATION_ERROR', COUPON_MESSAGES.unknownProducts);
      }
    }
    const row = await repo.insert({
      code: input.code,
      name: input.name,
      discountType: input.discount.type,
      discountValue: input.discount.value,
      maxDiscount: input.discount.maxDiscount ?? null,
      conditions: input.conditions,
      expirationDate: input.expirationDate,
      usageLimit: input.usageLimit ?? null,
      perUserLimit: input.perUserLimit ?? null,
      active: input.active,
    });
    if (!row) throw new AppError('CONFLICT', COUPON_MESSAGES.duplicateCode(input.code));
    return toAdminCoupon(row);
  }

  async list(): Promise<CouponAdmin[]> {
    return (await new CouponsRepository(this.db).list()).map(toAdminCoupon);
  }

  async delete(id: string): Promise<void> {
    if (!isUuid(id) || !(await new CouponsRepository(this.db).delete(id))) throw couponNotFound();
  }
}

// ── what other modules ask of coupons ──────────────────────────────────────────────────────────────

/** A coupon with what judging it against one user's cart needs besides the cart itself. */
export interface CouponToCheck {
  coupon: CouponRow;
  /** how many times this user has redeemed it */
  userRedemptions: number;
  /** the names of the products on sale that its conditions list (`productNamesFor`) */
  productNames: ReadonlyMap<string, string> | undefined;
}

/** The coupon with this code or id, read for `checkCoupon` against `userId`'s cart; undefined: none. */
export async function couponToCheck(
  db: DbOrTx,
  by: { code: string } | { id: string },
  userId: string,
): Promise<CouponToCheck | undefined> {
  const repo = new CouponsRepository(db);
  const coupon = 'code' in by ? await repo.findByCode(by.code) : await repo.findById(by.id);
  if (!coupon) return undefined;
  return {
    coupon,
    userRedemptions: await repo.redemptionsBy(coupon.id, userId),
    productNames: await productNamesFor(db, coupon),
  };
}

/**
 * Redeems a coupon for a user inside the caller's transaction (the order's), so its limits hold
 * under concurrent checkouts. The total limit is one guarded UPDATE, which also locks the coupon's
 * row until the transaction ends: concurrent redemptions of the same coupon queue behind it, and the
 * per-user count read after it sees every committed redemption. On any failed check it throws AppError
 * COUPON_INVALID and the caller's transaction must roll back (which also undoes the increment).
 */
export async function redeemCoupon(
  tx: DbOrTx,
  couponId: string,
  userId: string,
  orderId: string | null = null,
): Promise<void> {
  const repo = new CouponsRepository(tx);
  const taken = await repo.takeUse(couponId);
  if (!taken) {
    const coupon = await repo.findById(couponId);
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
    const used = await repo.redemptionsBy(couponId, userId);
    if (used >= taken.perUserLimit) throw new AppError('COUPON_INVALID', COUPON_MESSAGES.perUserLimitReached);
  }
  await repo.addRedemption(couponId, userId, orderId);
}

/** A canceled order gives its coupon use back, inside the caller's transaction (the order's change). */
export function releaseCoupon(tx: DbOrTx, couponId: string, orderId: string): Promise<void> {
  return new CouponsRepository(tx).releaseUse(couponId, orderId);
}
