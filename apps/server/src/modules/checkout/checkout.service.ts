import { randomUUID } from 'node:crypto';
import {
  CART_MESSAGES,
  CHECKOUT_MESSAGES,
  type CheckoutSummary,
  type checkoutBodySchema,
  effectiveUnitPrice,
  formatUsdCents,
  internationalShippingUsd,
  normalisePhone,
  ORDER_CODE_PREFIX,
  ORDERABLE_AVAILABILITY,
  type Order,
  type PaymentMethod,
  type PaymentMethodsResponse,
  type PriceBreakdown,
  priceCart,
  type QrPayment,
  randomCode,
  type Size,
  usdToVnd,
  vndToUsdCents,
} from '@shop/shared';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Config } from '../../config.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { type CouponRow, carts, type OrderRow, users } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import type { ResponseCache } from '../../lib/response-cache.js';
import { type CartLineRow, CartRepository } from '../cart/cart.repository.js';
import type { CartService } from '../cart/cart.service.js';
import { lifetimeSpendSql } from '../cart/lifetime-spend.js';
import { checkCoupon, discountRule } from '../coupons/coupon-check.js';
import { CouponsRepository, redeemCoupon } from '../coupons/coupons.repository.js';
import type { MailQueue } from '../mail/mail.queue.js';
import { orderPlacedMail } from '../mail/order-mails.js';
import { toOrder } from '../orders/orders.mapper.js';
import { OrdersRepository } from '../orders/orders.repository.js';
import type { OrdersService } from '../orders/orders.service.js';
import type { ExchangeRates } from './exchange-rates.js';
import { type PaypalClient, PaypalError } from './paypal.client.js';
import { qrPaymentFor } from './qr-payment.js';

type CheckoutBody = z.output<typeof checkoutBodySchema>;

export interface CheckoutResult {
  order: Order;
  payment?: QrPayment;
  approveUrl?: string;
}

export interface CheckoutDeps {
  db: Db;
  config: Pick<Config, 'publicUrl' | 'bank' | 'paymentTtlMinutes'>;
  cart: CartService;
  orders: OrdersService;
  mail: MailQueue;
  cache: ResponseCache;
  rates: ExchangeRates;
  paypal: PaypalClient | undefined;
}

/** The priced cart as the order will be placed: lines, coupon, rank, shipping for the country. */
interface Quote {
  lines: (CartLineRow & { unitPrice: number })[];
  coupon: CouponRow | undefined;
  price: PriceBreakdown;
  itemCount: number;
  shippingFeeUsd: number;
  usdCents: number | undefined;
}

const PAYPAL_RETURN_PATH = '/api/payment/checkout-success';

/**
 * Checkout (DECISIONS §7, §10): an order is placed in ONE short transaction that re-reads the cart
 * and prices from the database, takes the stock of every line with a guarded UPDATE (never below 0),
 * redeems the coupon with its guarded counter, snapshots lines, prices, discount, shipping and
 * address, empties the cart and queues the mail. Any refusal throws, the transaction rolls back and
 * nothing has changed. Network calls (exchange rate, PayPal) happen before it, never inside it.
 */
export class CheckoutService {
  constructor(private readonly deps: CheckoutDeps) {}

  /** GET /payment/methods. */
  methods(): PaymentMethodsResponse {
    return {
      methods: { COD: true, QR: true, PAYPAL: Boolean(this.deps.paypal) },
      paymentTtlMinutes: this.deps.config.paymentTtlMinutes,
    };
  }

  /** GET /payment/order-summary?country=: the cart summary with that country's shipping. */
  async summary(userId: string, country: string): Promise<CheckoutSummary> {
    const rate = await this.deps.rates.usd();
    const base = await this.deps.cart.summary(userId);
    const quote = await this.quote(this.deps.db, userId, country, rate.vndPerUsd, { strict: false });
    return {
      ...base,
      cartSubTotal: quote.price.subtotal,
      discountAmount: quote.price.discountAmount,
      shippingFee: quote.price.shippingFee,
      cartTotalValue: quote.price.total,
      country,
      shippingFeeUsd: quote.shippingFeeUsd,
      exchangeRate: rate,
      totalUsd: formatUsdCents(vndToUsdCents(quote.price.total, rate.vndPerUsd)),
    };
  }

