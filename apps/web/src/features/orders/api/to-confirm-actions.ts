import type { CancelReason, OrderChangeResponse } from '@shop/shared';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { removeInactiveThenInvalidate } from '../../../lib/remove-inactive-then-invalidate';
import { noteCall } from './order-calls';
import { orderKeys } from './order-keys';
import { editOrder } from './staff-order-changes';

/** Staff: confirm a pending COD order in one click (PATCH /order/edit-order/{id} { status: 'Confirmed' }). */
export const confirmOrder = (id: string) => editOrder({ id, status: 'Confirmed' });

/**
 * Staff: POST /order/cancel/{id} { reason, note? }: the queue's cancel, with one of
 * STAFF_CANCEL_REASONS kept on the order.
 */
export const cancelWithReason = ({ id, reason, note }: { id: string; reason: CancelReason; note?: string }) =>
  api.post<OrderChangeResponse>(`/order/cancel/${encodeURIComponent(id)}`, {
    reason,
    ...(note ? { note } : {}),
  });

/**
 * After any queue action, or its rejection (a colleague acted first: 409): every orders list may have
 * changed (the queue, the Orders tab, the drawer's order). Inactive lists are dropped rather than
 * kept stale, the active ones refetch now.
 */
async function refreshOrders(queryClient: QueryClient, response?: OrderChangeResponse): Promise<void> {
  await removeInactiveThenInvalidate(queryClient, [orderKeys.all]);
  if (response) queryClient.setQueryData(orderKeys.detail(response.order.id), response.order);
}

/** The "To confirm" queue's three actions (and the order drawer's, through CodRiskPanel's owner). */
export function useToConfirmActions() {
  const queryClient = useQueryClient();
  const done = (response: OrderChangeResponse) => refreshOrders(queryClient, response);
  const failed = () => refreshOrders(queryClient);
  return {
    confirm: useMutation({ mutationFn: confirmOrder, onSuccess: done, onError: failed }),
    cancel: useMutation({ mutationFn: cancelWithReason, onSuccess: done, onError: failed }),
    call: useMutation({ mutationFn: noteCall, onSuccess: done, onError: failed }),
  };
}
