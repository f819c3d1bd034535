import type { Order, ShipOrderBody, ShipResponse } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { orderPath, shippingKeys } from './shipping-keys';

/** Staff: POST /order/ship/{id} `{weight?, length?, width?, height?, note?}` → 201 `{order, shipment}`. */
export const shipOrder = ({ id, ...body }: ShipOrderBody & { id: string }) =>
  api.post<ShipResponse>(orderPath('ship', id), body);

/**
 * Ships one order. `onOrderChanged` gets the server's order (the page hands it to the orders' cache:
 * a feature does not write another feature's queries); a rejection (409: shipped meanwhile) asks for
 * the orders again through `onFailed`.
 */
export function useShipOrder(onOrderChanged: (order: Order) => unknown, onFailed: () => unknown) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: shipOrder,
    onSuccess: ({ order }) => {
      void queryClient.invalidateQueries({ queryKey: shippingKeys.cod });
      return onOrderChanged(order);
    },
    onError: () => onFailed(),
  });
}
