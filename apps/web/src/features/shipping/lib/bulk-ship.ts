import type { Order, ShipManyResponse, Shipment } from '@shop/shared';
import { canShip, hasLabel } from './shipping-rules';

/** What came of one ship-many call, order by order, in the words staff read. */
export interface BulkResult {
  shipped: Array<{ orderId: string; code: string; shipment: Shipment }>;
  rejected: Array<{ orderId: string; code: string; error: string; errorCode: string }>;
}

/** An order staff may tick: one to ship, or one whose label they may print. */
export const isSelectable = (order: Pick<Order, 'status' | 'shipment'>): boolean =>
  canShip(order) || hasLabel(order);

/** The server's response, each line named by its order's code (the id when the order is not on screen). */
export function bulkResult(
  response: ShipManyResponse,
  codeOf: (orderId: string) => string | undefined,
): BulkResult {
  const result: BulkResult = { shipped: [], rejected: [] };
  for (const line of response.shipments) {
    const code = codeOf(line.orderId) ?? line.orderId;
    if ('shipment' in line) result.shipped.push({ orderId: line.orderId, code, shipment: line.shipment });
    else result.rejected.push({ orderId: line.orderId, code, error: line.error, errorCode: line.code });
  }
  return result;
}

/** The ticked orders to ship: those that can be, less those the last call shipped (the list may lag). */
export function idsToShip(selected: readonly Order[], last: BulkResult | null): string[] {
  const done = new Set(last?.shipped.map((s) => s.orderId));
  return selected.filter((o) => canShip(o) && !done.has(o.id)).map((o) => o.id);
}

/**
 * The orders whose labels one document prints: the ticked ones with a live shipment, and the ticked
 * ones the last call shipped (their row may not show the shipment yet).
 */
export function idsToPrint(selected: readonly Order[], last: BulkResult | null): string[] {
  const ticked = new Set(selected.map((o) => o.id));
  const ids = selected.filter(hasLabel).map((o) => o.id);
  for (const s of last?.shipped ?? [])
    if (ticked.has(s.orderId) && !ids.includes(s.orderId)) ids.push(s.orderId);
  return ids;
}
