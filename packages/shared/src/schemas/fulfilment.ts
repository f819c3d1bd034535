import { z } from 'zod';
import {
  CALL_OUTCOMES,
  CARRIERS,
  PARCEL_LIMITS,
  RISK_LEVELS,
  STAFF_CANCEL_REASONS,
} from '../constants/fulfilment.js';
import { qrPaymentSchema } from './checkout.js';
import { orderSchema } from './orders.js';
import { checkoutDepositSchema, shipmentSchema } from './shipment.js';

/**
 * The staff's fulfilment calls (ship with a carrier, labels, cancel a shipment, the
 * "To confirm" queue's actions, COD reconciliation), the buyer's confirmation, and the carrier's
 * callback. Shipment and risk shapes are in shipment.ts.
 */
export const FULFILMENT_MESSAGES = {
  notConfigured: 'Shipping with a carrier is not configured',
  notShippable: (status: string) => `An order that is ${status} cannot be shipped (confirm it first)`,
  alreadyShipped: 'This order already has a shipment',
  noShipment: 'This order has no shipment',
  notCancelable: 'The carrier has picked this parcel up: the shipment can no longer be canceled',
  carrierRefused: (message: string) => `GHN refused: ${message}`,
  carrierUnreachable: 'GHN did not answer. Please try again in a moment.',
  shipped: 'Shipment created',
  shipmentCanceled: 'Shipment canceled',
  callNoted: 'Call noted',
  confirmed: 'Order confirmed',
  canceledWithReason: 'Order canceled',
  notToConfirm: 'This order is not waiting for confirmation',
  buyerConfirmed: 'Thank you! Your order is confirmed.',
  buyerAlreadyConfirmed: 'This order was already confirmed.',
  buyerLinkInvalid: 'This confirmation link is not valid or has expired.',
  remittanceRecorded: 'Remittance recorded',
  remittanceNothing: 'No delivered COD order in this period is waiting for its remittance',
  blacklistedRefused: 'The phone is on the blacklist (BOOM HÀNG)',
  notRefused: 'Only an order refused at the door can be blacklisted from here',
} as const;

const grams = z.coerce.number().int().min(1).max(PARCEL_LIMITS.weight);
const cm = z.coerce.number().int().min(1).max(PARCEL_LIMITS.side);

/** POST /order/ship/{id} body (all optional: the defaults per category fill what is not given). */
export const shipOrderBodySchema = z.object({
  weight: grams.optional(),
  length: cm.optional(),
  width: cm.optional(),
  height: cm.optional(),
  note: z.string().trim().max(500).optional(),
});
export type ShipOrderBody = z.infer<typeof shipOrderBodySchema>;

/** GET /order/ship-quote/{id}?weight=… (staff): the carrier's price before creating the shipment. */
export const shipQuoteSchema = z.object({
  carrier: z.enum(CARRIERS),
  /** what the carrier charges the shop, in dong */
  fee: z.number().int(),
  /** what the carrier will collect at the door: what the buyer still owes */
  codAmount: z.number().int(),
  weight: z.number().int(),
  length: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
});
export type ShipQuote = z.infer<typeof shipQuoteSchema>;
export const shipQuoteResponseSchema = z.object({ quote: shipQuoteSchema });

export const shipResponseSchema = z.object({ order: orderSchema, shipment: shipmentSchema });
export type ShipResponse = z.infer<typeof shipResponseSchema>;

/** POST /order/ship-many (staff). */
export const shipManyBodySchema = z.object({
  orderIds: z.array(z.string().max(64)).min(1).max(50),
});
export type ShipManyBody = z.infer<typeof shipManyBodySchema>;
export const shipManyResponseSchema = z.object({
  shipments: z.array(
    z.union([
      z.object({ orderId: z.string(), shipment: shipmentSchema }),
      z.object({ orderId: z.string(), error: z.string(), code: z.string() }),
    ]),
  ),
});
export type ShipManyResponse = z.infer<typeof shipManyResponseSchema>;

