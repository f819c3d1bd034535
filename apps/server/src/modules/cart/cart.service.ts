import {
  CART_MAX_LINE_QUANTITY,
  CART_MAX_LINES,
  CART_MESSAGES,
  type CartLine,
  type CouponValidation,
  effectiveUnitPrice,
  formatVnd,
  isUuid,
  MESSAGES,
  nextRank,
  ORDERABLE_AVAILABILITY,
  type OrderSummary,
  priceCart,
  rankHintMessage,
  SIZES,
  type Size,
  subtotalOf,
} from '@shop/shared';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { imageUrls } from '../../lib/images.js';
import {
  checkCoupon,
  couponError,
  couponNotFound,
  discountRule,
  toPublicCoupon,
} from '../coupons/coupon-check.js';
import { couponToCheck } from '../coupons/coupons.service.js';
import { type CartLineRow, type CartProduct, CartRepository } from './cart.repository.js';
import { lifetimeSpend } from './lifetime-spend.js';

const LIMITS = { maxLineQuantity: CART_MAX_LINE_QUANTITY, maxLines: CART_MAX_LINES };

const itemNotFound = () => new AppError('NOT_FOUND', CART_MESSAGES.itemNotFound);
const productNotFound = () => new AppError('NOT_FOUND', CART_MESSAGES.productNotFound);

/**
 * A line whose product is hidden shows as 'Product unavailable' at price 0 (docs/requirements/entities.md).
 */
export function toCartLine(row: CartLineRow): CartLine {
  const isUnavailable = !row.visible;
  return {
    productId: row.productId,
    size: row.size,
    quantity: row.quantity,
    name: isUnavailable ? MESSAGES.productUnavailable : row.name,
    price: isUnavailable ? 0 : row.price,
    discountPrice: isUnavailable ? 0 : row.discountPrice,
    image:
      !isUnavailable && row.coverImageKey && row.coverWidth && row.coverHeight
        ? imageUrls(row.coverImageKey, row.coverWidth, row.coverHeight)
        : null,
    availability: row.availability,
    stock: isUnavailable ? 0 : row.stock,
    isUnavailable,
  };
}

/**
 * The server-side cart (docs/decisions/0031-the-cart-lives-on-the-server.md): one per user, lines of product
 * + size + quantity and an applied coupon. Every change runs in one transaction that first locks the user's
 * cart row, so changes from two tabs apply one after the other; stock and the line maximum are guarded in SQL
 * as well.
 */
export class CartService {
  private readonly db: Db;

  constructor({ db }: { db: Db }) {
    this.db = db;
  }

  async lines(userId: string, db: DbOrTx = this.db): Promise<CartLine[]> {
    return (await new CartRepository(db).lines(userId)).map(toCartLine);
  }

  /** The product a line is about, checked for what a shopper may put in a cart. */
  private async orderableProduct(repo: CartRepository, productId: string, size: string): Promise<Size> {
    const product: CartProduct | undefined = isUuid(productId) ? await repo.product(productId) : undefined;
    if (!product) throw productNotFound();
    if (!product.visible) throw new AppError('CONFLICT', CART_MESSAGES.productHidden);
    if (!ORDERABLE_AVAILABILITY.includes(product.availability)) {
      const soldOut = product.availability === 'OUT OF STOCK' || product.availability === 'SOLD OUT';
      throw new AppError(
        soldOut ? 'OUT_OF_STOCK' : 'CONFLICT',
        CART_MESSAGES.notOrderable(product.availability),
      );
    }
    if (!(SIZES as readonly string[]).includes(size) || !product.sizes.some((s) => s.size === size)) {
      throw new AppError('VALIDATION_ERROR', CART_MESSAGES.sizeNotStocked(size));
    }
    return size as Size;
  }

  private async stockOf(repo: CartRepository, productId: string, size: Size): Promise<number> {
    const product = await repo.product(productId);
    return Math.max(0, product?.sizes.find((s) => s.size === size)?.stock ?? 0);
  }

  /** 409 OUT_OF_STOCK 'Only N left in size S' (or the size is sold out), with the numbers for the client. */
  private stockError(stock: number, size: Size, inCart: number) {
    return new AppError(
      'OUT_OF_STOCK',
      stock <= 0 ? CART_MESSAGES.sizeSoldOut(size) : CART_MESSAGES.onlyLeft(stock, size),
      { available: stock, inCart },
    );
  }

