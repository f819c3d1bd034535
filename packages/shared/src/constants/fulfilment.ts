import type { Category } from './catalog.js';
import type { OrderStatus } from './orders.js';

/**
 * Fulfilment after checkout (docs/decisions/0044). The carriers the shop can ship with (one interface on the
 * server, `modules/shipping`); GHN (Giao Hàng Nhanh) first.
 */
export const CARRIERS = ['GHN'] as const;
export type Carrier = (typeof CARRIERS)[number];

/**
 * GHN's shipment statuses, as its `detail` response and its callback spell them. A shipment's status is
 * one of these (or `cancel` once the shop canceled it).
 */
export const SHIPMENT_STATUSES = [
  'ready_to_pick',
  'picking',
  'cancel',
  'money_collect_picking',
  'picked',
  'storing',
  'transporting',
  'sorting',
  'delivering',
  'money_collect_delivering',
  'delivered',
  'delivery_fail',
  'waiting_to_return',
  'return',
  'return_transporting',
  'return_sorting',
  'returning',
  'return_fail',
  'returned',
  'exception',
  'damage',
  'lost',
] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

/**
 * What a carrier status does to the order (docs/requirements/states.md):
 * - `shipped`: picked up or on its way → the order is Shipped to Carrier;
 * - `delivered`: → Completed, the COD payment completed;
 * - `flag`: delivery failed or the parcel is on its way back → flagged for staff with the carrier's
 *   reason, no status change;
 * - `returned`: back at the shop → Canceled as refused at the door, stock back;
 * - `canceled`: the shipment is canceled, the order stays as it was;
 * - `none`: before pickup, or a status the shop does not act on: the shipment's history only.
 */
export type ShipmentEffect = 'none' | 'shipped' | 'delivered' | 'flag' | 'returned' | 'canceled';

export const SHIPMENT_EFFECTS: Readonly<Record<ShipmentStatus, ShipmentEffect>> = {
  ready_to_pick: 'none',
  picking: 'none',
  money_collect_picking: 'none',
  cancel: 'canceled',
  picked: 'shipped',
  storing: 'shipped',
  transporting: 'shipped',
  sorting: 'shipped',
  delivering: 'shipped',
  money_collect_delivering: 'shipped',
  delivered: 'delivered',
  delivery_fail: 'flag',
  waiting_to_return: 'flag',
  return: 'flag',
  return_transporting: 'flag',
  return_sorting: 'flag',
  returning: 'flag',
  return_fail: 'flag',
  returned: 'returned',
  exception: 'flag',
  damage: 'flag',
  lost: 'flag',
};

/**
 * How far along a shipment is, so that a status arriving late (out of order, or a duplicate) cannot
 * move it back: a status whose stage is below the shipment's changes nothing but its history.
 * `delivery_fail` shares `delivering`'s stage: a parcel fails, is delivered again, may fail again.
 */
export const SHIPMENT_STAGE: Readonly<Record<ShipmentStatus, number>> = {
  ready_to_pick: 0,
  picking: 1,
  money_collect_picking: 1,
  picked: 2,
  storing: 3,
  transporting: 3,
  sorting: 3,
  delivering: 4,
  money_collect_delivering: 4,
  delivery_fail: 4,
  exception: 4,
  damage: 4,
  lost: 4,
  delivered: 6,
  waiting_to_return: 5,
  return: 5,
  return_transporting: 5,
  return_sorting: 5,
  returning: 5,
  return_fail: 5,
  returned: 7,
  cancel: 8,
};

/** Final statuses: nothing moves a shipment on from them. */
export const SHIPMENT_FINAL: readonly ShipmentStatus[] = ['delivered', 'returned', 'cancel'];

/** A shipment may be canceled only before the carrier picked it up (GHN refuses after). */
export const SHIPMENT_CANCELABLE: readonly ShipmentStatus[] = [
  'ready_to_pick',
  'picking',
  'money_collect_picking',
];