  /** POST /payment/create-checkout-{cod,qrcode,paypal}. */
  async place(userId: string, method: PaymentMethod, body: CheckoutBody): Promise<CheckoutResult> {
    const { db } = this.deps;
    const shipping = body.shipping;
    const phone = normalisePhone(shipping.phone);
    // DECISIONS §7: the user, the order's phone or e-mail, or the account's e-mail on the blacklist
    const user = await new OrdersRepository(db).customer(userId, phone, [shipping.email]);
    if (!user) throw new AppError('UNAUTHORIZED', 'Authentication required');
    if (user.blacklisted) {
      throw new AppError('ACCOUNT_BLACKLISTED', CHECKOUT_MESSAGES.blacklisted);
    }
    if (method === 'PAYPAL' && !this.deps.paypal) {
      throw new AppError('SERVICE_UNAVAILABLE', CHECKOUT_MESSAGES.paypalUnavailable);
    }
    const needsRate = method === 'PAYPAL' || shipping.country !== 'Vietnam';
    const rate = needsRate ? (await this.deps.rates.usd()).vndPerUsd : undefined;

    const orderId = randomUUID();
    let code = `${ORDER_CODE_PREFIX}${randomCode(6)}`;
    const ttlMs = this.deps.config.paymentTtlMinutes * 60_000;

    // PayPal: the PayPal order is created for the amount a read-only quote gives, before anything is
    // written; the transaction then checks the amount is still that (else 409, nothing changed). A
    // PayPal order never approved costs nothing, so a refusal afterwards leaves no harm behind.
    let paypal: { id: string; approveUrl: string; usdCents: number } | undefined;
    if (method === 'PAYPAL') {
      const quote = await this.quote(db, userId, shipping.country, rate, { strict: true });
      if (quote.price.total > 0) {
        const usdCents = quote.usdCents!;
        const returnUrl = `${this.deps.config.publicUrl}${PAYPAL_RETURN_PATH}`;
        try {
          const created = await this.deps.paypal!.createOrder({
            requestId: orderId,
            reference: code,
            amountUsd: formatUsdCents(usdCents),
            returnUrl,
            cancelUrl: `${returnUrl}?cancelled=1`,
            description: 'Lumière Saigon order',
          });
          paypal = { ...created, usdCents };
        } catch (err) {
          if (
            err instanceof PaypalError ||
            (err as Error).name === 'TimeoutError' ||
            err instanceof TypeError
          ) {
            throw new AppError('SERVICE_UNAVAILABLE', CHECKOUT_MESSAGES.paypalFailed);
          }
          throw err;
        }
      }
    }

    const order = await db.transaction(async (tx) => {
      const cartRepo = new CartRepository(tx);
      // every change of this user's cart waits here: the cart read below is the one ordered
      await cartRepo.lock(userId);
      const quote = await this.quote(tx, userId, shipping.country, rate, { strict: true });
      if (paypal && quote.usdCents !== paypal.usdCents) {
        throw new AppError('CONFLICT', CHECKOUT_MESSAGES.pricesChanged);
      }
      const repo = new OrdersRepository(tx);
      // lines in one fixed order, so that two checkouts sharing products lock them in the same order
      const lines = [...quote.lines].sort((a, b) =>
        `${a.productId}|${a.size}`.localeCompare(`${b.productId}|${b.size}`),
      );
      for (const line of lines) {
        if (!(await repo.takeStock(line.productId, line.size, line.quantity))) {
          const available = await repo.stockOf(line.productId, line.size);
          throw new AppError('OUT_OF_STOCK', CHECKOUT_MESSAGES.outOfStock(line.name, line.size, available), {
            productId: line.productId,
            size: line.size,
            name: line.name,
            available,
          });
        }
      }
      if (quote.coupon) await redeemCoupon(tx, quote.coupon.id, userId, orderId);

      const price = quote.price;
      const paid = price.total === 0;
      const prepaid = method !== 'COD';
      let row: OrderRow | undefined;
      for (let attempt = 0; !row; attempt++) {
        if (attempt >= 5) throw new Error('could not draw a free order code');
        // 36^6 codes: a clash is rare; the unique index decides and another code is drawn
        if (attempt > 0) code = `${ORDER_CODE_PREFIX}${randomCode(6)}`;
        row = await repo.insert({
          id: orderId,
          code,
          userId,
          status: 'Pending',
          paymentMethod: method,
          // nothing to pay (a coupon took it all): a prepaid order is paid already
          paymentStatus: prepaid && paid ? 'completed' : 'pending',
          shipping: { ...shipping, note: shipping.note || undefined },
          shippingPhone: normalisePhone(shipping.phone),
          shippingEmail: shipping.email,
          subtotal: price.subtotal,
          discount: price.discountAmount,
          couponId: quote.coupon?.id ?? null,
          couponCode: quote.coupon?.code ?? null,
          rankName: price.rank.name,
          shippingFee: price.shippingFee,
          total: price.total,
          usdCents: paypal?.usdCents ?? null,
          exchangeRate: rate ?? null,
          paypalOrderId: paypal?.id ?? null,
          expiresAt: prepaid && !paid ? new Date(Date.now() + ttlMs) : null,
          paidAt: prepaid && paid ? new Date() : null,
          language: user.language,
        });
      }
      const items = await repo.insertItems(
        row.id,
        quote.lines.map((l) => ({
          productId: l.productId,
          name: l.name,
          size: l.size,
          quantity: l.quantity,
          unitPrice: l.unitPrice,
        })),
      );
      const history = await repo.addHistory(row, { kind: 'customer', id: userId, name: user.name });
      // the ordered lines leave the cart (a hidden product's line, not ordered, stays), and the coupon
      await repo.emptyOrderedLines(userId, quote.lines);
      const placed = toOrder({ order: row, items, history: [history] });
      await this.deps.mail.enqueue(tx, orderPlacedMail({ ...this.deps.orders.mailInput(row, placed) }));
      return { row, placed };
    });

    // stock and sold counts changed: shoppers see them at once
    this.deps.cache.invalidate();
    this.deps.mail.wake();
    const result: CheckoutResult = { order: order.placed };
    if (method === 'QR' && order.row.paymentStatus === 'pending') {
      result.payment = await qrPaymentFor(this.deps.config.bank, order.row);
      result.order = { ...result.order, payment: result.payment };
    }
    if (method === 'PAYPAL') {
      result.approveUrl = paypal
        ? paypal.approveUrl
        : `${this.deps.config.publicUrl}/purchase-success?orderId=${order.row.id}`;
    }
    return result;
  }