  /** POST /cart/addItem: adding an existing product + size adds the quantities. */
  async addItem(userId: string, input: { productId: string; size: string; quantity: number }) {
    const known = isUuid(input.productId) && (SIZES as readonly string[]).includes(input.size);
    const add = (repo: CartRepository) =>
      known
        ? repo.addQuantity(userId, input.productId, input.size as Size, input.quantity, LIMITS)
        : undefined;
    // The usual add is one statement, which locks the cart itself (cart_add), then the read of the
    // lines: two round trips instead of five, as a sale-day rush is mostly adds and orders.
    // A refused add runs again below, in a transaction that holds the lock while it reads why.
    if ((await add(new CartRepository(this.db))) !== undefined) return this.lines(userId);
    return this.db.transaction(async (tx) => {
      const repo = new CartRepository(tx);
      // cart_add takes the cart's lock, held now until this transaction ends; an unknown product or
      // size needs none, as nothing is written
      const added = await add(repo);
      if (added === undefined) {
        const size = await this.orderableProduct(repo, input.productId, input.size);
        // the guarded upsert refused: tell which limit (the cart row lock keeps this read consistent)
        const inCart = (await repo.line(userId, input.productId, size)) ?? 0;
        if (inCart === 0 && (await repo.lineCount(userId)) >= CART_MAX_LINES) {
          throw new AppError('VALIDATION_ERROR', CART_MESSAGES.tooManyLines);
        }
        const stock = await this.stockOf(repo, input.productId, size);
        if (inCart + input.quantity > stock) throw this.stockError(stock, size, inCart);
        throw new AppError('INVALID_QUANTITY', CART_MESSAGES.quantityTooLarge, { inCart });
      }
      return this.lines(userId, tx);
    });
  }

  /** PATCH /cart/update-quantity/{productId}: the new quantity, within the size's stock. */
  async updateQuantity(userId: string, input: { productId: string; size: string; quantity: number }) {
    return this.db.transaction(async (tx) => {
      const repo = new CartRepository(tx);
      await repo.lock(userId);
      if (!isUuid(input.productId)) throw itemNotFound();
      const known = (SIZES as readonly string[]).includes(input.size);
      if (!known || (await repo.line(userId, input.productId, input.size as Size)) === undefined) {
        throw itemNotFound();
      }
      const size = await this.orderableProduct(repo, input.productId, input.size);
      if (!(await repo.setQuantity(userId, input.productId, size, input.quantity, CART_MAX_LINE_QUANTITY))) {
        throw this.stockError(await this.stockOf(repo, input.productId, size), size, 0);
      }
      return this.lines(userId, tx);
    });
  }

  /** DELETE /cart/removeItem/{productId}. */
  async removeItem(userId: string, input: { productId: string; size: string }) {
    return this.db.transaction(async (tx) => {
      const repo = new CartRepository(tx);
      await repo.lock(userId);
      const known = isUuid(input.productId) && (SIZES as readonly string[]).includes(input.size);
      if (!known || !(await repo.removeLine(userId, input.productId, input.size as Size)))
        throw itemNotFound();
      await repo.clearCouponIfEmpty(userId);
      return this.lines(userId, tx);
    });
  }

  /** DELETE /cart/removeAllItems; the coupon goes with the last item (docs/requirements/states.md). */
  async removeAll(userId: string): Promise<CartLine[]> {
    await this.db.transaction(async (tx) => {
      const repo = new CartRepository(tx);
      await repo.lock(userId);
      await repo.removeAll(userId);
      await repo.clearCouponIfEmpty(userId);
    });
    return [];
  }

  // ── inside the order's transaction (checkout) ────────────────────────────────────────────────────

  /**
   * Locks the user's cart until the caller's transaction ends: every change of it waits, so the lines
   * read after this are the ones ordered. Its own statement: a statement's snapshot is taken when it
   * starts, so a read in the same statement would miss a change committed while it waited.
   */
  async lockFor(tx: DbOrTx, userId: string): Promise<void> {
    await new CartRepository(tx).lock(userId);
  }

  /** The order placed in the caller's transaction took these lines: they and the coupon leave the cart. */
  takeOrdered(
    tx: DbOrTx,
    userId: string,
    lines: readonly { productId: string; size: Size }[],
  ): Promise<void> {
    return new CartRepository(tx).removeOrdered(userId, lines);
  }

  // ── the shopper's coupon ─────────────────────────────────────────────────────────────────────────

  /** The coupon with this code, checked against the user's cart as it is in the database. */
  private async checkCoupon(db: DbOrTx, userId: string, code: string) {
    const found = await couponToCheck(db, { code }, userId);
    if (!found) throw couponNotFound();
    const cart = await this.pricingContext(userId, db);
    const check = checkCoupon(found.coupon, {
      items: cart.items,
      subtotal: cart.subtotal,
      userType: cart.userType,
      userRedemptions: found.userRedemptions,
      productNames: found.productNames,
    });
    return { coupon: found.coupon, check };
  }

