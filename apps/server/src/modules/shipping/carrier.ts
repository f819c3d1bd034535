import type { Carrier, OrderShipping, ParcelPiece } from '@shop/shared';

/**
 * One interface every carrier implements (GHN first, ghn.client.ts;
 * docs/decisions/0044-one-carrier-interface-ghn-first.md). The service
 * speaks only this; each client speaks its carrier's own wire format. Money is integer dong, weights
 * grams, sides centimetres.
 */

/** The parcel as sent to the carrier (parcel.ts fills what staff did not give). */
export type Parcel = ParcelPiece;

/** One line of the parcel's content, as the carrier's form lists it. */
export interface ParcelItem {
  name: string;
  code?: string | undefined;
  quantity: number;
  /** the unit price the buyer paid, in dong */
  price: number;
  /** grams per piece */
  weight: number;
}

/** What a carrier needs of the order to price and create a shipment. */
export interface ShipmentOrder {
  /** the shop's order code (GHN's `client_order_code`) */
  code: string;
  shipping: OrderShipping;
  /** what the carrier collects at the door: what the buyer still owes (0 for a paid order) */
  codAmount: number;
  items: ParcelItem[];
  note?: string | undefined;
}

export interface CreatedShipment {
  /** the carrier's order code: the tracking code */
  trackingCode: string;
  /** what the carrier charges the shop */
  fee: number;
  expectedDelivery: Date | null;
}

/** One status of a shipment's history, as the carrier reports it. */
export interface CarrierStatus {
  status: string;
  at: Date;
  reason?: string | undefined;
}

/**
 * A shipment as the carrier reports it now: read back before the order moves, as a callback proves nothing.
 */
export interface CarrierDetail {
  trackingCode: string;
  status: string;
  /** every status it went through, oldest first; the current one included */
  log: CarrierStatus[];
  /** the COD amount the carrier holds for this shipment */
  codAmount: number;
  /** what the carrier reports collecting, once it did */
  codCollected?: number | undefined;
}

/** What a status callback says (authenticated, but never trusted for its status). */
export interface CarrierCallback {
  trackingCode: string;
  status: string;
  reason?: string | undefined;
  at?: Date | undefined;
}

export interface CancelResult {
  trackingCode: string;
  ok: boolean;
  message: string;
}

export interface CarrierClient {
  readonly name: Carrier;
  quote(parcel: Parcel, order: ShipmentOrder): Promise<{ fee: number }>;
  create(parcel: Parcel, order: ShipmentOrder): Promise<CreatedShipment>;
  cancel(trackingCodes: string[]): Promise<CancelResult[]>;
  /** the labels of these shipments in one document, as the carrier serves it */
  labels(trackingCodes: string[]): Promise<{ contentType: string; body: Buffer }>;
  /** the carrier's own page printing these shipments' labels (short-lived, opened by staff's browser) */
  labelsUrl(trackingCodes: string[]): Promise<string>;
  detail(trackingCode: string): Promise<CarrierDetail>;
  /** whether the callback's credential (GHN: the URL's token) is the configured one, in constant time */
  authenticateCallback(credential: string | undefined): boolean;
  /** the callback body as the carrier sends it; undefined when it cannot be used */
  parseCallback(body: unknown): CarrierCallback | undefined;
}

/**
 * A carrier's error response (it responded, and said no: its message is for staff) or its silence
 * (no response, a timeout, a response that is not its format).
 */
export class CarrierError extends Error {
  constructor(
    readonly kind: 'refused' | 'unreachable',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'CarrierError';
  }
}