/** GET /order/labels?ids=a,b (staff): the labels of those orders' shipments, one document. */
export const labelsQuerySchema = z.object({
  ids: z
    .string()
    .max(50 * 40)
    .transform((s) => [
      ...new Set(
        s
          .split(',')
          .map((x) => x.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(z.string().max(64)).min(1).max(50)),
});

/** GHN's status callback: only what the shop reads; the rest passes. */
export const ghnCallbackBodySchema = z
  .object({
    OrderCode: z.string().min(1).max(64),
    ClientOrderCode: z.string().max(64).nullish(),
    Status: z.string().max(64),
    CODAmount: z.number().nullish(),
    Time: z.string().max(64).nullish(),
    Reason: z.string().max(1000).nullish(),
    ReasonCode: z.string().max(64).nullish(),
    Type: z.string().max(64).nullish(),
  })
  .passthrough();
export type GhnCallbackBody = z.infer<typeof ghnCallbackBodySchema>;

// ── confirming COD orders ────────────────────────────────────────────────────────────────────────────

/**
 * POST /order/cancel/{id}: staff may give a reason and a note (the queue asks for one). No body at all
 * is the customer's cancel as before: Fastify hands a bodiless POST over as `null`, hence nullish.
 */
export const cancelOrderBodySchema = z
  .object({
    reason: z.enum(STAFF_CANCEL_REASONS as [string, ...string[]]).optional(),
    note: z.string().trim().max(500).optional(),
  })
  .nullish();
export type CancelOrderBody = z.infer<typeof cancelOrderBodySchema>;

/** POST /order/call/{id} (staff): a call to the buyer, from the queue. */
export const orderCallBodySchema = z.object({
  outcome: z.enum(CALL_OUTCOMES),
  note: z.string().trim().max(500).optional(),
});
export type OrderCallBody = z.infer<typeof orderCallBodySchema>;

/** POST /order/confirm-by-buyer: the token of the mail's "Confirm my order" link. */
export const buyerConfirmBodySchema = z.object({ token: z.string().min(10).max(512) });
export const buyerConfirmResponseSchema = z.object({
  message: z.string(),
  code: z.string(),
  status: z.string(),
});
export type BuyerConfirmResponse = z.infer<typeof buyerConfirmResponseSchema>;

/** 201 of create-checkout-cod when the risk asks for a deposit (docs/decisions/0045). */
export const depositSchema = checkoutDepositSchema;
export type Deposit = z.infer<typeof depositSchema>;
export { qrPaymentSchema as depositPaymentSchema };

/** GET /order/fulfilment-settings (staff): what the back office shows of fulfilment's configuration. */
export const fulfilmentSettingsSchema = z.object({
  /** the carriers configured (empty: "Ship with …" is hidden) */
  carriers: z.array(z.enum(CARRIERS)),
  riskRules: z.array(
    z.object({
      id: z.string(),
      points: z.number().int(),
      each: z.boolean(),
      cap: z.number().int().nullable(),
      minTotal: z.number().int().nullable(),
      description: z.string(),
    }),
  ),
  thresholds: z.object({ MEDIUM: z.number().int(), HIGH: z.number().int() }),
  /** the level from which checkout asks a deposit, and how much */
  depositLevel: z.enum(RISK_LEVELS),
  deposit: z.union([
    z.object({ kind: z.literal('percent'), percent: z.number() }),
    z.object({ kind: z.literal('shipping') }),
  ]),
  /** hours after which an unconfirmed COD order is canceled (and the buyer's link expires) */
  confirmHours: z.number(),
});
export type FulfilmentSettings = z.infer<typeof fulfilmentSettingsSchema>;

// ── COD reconciliation ───────────────────────────────────────────────────────────────────────────────

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date (YYYY-MM-DD)');

export const codReconciliationQuerySchema = z.object({ from: day, to: day });
export const codReconciliationSchema = z.object({
  from: z.string(),
  to: z.string(),
  rows: z.array(
    z.object({
      orderId: z.string(),
      code: z.string(),
      carrier: z.enum(CARRIERS),
      trackingCode: z.string(),
      deliveredAt: z.string(),
      /** what the shop expected the carrier to collect (the shipment's COD amount) */
      expected: z.number().int(),
      /** what the carrier reported collecting */
      collected: z.number().int(),
      difference: z.number().int(),
      /** when a remittance covering it was recorded, null while waiting */
      remittedAt: z.string().nullable(),
    }),
  ),
  totals: z.object({
    orders: z.number().int(),
    expected: z.number().int(),
    collected: z.number().int(),
    difference: z.number().int(),
    remitted: z.number().int(),
    waiting: z.number().int(),
  }),
  remittances: z.array(
    z.object({
      id: z.string(),
      amount: z.number().int(),
      /** what the remittance's orders were reported collected, and its difference to the amount */
      collected: z.number().int(),
      difference: z.number().int(),
      orders: z.number().int(),
      note: z.string().nullable(),
      byName: z.string().nullable(),
      at: z.string(),
    }),
  ),
});
export type CodReconciliation = z.infer<typeof codReconciliationSchema>;

/** POST /order/cod-remittance (staff): the carrier paid `amount` for the period's delivered COD orders. */
export const codRemittanceBodySchema = z.object({
  from: day,
  to: day,
  amount: z.number().int().min(0).max(10_000_000_000),
  note: z.string().trim().max(500).optional(),
});
export type CodRemittanceBody = z.infer<typeof codRemittanceBodySchema>;
/** Its response: the remittance, the shipments it marked, and its amount less what they collected. */
export const codRemittanceResponseSchema = z.object({
  message: z.string(),
  remittance: z.object({
    id: z.string(),
    amount: z.number().int(),
    collected: z.number().int(),
    difference: z.number().int(),
    orders: z.number().int(),
  }),
});
export type CodRemittanceResponse = z.infer<typeof codRemittanceResponseSchema>;

/** Any order response of these calls. */
export const fulfilmentOrderResponseSchema = z.object({ message: z.string(), order: orderSchema });