  /** POST /coupon/validate: the verdict, changing nothing. */
  async validateCoupon(userId: string, code: string): Promise<CouponValidation> {
    const { coupon, check } = await this.checkCoupon(this.db, userId, code);
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
   * POST /coupon/apply: only to a cart with items and a positive amount, and only a coupon
   * that holds now. Runs under the cart's lock, so a concurrent "remove all" cannot leave a coupon on
   * an empty cart.
   */
  async applyCoupon(userId: string, code: string): Promise<OrderSummary> {
    return this.db.transaction(async (tx) => {
      const repo = new CartRepository(tx);
      await repo.lock(userId);
      const { coupon, check } = await this.checkCoupon(tx, userId, code);
      if (!check.valid) throw couponError(check);
      await repo.setCoupon(userId, coupon.id);
      return this.summary(userId, tx);
    });
  }

  /** POST /coupon/remove: takes the applied coupon off the cart (no error when there is none). */
  async removeCoupon(userId: string): Promise<OrderSummary> {
    return this.db.transaction(async (tx) => {
      const repo = new CartRepository(tx);
      await repo.lock(userId);
      await repo.setCoupon(userId, null);
      return this.summary(userId, tx);
    });
  }

  /**
   * What the cart is priced and a coupon checked against, read from the database: the lines that count
   * (a hidden product's line does not), their subtotal, the applied coupon, the shopper's type and
   * lifetime spend.
   */
  async pricingContext(userId: string, db: DbOrTx = this.db) {
    // one after the other: inside a transaction they share one connection
    const repo = new CartRepository(db);
    const rows = await repo.lines(userId);
    const couponId = await repo.couponId(userId);
    const userType = await repo.userType(userId);
    const spend = await lifetimeSpend(db, userId);
    const counted = rows.filter((r) => r.visible);
    const priced = counted.map((r) => ({ unitPrice: effectiveUnitPrice(r), quantity: r.quantity }));
    return {
      priced,
      items: counted.map((r) => ({ productId: r.productId, quantity: r.quantity })),
      subtotal: subtotalOf(priced),
      couponId,
      userType,
      spend,
    };
  }

  /**
   * The cart summary, from the database only (the client's numbers are never used: the server's
   * result is the truth, docs/decisions/0018-prices-integer-dong-computed-on-the-server.md):
   * the lines that can be bought, priced by the shared `priceCart`; the applied coupon checked again
   * (a coupon that no longer holds gives no discount, and the rank's may apply instead); the rank from
   * the lifetime spend.
   */
  async summary(userId: string, db: DbOrTx = this.db): Promise<OrderSummary> {
    const { priced, items, subtotal, couponId, userType, spend } = await this.pricingContext(userId, db);
    const found = couponId ? await couponToCheck(db, { id: couponId }, userId) : undefined;
    const coupon = found?.coupon;
    const check = found
      ? checkCoupon(found.coupon, {
          items,
          subtotal,
          userType,
          userRedemptions: found.userRedemptions,
          productNames: found.productNames,
        })
      : undefined;

    const price = priceCart({
      lines: priced,
      coupon: coupon && check?.valid ? discountRule(coupon) : undefined,
      lifetimeSpend: spend,
    });
    const next = nextRank(spend);
    return {
      cartSubTotal: price.subtotal,
      discountAmount: price.discountAmount,
      cartTotalValue: price.total,
      shippingFee: price.shippingFee,
      appliedCoupon:
        coupon && check
          ? {
              code: coupon.code,
              name: coupon.name,
              discount: {
                type: coupon.discountType,
                value: coupon.discountValue,
                maxDiscount: coupon.maxDiscount,
              },
              expirationDate: coupon.expirationDate.toISOString(),
              conditions: check.conditions,
              conditionsMet: check.conditionsMet,
              valid: check.valid,
              message: check.valid ? null : check.message,
            }
          : null,
      discountSource: price.discountSource,
      itemCount: items.reduce((sum, i) => sum + i.quantity, 0),
      rank: {
        name: price.rank.name,
        discountPercent: price.rank.discountPercent,
        spend,
        nextRank: next
          ? {
              name: next.tier.name,
              threshold: next.tier.threshold,
              discountPercent: next.tier.discountPercent,
            }
          : null,
        amountToNext: next?.amountToNext ?? 0,
        hint: next ? rankHintMessage(formatVnd(next.amountToNext), next.tier.name) : MESSAGES.highestRank,
      },
    };
  }
}
