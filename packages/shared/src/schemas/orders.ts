import { z } from 'zod';
import { SIZES } from '../constants/catalog.js';
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from '../constants/orders.js';
import { BANK_PAYMENT_FLAGS } from '../constants/payments.js';
import { orderShippingSchema, qrPaymentSchema } from './checkout.js';
import { errorBodySchema } from './common.js';
import {
  buyerHistorySchema,
  cancelReasonSchema,
  checkoutDepositSchema,
  orderCallSchema,
  riskSchema,
  shipmentSchema,
} from './shipment.js';

/** Order texts beyond the SPEC ones. */
export const ORDER_MESSAGES = {
  notFound: 'Order not found',
  invalidTransition: (from: string, to: string) => `An order that is ${from} cannot become ${to}`,
  invalidPaymentTransition: (from: string, to: string) => `A payment that is ${from} cannot become ${to}`,
  customerCancelPendingOnly: 'You can cancel an order only while it is Pending',
  returnWindowOver: (days: number) => `Returns can be requested within ${days} days of completion`,
  returnCompletedOnly: 'You can request a return only for a completed order',
  returnNotRequested: 'No return was requested for this order',
  deleteCanceledOnly: 'Only a canceled order can be deleted',
  reminderNotPending: 'This order is not waiting for payment',
  editNothing: 'Give a status or a payment status',
  updated: 'Order updated',
  canceled: 'Order canceled',
  returnRequested: 'Return requested',
  returnAccepted: 'Return accepted',
  returnRefused: 'Return refused',
  deleted: 'Order deleted',
  reminderSent: 'Payment reminder sent',
} as const;

