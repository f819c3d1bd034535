import {
  COUPON_MESSAGES,
  type CouponAdmin,
  type CouponCreate,
  type CouponValidation,
  isUuid,
  type OrderSummary,
} from '@shop/shared';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { CartRepository } from '../cart/cart.repository.js';
import type { CartService } from '../cart/cart.service.js';
import { type CouponCheck, checkCoupon, toAdminCoupon, toPublicCoupon } from './coupon-check.js';
import { CouponsRepository } from './coupons.repository.js';

const couponNotFound = () => new AppError('NOT_FOUND', COUPON_MESSAGES.notFound);

/**
 * Coupons (DECISIONS §6, §10): staff create, list and delete them; shoppers validate one against their
 * cart, apply it to the cart and remove it. Redemption (the guarded used_count increment) happens in
 * the order's transaction at checkout: see `redeemCoupon` in coupons.repository.ts.
 */
export class CouponsService {
  private readonly db: Db;
  private readonly cart: CartService;

  constructor({ db, cart }: { db: Db; cart: CartService }) {
    this.db = db;
    this.cart = cart;
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

  // ── shoppers ─────────────────────────────────────────────────────────────────────────────────────

  /** The coupon with this code, checked against the user's cart as it is in the database. */
  private async check(db: DbOrTx, userId: string, code: string) {
    const coupons = new CouponsRepository(db);
    const coupon = await coupons.findByCode(code);
    if (!coupon) throw couponNotFound();
    const cart = await this.cart.pricingContext(userId, db);
    const check = checkCoupon(coupon, {
      items: cart.items,
      subtotal: cart.subtotal,
      userType: cart.userType,
      userRedemptions: await coupons.redemptionsBy(coupon.id, userId),
    });
    return { coupon, check };
  }

  /** POST /coupon/validate: the verdict, changing nothing. */
  async validate(userId: string, code: string): Promise<CouponValidation> {
    const { coupon, check } = await this.check(this.db, userId, code);
    return {
      valid: check.valid,
      message: check.message,
      coupon: toPublicCoupon(coupon),
      conditions: check.conditions,
      conditionsMet: check.conditionsMet,
      discountAmount: check.discountAmount,
    };
  }

  /**
   * POST /coupon/apply: only to a cart with items and a positive amount (SPEC §5), and only a coupon
   * that holds now. Runs under the cart's lock, so a concurrent "remove all" cannot leave a coupon on
   * an empty cart.
   */
  async apply(userId: string, code: string): Promise<OrderSummary> {
    return this.db.transaction(async (tx) => {
      await new CartRepository(tx).lock(userId);
      const { coupon, check } = await this.check(tx, userId, code);
      if (!check.valid) throw refusalError(check);
      await new CartRepository(tx).setCoupon(userId, coupon.id);
      return this.cart.summary(userId, tx);
    });
  }

  /** POST /coupon/remove: takes the applied coupon off the cart (no error when there is none). */
  async removeFromCart(userId: string): Promise<OrderSummary> {
    return this.db.transaction(async (tx) => {
      const repo = new CartRepository(tx);
      await repo.lock(userId);
      await repo.setCoupon(userId, null);
      return this.cart.summary(userId, tx);
    });
  }
}

function refusalError(check: CouponCheck): AppError {
  const code = check.refusal === 'empty' || check.refusal === 'no-amount' ? 'CART_EMPTY' : 'COUPON_INVALID';
  return new AppError(code, check.message);
}
