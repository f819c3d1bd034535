import {
  type Order,
  PARCEL_LIMITS,
  SHIPMENT_CANCELABLE,
  SHIPMENT_FINAL,
  SHIPPABLE_ORDER_STATUSES,
  type Shipment,
  shipOrderBodySchema,
} from '@shop/shared';
import type { Parcel } from '../api/shipping-keys';

/** A shipment the carrier is still working on (not canceled, delivered or returned). */
export const isLiveShipment = (shipment: Shipment | null): shipment is Shipment =>
  shipment !== null && !SHIPMENT_FINAL.includes(shipment.status);

/**
 * Staff may ship a Confirmed or Being Packed order that has no shipment yet, or whose
 * last one was canceled (the server rejects the rest with 409 all the same).
 */
export const canShip = (order: Pick<Order, 'status' | 'shipment'>): boolean =>
  SHIPPABLE_ORDER_STATUSES.includes(order.status) &&
  (order.shipment === null || order.shipment.status === 'cancel');

/** A shipment can be canceled only before the carrier picked it up (GHN rejects after). */
export const canCancelShipment = (shipment: Shipment | null): boolean =>
  shipment !== null && SHIPMENT_CANCELABLE.includes(shipment.status);

/** Whether an order has a label to print: a live shipment the carrier has not delivered or returned. */
export const hasLabel = (order: Pick<Order, 'shipment'>): boolean => isLiveShipment(order.shipment);

export type ParcelField = keyof Parcel;
export const PARCEL_FIELDS: readonly ParcelField[] = ['weight', 'length', 'width', 'height'];

/** What staff typed in the parcel's fields, as text (an input's value). */
export type ParcelText = Record<ParcelField, string>;

export const parcelText = (parcel: Parcel): ParcelText => ({
  weight: String(parcel.weight),
  length: String(parcel.length),
  width: String(parcel.width),
  height: String(parcel.height),
});

/** The largest value a field takes: GHN's limits (shared with the server's body schema). */
export const parcelMax = (field: ParcelField): number =>
  field === 'weight' ? PARCEL_LIMITS.weight : PARCEL_LIMITS.side;

/**
 * A field's value when it is a whole number the server's body schema takes (GHN's limits), else null:
 * digits only (no "1e3"), then the very rule `POST /order/ship` checks.
 */
export function parcelValue(field: ParcelField, text: string): number | null {
  if (!/^\d+$/.test(text.trim())) return null;
  const parsed = shipOrderBodySchema.shape[field].unwrap().safeParse(text.trim());
  return parsed.success ? parsed.data : null;
}

/** The parcel the fields describe, or null while one of them is not a number the carrier takes. */
export function parseParcel(text: ParcelText): Parcel | null {
  const values = PARCEL_FIELDS.map((field) => parcelValue(field, text[field]));
  if (values.some((v) => v === null)) return null;
  const [weight, length, width, height] = values as number[];
  return { weight: weight!, length: length!, width: width!, height: height! };
}
