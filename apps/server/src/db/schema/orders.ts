import {
  BANK_PAYMENT_FLAGS,
  CANCEL_REASONS,
  ORDER_STATUSES,
  type OrderShipping,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  RISK_LEVELS,
  SIZES,
} from '@shop/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { products } from './catalog.js';
import { coupons } from './coupons.js';

/**
 * An order is a snapshot taken in the checkout's transaction: lines, prices, discount,
 * shipping and address never change afterwards, whatever happens to the products, the coupon or the
 * user (deleting a user keeps their orders, with user_id set to null). Money is integer dong.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** `DH-XXXXXX`: shown to the customer and used as the bank-transfer memo */
    code: text('code').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('Pending'),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull(),
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    /** the shipping details as given at checkout (phone as typed; see shippingPhone) */
    shipping: jsonb('shipping').$type<OrderShipping>().notNull(),
    /** normalised copies for staff search and the blacklist (digits only, leading 84 → 0; lower-case) */
    shippingPhone: text('shipping_phone').notNull(),
    shippingEmail: text('shipping_email').notNull(),
    /**
     * the address as the COD risk compares it (street, ward, province without accents,
     * case or punctuation: modules/orders/address-key.ts), written at checkout, so that a buyer's
     * history is found through an index
     */
    shippingAddressKey: text('shipping_address_key'),
    subtotal: integer('subtotal').notNull(),
    discount: integer('discount').notNull().default(0),
    couponId: uuid('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    couponCode: text('coupon_code'),
    /** the rank at checkout (its discount applied only when no coupon did) */
    rankName: text('rank_name').notNull(),
    shippingFee: integer('shipping_fee').notNull().default(0),
    total: integer('total').notNull(),
    /** PayPal: the amount charged in US cents and the dong-per-dollar rate used */
    usdCents: integer('usd_cents'),
    exchangeRate: doublePrecision('exchange_rate'),
    paypalOrderId: text('paypal_order_id'),
    paypalCaptureId: text('paypal_capture_id'),
    /** QR and PayPal: an unpaid order is canceled after this (the payment expiry job) */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** bank transfers received for this order, in dong */
    paidAmount: integer('paid_amount').notNull().default(0),
    /** set when a transfer did not match the total (UNDERPAID, OVERPAID) or came late (LATE): staff look */
    paymentFlag: text('payment_flag', { enum: BANK_PAYMENT_FLAGS }),
    /** the language of the customer's mails, taken at checkout */
    language: text('language', { enum: ['en', 'vi'] })
      .notNull()
      .default('en'),
    returnReason: text('return_reason'),
    // ── fulfilment (docs/decisions/0044, 0045) ──
    /** COD: the risk at checkout (it decided the deposit; staff views compute it afresh) */
    riskScore: integer('risk_score'),
    riskLevel: text('risk_level', { enum: RISK_LEVELS }),
    /** COD with a deposit: what is to be paid by VietQR before the order is confirmed (0: none) */
    depositAmount: integer('deposit_amount').notNull().default(0),
    /** when the transfers reached the deposit */
    depositPaidAt: timestamp('deposit_paid_at', { withTimezone: true }),
    /** the buyer confirmed from the mail's link (single use: set once) */
    confirmedByBuyerAt: timestamp('confirmed_by_buyer_at', { withTimezone: true }),
    /** why it was canceled (the queue's reasons, UNCONFIRMED, REFUSED_AT_DOOR) */
    cancelReason: text('cancel_reason', { enum: CANCEL_REASONS }),
    /** the carrier's reason when a delivery failed or the parcel is coming back; cleared when delivered */
    deliveryFlag: text('delivery_flag'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_code_key').on(t.code),
    uniqueIndex('orders_paypal_order_id_key').on(t.paypalOrderId),
    check(
      'orders_money_check',
      sql`${t.subtotal} >= 0 and ${t.discount} >= 0 and ${t.shippingFee} >= 0 and ${t.total} >= 0`,
    ),
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    index('orders_created_at_idx').on(t.createdAt),
    index('orders_status_created_idx').on(t.status, t.createdAt),
    index('orders_payment_status_idx').on(t.paymentStatus, t.createdAt),
    index('orders_shipping_phone_idx').on(t.shippingPhone),
    index('orders_shipping_email_idx').on(t.shippingEmail),
    index('orders_shipping_address_key_idx').on(t.shippingAddressKey),
    // the "To confirm" queue and the unconfirmed-COD expiry job read only pending COD orders
    index('orders_cod_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.paymentMethod} = 'COD' and ${t.status} = 'Pending'`),
    // the payment expiry job reads only unpaid orders that can expire
    index('orders_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.paymentStatus} = 'pending' and ${t.expiresAt} is not null`),
  ],
);

/**
 * The lines of an order, copied from the cart at checkout. The product link is kept while the
 * product exists (a product named by orders is hidden, not erased, see CatalogService.remove); were
 * it erased anyway, the line keeps its snapshot and loses only the link.
 */
export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    size: text('size', { enum: SIZES }).notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: integer('unit_price').notNull(),
    lineTotal: integer('line_total').notNull(),
    /** a DEFECTIVE piece is sold as is; the order and its mail say so, whatever it becomes */
    soldAsIs: boolean('sold_as_is').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    check('order_items_quantity_check', sql`${t.quantity} > 0`),
    index('order_items_order_idx').on(t.orderId, t.position),
    index('order_items_product_idx').on(t.productId),
  ],
);

/** Every change of an order's status or payment status, with who made it and when. */
export const orderHistory = pgTable(
  'order_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull(),
    /** customer, staff or system (expiry, bank webhook, PayPal) */
    actor: text('actor', { enum: ['customer', 'staff', 'system'] }).notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name'),
    note: text('note'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_history_order_idx').on(t.orderId, t.at)],
);

/**
 * Bank-transfer notifications (the SePay-style webhook, docs/decisions/0034), one row per provider transaction
 * id: the primary key de-duplicates repeated deliveries, even concurrent ones.
 */
export const bankTransactions = pgTable(
  'bank_transactions',
  {
    providerId: text('provider_id').primaryKey(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    transferType: text('transfer_type').notNull(),
    amount: integer('amount').notNull(),
    accountNumber: text('account_number').notNull(),
    content: text('content').notNull(),
    transactionDate: text('transaction_date'),
    /** what the webhook did with it: paid, underpaid, overpaid, late, no-order, wrong-account, ignored */
    outcome: text('outcome').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('bank_transactions_order_idx').on(t.orderId)],
);

export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type OrderHistoryRow = typeof orderHistory.$inferSelect;
