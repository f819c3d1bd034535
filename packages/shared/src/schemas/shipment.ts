import { z } from 'zod';
import {
  CALL_OUTCOMES,
  CANCEL_REASONS,
  CARRIERS,
  RISK_LEVELS,
  SHIPMENT_STATUSES,
} from '../constants/fulfilment.js';

/** One event of a shipment's history (the carrier's status, when, and its note or reason). */
export const shipmentEventSchema = z.object({
  status: z.enum(SHIPMENT_STATUSES),
  at: z.string(),
  note: z.string().nullable(),
});
export type ShipmentEvent = z.infer<typeof shipmentEventSchema>;

/**
 * `shipment`: `{carrier, trackingCode, fee, codAmount, status, events}` (docs/requirements/api.md). `fee` is what
 * the carrier charges the shop (staff see it; the customer's own order shows it as 0), `codAmount`
 * what the carrier collects at the door. The fields after `events` are additions.
 */
export const shipmentSchema = z.object({
  carrier: z.enum(CARRIERS),
  trackingCode: z.string(),
  fee: z.number().int(),
  codAmount: z.number().int(),
  status: z.enum(SHIPMENT_STATUSES),
  events: z.array(shipmentEventSchema),
  /** the carrier's public tracking page for this code */
  trackingUrl: z.string().nullable(),
  /** grams and cm, as sent to the carrier */
  weight: z.number().int(),
  /** what the carrier reported collecting (delivered COD), null before */
  codCollected: z.number().int().nullable(),
  createdAt: z.string(),
});
export type Shipment = z.infer<typeof shipmentSchema>;

/** The `risk` of a COD order (staff view): level, score and the reasons in words. */
export const riskSchema = z.object({
  level: z.enum(RISK_LEVELS),
  score: z.number().int(),
  reasons: z.array(z.string()),
  /** the rules that counted, for the staff's language: `{rule, count, points}` */
  factors: z.array(z.object({ rule: z.string(), count: z.number().int(), points: z.number().int() })),
});
export type Risk = z.infer<typeof riskSchema>;

/** The shop's history of the order's phone, e-mail and address (staff view of a COD order). */
export const buyerHistorySchema = z.object({
  placed: z.number().int(),
  completed: z.number().int(),
  canceled: z.number().int(),
  refused: z.number().int(),
  returns: z.number().int(),
  blacklisted: z.number().int(),
});
export type BuyerHistory = z.infer<typeof buyerHistorySchema>;

/** A call to the buyer noted from the "To confirm" queue. */
export const orderCallSchema = z.object({
  outcome: z.enum(CALL_OUTCOMES),
  note: z.string().nullable(),
  byName: z.string().nullable(),
  at: z.string(),
});
export type OrderCall = z.infer<typeof orderCallSchema>;

export const cancelReasonSchema = z.enum(CANCEL_REASONS);

/**
 * The deposit a HIGH-risk COD buyer pays first by VietQR (201 of create-checkout-cod).
 * Here rather than in fulfilment.ts, which imports orders.ts: checkout's response (orders.ts) uses it.
 */
export const checkoutDepositSchema = z.object({
  amount: z.number().int(),
  payload: z.string(),
  qrImage: z.string(),
  memo: z.string(),
});
