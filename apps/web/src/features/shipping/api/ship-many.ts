import type { ShipManyResponse } from '@shop/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * Staff: POST /order/ship-many `{orderIds}` → `{shipments: [{orderId, shipment} |
 * {orderId, error, code}]}`: each order shipped or rejected on its own (one rejection stops no other).
 */
export const shipMany = (orderIds: string[]) =>
  // one carrier call per order: more time than a plain write
  api.post<ShipManyResponse>('/order/ship-many', { orderIds }, { timeout: 'download' });

/** `onDone` refreshes the orders (the page's orders feature): some were shipped even when others failed. */
export function useShipMany(onDone: () => unknown) {
  return useMutation({ mutationFn: shipMany, onSettled: () => onDone() });
}