export const orderItemSchema = z.object({
  /** null when the product was erased since (its snapshot stays) */
  productId: z.string().nullable(),
  name: z.string(),
  size: z.enum(SIZES),
  quantity: z.number().int(),
  unitPrice: z.number().int(),
  lineTotal: z.number().int(),
  /** a DEFECTIVE piece, sold as is (the order and its mail say so) */
  soldAsIs: z.boolean(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

/** A history entry { status, at, by }: the state after the change, who made it, when. */
export const orderHistoryEntrySchema = z.object({
  status: z.enum(ORDER_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  at: z.string(),
  /** customer, staff, or system (payment expiry, bank transfer, PayPal) */
  by: z.enum(['customer', 'staff', 'system']),
  /** the person's name for customer and staff entries */
  byName: z.string().nullable(),
  note: z.string().nullable(),
});
export type OrderHistoryEntry = z.infer<typeof orderHistoryEntrySchema>;

/**
 * An order (docs/requirements/api.md). `status` is a status label exactly ("Being Packed"),
 * `paymentStatus` a payment status value ("completed"). The fields after `createdAt` are additions
 * to the required shape.
 */
export const orderSchema = z.object({
  id: z.string(),
  code: z.string(),
  status: z.enum(ORDER_STATUSES),
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  items: z.array(orderItemSchema),
  subtotal: z.number().int(),
  discount: z.number().int(),
  couponCode: z.string().nullable(),
  rankName: z.string(),
  shippingFee: z.number().int(),
  total: z.number().int(),
  shipping: orderShippingSchema,
  history: z.array(orderHistoryEntrySchema),
  createdAt: z.string(),
  updatedAt: z.string(),
  userId: z.string().nullable(),
  /** QR and PayPal while unpaid: when the order is canceled if still unpaid */
  expiresAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  /** bank transfers received, in dong */
  paidAmount: z.number().int(),
  /** what is still to pay, in dong: 0 once the order no longer waits for its payment (paymentBalance) */
  amountDue: z.number().int(),
  /** what arrived above the total, in dong (staff refund it) */
  overpaidAmount: z.number().int(),
  /** a transfer that did not settle the order: staff look (UNDERPAID, OVERPAID, LATE) */
  paymentFlag: z.enum(BANK_PAYMENT_FLAGS).nullable(),
  /** PayPal: the amount charged in US dollars ("12.34") */
  totalUsd: z.string().nullable(),
  returnReason: z.string().nullable(),
  /**
   * QR orders still waiting for payment: the transfer details for what is due, to show the QR again;
   * a COD order whose deposit is not paid yet: the transfer details for the deposit's remainder
   */
  payment: qrPaymentSchema.nullable(),
  // ── fulfilment ──
  /** the order's shipment with a carrier (the live one, else the last canceled), or null */
  shipment: shipmentSchema.nullable(),
  /** COD orders, staff view: the risk from the shop's history; null otherwise */
  risk: riskSchema.nullable(),
  /** COD orders, staff view: the history of the order's phone, e-mail and address; null otherwise */
  buyerHistory: buyerHistorySchema.nullable(),
  /** the buyer confirmed the order from the mail's link */
  confirmedByBuyer: z.boolean(),
  /** COD with a deposit: what checkout asked to be paid first by VietQR (0: none) */
  depositAmount: z.number().int(),
  /** the deposit has arrived (bank transfers add up) */
  depositPaid: z.boolean(),
  /** why a canceled order was canceled (the queue's reasons, UNCONFIRMED, REFUSED_AT_DOOR) */
  cancelReason: cancelReasonSchema.nullable(),
  /** the carrier's reason when a delivery failed or the parcel is coming back: staff look */
  deliveryFlag: z.string().nullable(),
  /** calls to the buyer noted from the queue (staff view; [] for the customer) */
  calls: z.array(orderCallSchema),
});
export type Order = z.infer<typeof orderSchema>;

// ── requests ───────────────────────────────────────────────────────────────────────────────────────

const dateParam = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/, 'must be an ISO date (YYYY-MM-DD)')
  .refine((v) => !Number.isNaN(Date.parse(v)), 'must be a valid date');

/**
 * GET /order: a customer's own orders, staff every order; both newest first, filtered
 * and paginated. `q` (staff) finds a code, a phone (any format) or an e-mail; `from` and `to` are
 * dates, `to` included up to its end of day when given without a time.
 */
export const orderListQuerySchema = z.object({
  status: z.enum(ORDER_STATUSES).optional(),
  paymentStatus: z.enum(PAYMENT_STATUSES).optional(),
  paymentMethod: z.enum(PAYMENT_METHODS).optional(),
  q: z.string().trim().max(100).optional(),
  /** staff: `to-confirm` lists pending COD orders, riskiest and oldest first */
  queue: z.enum(['to-confirm']).optional(),
  from: dateParam.optional(),
  to: dateParam.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type OrderListQuery = z.input<typeof orderListQuerySchema>;

export const orderListResponseSchema = z.object({
  orders: z.array(orderSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type OrderListResponse = z.infer<typeof orderListResponseSchema>;

export const orderResponseSchema = z.object({ order: orderSchema });
export type OrderResponse = z.infer<typeof orderResponseSchema>;

/** Every order change responds with the order as it is now. */
export const orderChangeResponseSchema = z.object({ message: z.string(), order: orderSchema });
export type OrderChangeResponse = z.infer<typeof orderChangeResponseSchema>;

/** PATCH /order/edit-order/{id} (staff): a step of the state tables (docs/requirements/states.md). */
export const editOrderBodySchema = z
  .object({
    status: z.enum(ORDER_STATUSES).optional(),
    paymentStatus: z.enum(PAYMENT_STATUSES).optional(),
  })
  .refine((b) => b.status !== undefined || b.paymentStatus !== undefined, ORDER_MESSAGES.editNothing);
export type EditOrderBody = z.infer<typeof editOrderBodySchema>;

/** POST /order/return-order/{id} (the owner). */
export const returnOrderBodySchema = z.object({
  reason: z.string().trim().min(1, 'Please tell us why you are returning the order').max(1000),
});
export type ReturnOrderBody = z.infer<typeof returnOrderBodySchema>;

/** POST /order/process-return/{id} (staff): accept → Returned, refuse → Completed. */
export const processReturnBodySchema = z.object({ accept: z.boolean() });
export type ProcessReturnBody = z.infer<typeof processReturnBodySchema>;

/** 409 INVALID_TRANSITION names the steps the table allows from where the order is. */
export const invalidTransitionErrorSchema = errorBodySchema.extend({
  allowed: z.array(z.string()).optional(),
});
export type InvalidTransitionError = z.infer<typeof invalidTransitionErrorSchema>;

/**
 * 201 from POST /payment/create-checkout-*: the order; QR adds the payment to show,
 * PayPal the approve link to send the buyer to, a COD order asked for a deposit the deposit's QR.
 */
export const checkoutResponseSchema = z.object({
  order: orderSchema,
  payment: qrPaymentSchema.optional(),
  approveUrl: z.string().optional(),
  /** COD at HIGH risk: the deposit to pay first by VietQR; the carrier collects the rest */
  deposit: checkoutDepositSchema.optional(),
});
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;