  /**
   * The cart priced as it would be ordered now, from the database only. `strict` (checkout) refuses
   * what cannot be ordered: an empty cart, a product no longer orderable, a coupon that no longer
   * holds; the summary instead prices what is there.
   */
  private async quote(
    db: DbOrTx,
    userId: string,
    country: string,
    vndPerUsd: number | undefined,
    { strict }: { strict: boolean },
  ): Promise<Quote> {
    const rows = await new CartRepository(db).lines(userId);
    // the applied coupon, the customer's type and lifetime spend in one round trip
    const [context] = await db
      .select({
        couponId: sql<string | null>`(select c.coupon_id from ${carts} c where c.user_id = ${userId}::uuid)`,
        userType: users.userType,
        spend: lifetimeSpendSql(userId),
      })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    const couponId = context?.couponId ?? null;
    const userType = context?.userType ?? 'REGULAR';
    const spend = Number(context?.spend ?? 0);
    // SPEC §3: a hidden product's line does not count (and is not ordered)
    const lines = rows.filter((r) => r.visible).map((r) => ({ ...r, unitPrice: effectiveUnitPrice(r) }));
    if (strict) {
      if (!lines.length) throw new AppError('CART_EMPTY', CHECKOUT_MESSAGES.cartEmpty);
      for (const line of lines) {
        if (!ORDERABLE_AVAILABILITY.includes(line.availability)) {
          const soldOut = line.availability === 'OUT OF STOCK' || line.availability === 'SOLD OUT';
          throw new AppError(
            soldOut ? 'OUT_OF_STOCK' : 'CONFLICT',
            `${line.name}: ${CART_MESSAGES.notOrderable(line.availability)}`,
            { productId: line.productId, size: line.size as Size, name: line.name, available: 0 },
          );
        }
      }
    }
    const items = lines.map((l) => ({ productId: l.productId, quantity: l.quantity }));
    const itemCount = items.reduce((sum, i) => sum + i.quantity, 0);
    const subtotal = lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0);

    let coupon: CouponRow | undefined;
    if (couponId) {
      const coupons = new CouponsRepository(db);
      const found = await coupons.findById(couponId);
      if (found) {
        const check = checkCoupon(found, {
          items,
          subtotal,
          userType,
          userRedemptions: await coupons.redemptionsBy(found.id, userId),
        });
        if (check.valid) coupon = found;
        else if (strict) {
          const empty = check.refusal === 'empty' || check.refusal === 'no-amount';
          throw new AppError(empty ? 'CART_EMPTY' : 'COUPON_INVALID', check.message);
        }
      }
    }

    // DECISIONS §6: abroad, the fee by item count in dollars at the current rate replaces the domestic one
    const shippingFeeUsd = country === 'Vietnam' ? 0 : (internationalShippingUsd(country, itemCount) ?? 0);
    const shippingOverride =
      country === 'Vietnam' || vndPerUsd === undefined ? undefined : usdToVnd(shippingFeeUsd, vndPerUsd);
    const price = priceCart({
      lines,
      coupon: coupon ? discountRule(coupon) : undefined,
      lifetimeSpend: spend,
      shippingOverride,
    });
    return {
      lines,
      coupon,
      price,
      itemCount,
      shippingFeeUsd,
      usdCents: vndPerUsd ? vndToUsdCents(price.total, vndPerUsd) : undefined,
    };
  }
}
