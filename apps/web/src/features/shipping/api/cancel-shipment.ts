import type { Order, ShipResponse } from '@shop/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { orderPath } from './shipping-keys';

/** Staff: POST /order/cancel-shipment/{id} → `{order, shipment}` (status `cancel`) before pickup. */
export const cancelShipment = (id: string) => api.post<ShipResponse>(orderPath('cancel-shipment', id));

/** As useShipOrder: the page hands the changed order to the orders' cache, and refetches on a rejection. */
export function useCancelShipment(onOrderChanged: (order: Order) => unknown, onFailed: () => unknown) {
  return useMutation({
    mutationFn: cancelShipment,
    onSuccess: ({ order }) => onOrderChanged(order),
    onError: () => onFailed(),
  });
}
