import { COUPON_MESSAGES, type CouponAdmin, type CouponCreate, isUuid } from '@shop/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { couponNotFound, toAdminCoupon } from './coupon-check.js';
import { CouponsRepository } from './coupons.repository.js';

/**
 * Coupons (DECISIONS §6, §10): staff create, list and delete them. What a shopper does with one
 * (validate it against the cart, apply it, remove it) writes the cart and belongs to the cart's
 * service, which checks it with this module's `checkCoupon` and repository. Redemption (the guarded
 * used_count increment) happens in the order's transaction at checkout: see `redeemCoupon` in
 * coupons.repository.ts.
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
