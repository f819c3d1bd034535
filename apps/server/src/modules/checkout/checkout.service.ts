import { randomUUID } from 'node:crypto';
import {
  CART_MESSAGES,
  CHECKOUT_MESSAGES,
  type CheckoutSummary,
  type checkoutBodySchema,
  codRisk,
  type Deposit,
  depositAmount,
  effectiveUnitPrice,
  formatUsdCents,
  internationalShippingUsd,
  normalisePhone,
  OPEN_COD_ORDERS_LIMIT,
  ORDER_CODE_PREFIX,
  ORDERABLE_AVAILABILITY,
  type Order,
  type PaymentMethod,
  type PaymentMethodsResponse,
  type PriceBreakdown,
  priceCart,
  type QrPayment,
  type RiskHistory,
  randomCode,
  SOLD_AS_IS_AVAILABILITY,
  TOO_MANY_OPEN_ORDERS_MESSAGE,
  usdToVnd,
  vndToUsdCents,
} from '@shop/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Config } from '../../config.js';
import type { Db, DbOrTx } from '../../db/client.js';
import type { CouponRow, OrderHistoryRow, OrderItemRow, OrderRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import type { CatalogInvalidation } from '../../lib/catalog-cache.js';
import type { AddressBookService } from '../address/address-book.service.js';
import type { AuthService } from '../auth/auth.service.js';
import type { CartService } from '../cart/cart.service.js';
import { checkCoupon, discountRule } from '../coupons/coupon-check.js';
import { redeemCoupon } from '../coupons/coupons.service.js';
import type { MailQueue } from '../mail/mail.queue.js';
import type { OrderMailRequest } from '../mail/order-mails.js';
import { addressKey } from '../orders/address-key.js';
import { buyerConfirmToken, buyerConfirmUrl } from '../orders/buyer-link.js';
import type { OpenCodKeys } from '../orders/open-cod.js';
import { toOrder } from '../orders/orders.mapper.js';
import { isOrderCodeTaken, type OrdersService, type OrderTransaction } from '../orders/orders.service.js';
import { type CheckoutLine, CheckoutRepository, type CheckoutSnapshot } from './checkout.repository.js';
import type { ExchangeRates } from './exchange-rates.js';
import { type PaypalClient, PaypalError } from './paypal.client.js';
import { cancelSignature } from './paypal-cancel.js';
import { depositPaymentFor, qrPaymentFor } from './qr-payment.js';

type CheckoutBody = z.output<typeof checkoutBodySchema>;

export interface CheckoutResult {
  order: Order;
  payment?: QrPayment;
  approveUrl?: string;
  /** COD at HIGH risk: the deposit's VietQR */
  deposit?: Deposit;
}

export interface CheckoutDeps {
  db: Db;
  /**
   * jwtSecret: the key of the PayPal cancel link's signature (paypal-cancel.ts) and of the COD
   * buyer's confirm link (orders/buyer-link.ts); codDeposit, codConfirmHours: the COD deposit and
   * the buyer's confirmation
   */
  config: Pick<
    Config,
    'publicUrl' | 'bank' | 'paymentTtlMinutes' | 'jwtSecret' | 'codDeposit' | 'codConfirmHours'
  >;
  cart: CartService;
  /** the order's workflow: it records and sends the mails and invalidates the cached stock */
  orders: OrdersService;
  /** unused: the order's workflow sends the mails (OrdersService.runOrderChange) */
  mail?: MailQueue | undefined;
  /** unused: the order's workflow invalidates the cached stock (OrdersService.runOrderChange) */
  cache?: CatalogInvalidation | undefined;
  rates: ExchangeRates;
  paypal: PaypalClient | undefined;
  /** told of each order placed (the orders-placed metric) */
  onPlaced?: ((method: PaymentMethod) => void) | undefined;
  /** keeps the order's address in the customer's address book */
  addressBook?: Pick<AddressBookService, 'saveFromOrder'> | undefined;
  /** the accounts' domain: the order's phone reaches a customer record that has none */
  profiles?: Pick<AuthService, 'rememberPhone'> | undefined;
  log?: Pick<FastifyBaseLogger, 'warn'> | undefined;
}

type QuoteLine = CheckoutLine & { unitPrice: number };

/** A placed order: its row, and its response shape. */
interface PlacedOrder {
  row: OrderRow;
  placed: Order;
}

/** What placing an order knows before its transaction starts. */
interface PlaceInput {
  userId: string;
  method: PaymentMethod;
  body: CheckoutBody;
  orderId: string;
  code: string;
  rate: number | undefined;
  paypal: { id: string; approveUrl: string; usdCents: number } | undefined;
  openKeys: OpenCodKeys | undefined;
  /** COD: the buyer's history, read before the transaction */
  history: RiskHistory | undefined;
  /** the one read of the customer and the cart (CheckoutRepository.read) */
  read: (db: DbOrTx) => Promise<CheckoutSnapshot | undefined>;
}

/** The priced cart as the order will be placed: lines, coupon, rank, shipping for the country. */
interface Quote {
  lines: QuoteLine[];
  coupon: CouponRow | undefined;
  price: PriceBreakdown;
  itemCount: number;
  shippingFeeUsd: number;
  usdCents: number | undefined;
}

const PAYPAL_RETURN_PATH = '/api/payment/checkout-success';

/**
 * Checkout: an order is placed in ONE short transaction (an order change, `runOrderChange`) in which
 * each module does its part: the cart is locked and read, the prices re-read from the database, the
 * stock of every line taken with a guarded UPDATE (never below 0), the coupon redeemed with its
 * guarded counter, the order written with a snapshot of lines, prices, discount, shipping and
 * address, the ordered lines taken out of the cart, and the mails recorded. Any error throws, the
 * transaction rolls back and nothing has changed. Network calls (exchange rate, PayPal) happen
 * before it, never inside it; the mails are rendered after its commit.
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
    const snapshot = await new CheckoutRepository(this.deps.db).read(userId, '', []);
    if (!snapshot) throw new AppError('UNAUTHORIZED', 'Authentication required');
    const quote = this.quote(snapshot, country, rate.vndPerUsd, { strict: false });
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
    // a COD checkout is limited by account, phone and address key (and its risk counts
    // the open orders of the phone, e-mail and address)
    const openKeys: OpenCodKeys | undefined =
      method === 'COD'
        ? { userId, phone, addressKey: addressKey(shipping), email: shipping.email }
        : undefined;
    const read = (tx: DbOrTx) => new CheckoutRepository(tx).read(userId, phone, [shipping.email], openKeys);
    const orderId = randomUUID();
    let code = `${ORDER_CODE_PREFIX}${randomCode(6)}`;

    // PayPal: the PayPal order is created for the amount a read-only quote gives, before anything is
    // written; the transaction then checks the amount is still that (else 409, nothing changed). A
    // PayPal order never approved costs nothing, so an error afterwards leaves no harm behind.
    let paypal: { id: string; approveUrl: string; usdCents: number } | undefined;
    let rate: number | undefined;
    // COD: the buyer's history, read before the transaction like PayPal's quote (one statement
    // fewer in the transaction concurrent checkouts wait on); the risk is then computed inside it
    // from the total the transaction prices
    const history =
      openKeys &&
      (await this.deps.orders.riskHistory({
        orderId: null,
        phone,
        email: shipping.email,
        addressKey: openKeys.addressKey,
        userId,
      }));
    if (method === 'PAYPAL') {
      const customer = this.customer(await read(db));
      if (!this.deps.paypal) throw new AppError('SERVICE_UNAVAILABLE', CHECKOUT_MESSAGES.paypalUnavailable);
      rate = (await this.deps.rates.usd()).vndPerUsd;
      const quote = this.quote(customer, shipping.country, rate, { strict: true });
      if (quote.price.total > 0) paypal = await this.createPaypalOrder(orderId, code, quote.usdCents!);
    } else if (shipping.country !== 'Vietnam') {
      rate = (await this.deps.rates.usd()).vndPerUsd;
    }

    let order: PlacedOrder | undefined;
    for (let attempt = 1; !order; attempt++) {
      const input = { userId, method, body, orderId, code, rate, paypal, openKeys, history, read };
      try {
        order = await this.deps.orders.runOrderChange((tx) => this.placeIn(tx, input));
      } catch (err) {
        // 36^6 codes: a clash is rare; the unique index decides, and the checkout runs again with another
        if (!isOrderCodeTaken(err) || attempt >= 5) throw err;
        code = `${ORDER_CODE_PREFIX}${randomCode(6)}`;
      }
    }

    this.deps.onPlaced?.(method);
    await this.saveAddress(userId, shipping);
    const result: CheckoutResult = { order: order.placed };
    const payment = method === 'QR' ? await qrPaymentFor(this.deps.config.bank, order.row) : null;
    if (payment) {
      result.payment = payment;
      result.order = { ...result.order, payment };
    }
    const deposit = await depositPaymentFor(this.deps.config.bank, order.row);
    if (deposit) {
      result.deposit = {
        amount: deposit.amount,
        payload: deposit.payload,
        qrImage: deposit.qrImage,
        memo: deposit.memo,
      };
      result.order = { ...result.order, payment: deposit };
    }
    if (method === 'PAYPAL') {
      result.approveUrl = paypal
        ? paypal.approveUrl
        : `${this.deps.config.publicUrl}/purchase-success?orderId=${order.row.id}`;
    }
    return result;
  }

  /**
   * The order's shipping details go to the customer's address book (added unless an identical entry
   * is there, which is marked used, or the address book is full) and its phone to their record when it
   * has none (what staff see in the users' list). After the order's transaction, not inside: that
   * transaction stays short, and a failure here costs a convenience, never the order, so it is logged
   * and the order placed all the same (docs/decisions/0038-the-address-book.md).
   */
  private async saveAddress(userId: string, shipping: CheckoutBody['shipping']): Promise<void> {
    const { addressBook, profiles, log } = this.deps;
    try {
      await addressBook?.saveFromOrder(userId, shipping);
      await profiles?.rememberPhone(userId, shipping.phone);
    } catch (err) {
      log?.warn({ err, userId }, 'Could not save the address of an order');
    }
  }

  /** The user must exist and not be on the blacklist, before anything else. */
  private customer(snapshot: CheckoutSnapshot | undefined): CheckoutSnapshot {
    if (!snapshot) throw new AppError('UNAUTHORIZED', 'Authentication required');
    if (snapshot.blacklisted)
      throw new AppError(
        'ACCOUNT_BLACKLISTED',
        snapshot.blacklisted === 'phone'
          ? CHECKOUT_MESSAGES.blacklistedPhone
          : snapshot.blacklisted === 'email'
            ? CHECKOUT_MESSAGES.blacklistedEmail
            : CHECKOUT_MESSAGES.blacklisted,
      );
    return snapshot;
  }

  private async createPaypalOrder(orderId: string, code: string, usdCents: number) {
    const returnUrl = `${this.deps.config.publicUrl}${PAYPAL_RETURN_PATH}`;
    try {
      const created = await this.deps.paypal!.createOrder({
        requestId: orderId,
        reference: code,
        amountUsd: formatUsdCents(usdCents),
        returnUrl,
        // only this link cancels the order: the PayPal token alone does not (paypal-cancel.ts)
        cancelUrl: `${returnUrl}?cancelled=1&sig=${cancelSignature(this.deps.config.jwtSecret, orderId)}`,
        description: 'Lumière Saigon order',
      });
      return { ...created, usdCents };
    } catch (err) {
      if (err instanceof PaypalError || (err as Error).name === 'TimeoutError' || err instanceof TypeError) {
        throw new AppError('SERVICE_UNAVAILABLE', CHECKOUT_MESSAGES.paypalFailed);
      }
      throw err;
    }
  }

  /**
   * The order's transaction, each module doing its part, in this order: the cart is locked (cart),
   * COD checkouts sharing a key wait for each other (`lockOpenCodKeys`), the cart is read and priced;
   * then the mails are recorded (mail) and the ordered lines leave the cart (cart), before the stock
   * is taken (orders), the coupon redeemed (coupons) and the order written (orders). The stock rows'
   * locks, which every checkout of the same products waits on, are so held through the fewest
   * statements; and they are taken before the coupon's, in the order a cancel takes them.
   */
  private async placeIn(tx: OrderTransaction, input: PlaceInput): Promise<PlacedOrder> {
    const { userId, paypal, openKeys } = input;
    // every change of this user's cart waits here: the cart read below is the one ordered
    await this.deps.cart.lockFor(tx.db, userId);
    // COD checkouts sharing the account, the phone or the address wait here, so the open orders
    // read next include every one placed before
    if (openKeys) await new CheckoutRepository(tx.db).lockOpenCodKeys(openKeys);
    const customer = this.customer(await input.read(tx.db));
    const quote = this.quote(customer, input.body.shipping.country, input.rate, { strict: true });
    // after what the cart must fix (empty, sold out, coupon), before anything is written
    const open = customer.openCod;
    if (open && Math.max(open.account, open.phone, open.address) >= OPEN_COD_ORDERS_LIMIT) {
      throw new AppError('TOO_MANY_OPEN_ORDERS', TOO_MANY_OPEN_ORDERS_MESSAGE);
    }
    if (paypal && quote.usdCents !== paypal.usdCents) {
      throw new AppError('CONFLICT', CHECKOUT_MESSAGES.pricesChanged);
    }
    const draft = this.draft({
      ...input,
      customer,
      quote,
      // the open orders as counted under the locks: a burst of checkouts sees each other's
      history: input.history && open ? { ...input.history, open: open.history } : input.history,
    });
    await tx.send(...draft.mails);
    await this.deps.cart.takeOrdered(tx.db, userId, quote.lines);
    await this.deps.orders.takeStock(tx, quote.lines);
    if (quote.coupon) await redeemCoupon(tx.db, quote.coupon.id, userId, input.orderId);
    return draft.placedAt(await this.deps.orders.place(tx, draft.order, draft.items, draft.history));
  }

  /**
   * The order as it will be written (a snapshot of lines, prices, discount, shipping and address),
   * its first history entry and its mails, worked out before anything is written. `placedAt` gives
   * the row and the response once the database has set the creation time.
   */
  private draft(input: PlaceInput & { customer: CheckoutSnapshot; quote: Quote }) {
    const { userId, method, customer, quote, orderId, rate, paypal } = input;
    const shipping = input.body.shipping;
    const price = quote.price;
    const paid = price.total === 0;
    const prepaid = method !== 'COD';
    const now = new Date();
    const ttl = new Date(now.getTime() + this.deps.config.paymentTtlMinutes * 60_000);
    // every COD order keeps the risk it was placed at; at HIGH, a deposit is asked first by VietQR,
    // and the order expires unpaid like a QR order (the payment expiry job)
    const risk = input.history ? codRisk(input.history, price.total) : undefined;
    const deposit =
      risk?.level === 'HIGH'
        ? depositAmount(this.deps.config.codDeposit, { total: price.total, shippingFee: price.shippingFee })
        : 0;
    // the database sets the timestamps (`now()`) and returns them
    const order: Omit<OrderRow, 'createdAt' | 'updatedAt'> = {
      id: orderId,
      code: input.code,
      userId,
      status: 'Pending',
      paymentMethod: method,
      // nothing to pay (a coupon took it all): a prepaid order is paid already
      paymentStatus: prepaid && paid ? 'completed' : 'pending',
      shipping: { ...shipping, note: shipping.note || undefined },
      shippingPhone: normalisePhone(shipping.phone),
      shippingEmail: shipping.email,
      shippingAddressKey: addressKey(shipping),
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
      paypalCaptureId: null,
      expiresAt: (prepaid && !paid) || deposit > 0 ? ttl : null,
      paidAmount: 0,
      paymentFlag: null,
      language: customer.language,
      returnReason: null,
      riskScore: risk?.score ?? null,
      riskLevel: risk?.level ?? null,
      depositAmount: deposit,
      depositPaidAt: null,
      confirmedByBuyerAt: null,
      cancelReason: null,
      deliveryFlag: null,
      paidAt: prepaid && paid ? now : null,
      completedAt: null,
    };
    const items: OrderItemRow[] = quote.lines.map((l, position) => ({
      id: randomUUID(),
      orderId,
      productId: l.productId,
      name: l.name,
      size: l.size,
      quantity: l.quantity,
      unitPrice: l.unitPrice,
      lineTotal: l.unitPrice * l.quantity,
      soldAsIs: l.availability === SOLD_AS_IS_AVAILABILITY,
      position,
    }));
    const history: Omit<OrderHistoryRow, 'at'> = {
      id: randomUUID(),
      orderId,
      status: order.status,
      paymentStatus: order.paymentStatus,
      actor: 'customer',
      actorId: userId,
      actorName: customer.name,
      note: null,
    };
    const placedAt = (at: Date): PlacedOrder => {
      const row: OrderRow = { ...order, createdAt: at, updatedAt: at };
      return { row, placed: toOrder({ order: row, items, history: [{ ...history, at }] }) };
    };
    // the mails show no timestamp: they are recorded before the database sets it, with a stand-in
    const draft = placedAt(now);
    const mailInput = this.deps.orders.mailInput(draft.row, draft.placed);
    const mails: OrderMailRequest[] = [{ template: 'order-placed', input: mailInput }];
    // a COD order without a deposit asks the buyer to confirm it from the mail, before the
    // unconfirmed-COD job cancels it (the link expires then too). The link goes to the account's own
    // e-mail, and only once the account has proven it: an order's shipping e-mail is whatever the
    // buyer typed, and a link sent there would let anyone confirm their own orders with a mailbox
    // they made up
    if (method === 'COD' && deposit === 0 && customer.verified) {
      const hours = this.deps.config.codConfirmHours;
      const expires = new Date(now.getTime() + hours * 3_600_000);
      const token = buyerConfirmToken(this.deps.config.jwtSecret, orderId, expires);
      const confirmUrl = buyerConfirmUrl(this.deps.config.publicUrl, token);
      mails.push({
        template: 'order-confirm',
        input: { ...mailInput, to: customer.email, name: customer.name, confirmUrl, confirmHours: hours },
        token,
      });
    }
    return { order, items, history, mails, placedAt };
  }

  /**
   * The cart priced as it would be ordered now, from what the database holds (`read`). `strict`
   * (checkout) refuses what cannot be ordered: an empty cart, a product no longer orderable, a
   * coupon that no longer holds; the summary instead prices what is there.
   */
  private quote(
    snapshot: CheckoutSnapshot,
    country: string,
    vndPerUsd: number | undefined,
    { strict }: { strict: boolean },
  ): Quote {
    // a hidden product's line does not count (and is not ordered): docs/requirements/entities.md
    const lines = snapshot.lines
      .filter((r) => r.visible)
      .map((r) => ({ ...r, unitPrice: effectiveUnitPrice(r) }));
    if (strict) {
      if (!lines.length) throw new AppError('CART_EMPTY', CHECKOUT_MESSAGES.cartEmpty);
      for (const line of lines) {
        if (!ORDERABLE_AVAILABILITY.includes(line.availability)) {
          const soldOut = line.availability === 'OUT OF STOCK' || line.availability === 'SOLD OUT';
          throw new AppError(
            soldOut ? 'OUT_OF_STOCK' : 'CONFLICT',
            `${line.name}: ${CART_MESSAGES.notOrderable(line.availability)}`,
            { productId: line.productId, size: line.size, name: line.name, available: 0 },
          );
        }
      }
    }
    const items = lines.map((l) => ({ productId: l.productId, quantity: l.quantity }));
    const itemCount = items.reduce((sum, i) => sum + i.quantity, 0);
    const subtotal = lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0);

    let coupon: CouponRow | undefined;
    const found = snapshot.coupon;
    if (found) {
      const check = checkCoupon(found, {
        items,
        subtotal,
        userType: snapshot.userType,
        userRedemptions: snapshot.couponUses,
      });
      if (check.valid) coupon = found;
      else if (strict) {
        const empty = check.reason === 'empty' || check.reason === 'no-amount';
        throw new AppError(empty ? 'CART_EMPTY' : 'COUPON_INVALID', check.message);
      }
    }

    // abroad, the fee by item count in dollars at the current rate replaces the domestic one
    // (docs/decisions/0019-international-shipping-in-dollars.md)
    const shippingFeeUsd = country === 'Vietnam' ? 0 : (internationalShippingUsd(country, itemCount) ?? 0);
    const shippingOverride =
      country === 'Vietnam' || vndPerUsd === undefined ? undefined : usdToVnd(shippingFeeUsd, vndPerUsd);
    const price = priceCart({
      lines,
      coupon: coupon ? discountRule(coupon) : undefined,
      lifetimeSpend: snapshot.spend,
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