/** The order statuses from which staff may ship an order (docs/requirements/states.md). */
export const SHIPPABLE_ORDER_STATUSES: readonly OrderStatus[] = ['Confirmed', 'Being Packed'];

/**
 * Parcel defaults per product category (grams and centimetres), used when staff give none: an order's
 * weight is the sum of its pieces' weights (at least 100 g), its box the largest piece's box, a little
 * taller per further piece. Categories not listed take DEFAULT_PARCEL_PIECE.
 */
export interface ParcelPiece {
  weight: number;
  length: number;
  width: number;
  height: number;
}
export const DEFAULT_PARCEL_PIECE: ParcelPiece = { weight: 300, length: 30, width: 25, height: 3 };
// keyed by the catalogue's own category names (CATEGORIES), so that a product's category finds its piece
export const PARCEL_PIECES: Readonly<Partial<Record<Category, ParcelPiece>>> = {
  'Stylish blouse': { weight: 250, length: 30, width: 25, height: 3 },
  Camisole: { weight: 120, length: 25, width: 20, height: 2 },
  Sweater: { weight: 500, length: 35, width: 30, height: 6 },
  Skirt: { weight: 300, length: 30, width: 25, height: 3 },
  'Full set': { weight: 550, length: 35, width: 30, height: 5 },
  Sleepwear: { weight: 300, length: 30, width: 25, height: 4 },
};
/** What each further piece adds to the box's height, in cm. */
export const PARCEL_HEIGHT_PER_PIECE = 2;
/** GHN's limits for a parcel (grams, cm). */
export const PARCEL_LIMITS = { weight: 50_000, side: 200 } as const;

// ── confirming COD orders ────────────────────────────────────────────────────────────────────────────

export const RISK_LEVELS = ['LOW', 'MEDIUM', 'HIGH'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

/**
 * Why staff cancel a pending COD order from the "To confirm" queue (kept on the order). The system
 * cancels with UNCONFIRMED (no confirmation in time), REFUSED_AT_DOOR (the carrier brought it back) and
 * NOT_CONFIRMED_BY_STAFF (the buyer confirmed, staff did not within COD_STAFF_CONFIRM_DAYS).
 */
export const CANCEL_REASONS = [
  'BUYER_UNREACHABLE',
  'BUYER_CHANGED_MIND',
  'SUSPECTED_FAKE',
  'OUT_OF_AREA',
  'OTHER',
  'UNCONFIRMED',
  'REFUSED_AT_DOOR',
  'NOT_CONFIRMED_BY_STAFF',
] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];
/** The reasons staff pick from (the last three are the system's). */
export const STAFF_CANCEL_REASONS: readonly CancelReason[] = [
  'BUYER_UNREACHABLE',
  'BUYER_CHANGED_MIND',
  'SUSPECTED_FAKE',
  'OUT_OF_AREA',
  'OTHER',
];

/** What came of a call to the buyer, noted from the queue. */
export const CALL_OUTCOMES = ['CONFIRMED', 'NO_ANSWER', 'CALL_BACK', 'WRONG_NUMBER', 'REFUSED'] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];

/** How long the buyer's "Confirm my order" link works, and after how long an unconfirmed COD order is canceled (configurable). */
export const DEFAULT_COD_CONFIRM_HOURS = 48;

/**
 * a COD order the buyer confirmed from the mail but staff never confirmed is canceled
 * this many days after it was placed (stock back): a buyer's own click must not hold stock for good.
 */
export const COD_STAFF_CONFIRM_DAYS = 7;

/**
 * at most this many open COD orders (Pending or Confirmed, nothing paid: no deposit
 * paid, payment not completed) per account, per phone and per address key; checkout refuses one more
 * with 409 TOO_MANY_OPEN_ORDERS. Bank transfer and PayPal are not limited (they are paid up front).
 */
export const OPEN_COD_ORDERS_LIMIT = 3;
export const TOO_MANY_OPEN_ORDERS_MESSAGE = `You already have ${OPEN_COD_ORDERS_LIMIT} orders waiting for delivery. Please wait for them, or pay by bank transfer.`;
