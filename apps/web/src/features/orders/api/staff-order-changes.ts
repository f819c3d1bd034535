import type { EditOrderBody, OrderChangeResponse } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { showChangedOrder } from './order-change';
import { orderKeys } from './order-keys';

const path = (action: string, id: string) => `/order/${action}/${encodeURIComponent(id)}`;

/** Staff: PATCH /order/edit-order/{id} { status?, paymentStatus? } (a step the order's state table allows). */
export const editOrder = ({ id, ...body }: EditOrderBody & { id: string }) =>
  api.patch<OrderChangeResponse>(path('edit-order', id), body);

/** Staff: POST /order/process-return/{id} { accept }: Returned (stock back, refund) or Completed. */
export const processReturn = ({ id, accept }: { id: string; accept: boolean }) =>
  api.post<OrderChangeResponse>(path('process-return', id), { accept });

/** Staff: DELETE /order/delete/{id}, a Canceled order only. */
export const deleteOrder = (id: string) => api.delete<{ message: string }>(path('delete', id));

/** Staff: POST /order/payment-reminders/send/{id}: mails the customer about an unpaid order. */
export const sendPaymentReminder = (id: string) =>
  api.post<{ message: string }>(`/order/payment-reminders/send/${encodeURIComponent(id)}`);

/** The drawer's changes; each shows the server's order and refetches the lists. */
export function useStaffOrderChanges() {
  const queryClient = useQueryClient();
  const changed = ({ order }: OrderChangeResponse) => showChangedOrder(queryClient, order);
  // a rejected step (409: someone else moved the order first) shows the order as it is now
  const refresh = () => queryClient.invalidateQueries({ queryKey: orderKeys.all });
  return {
    edit: useMutation({ mutationFn: editOrder, onSuccess: changed, onError: refresh }),
    processReturn: useMutation({ mutationFn: processReturn, onSuccess: changed, onError: refresh }),
    remove: useMutation({
      mutationFn: deleteOrder,
      onSuccess: (_response, id) => {
        queryClient.removeQueries({ queryKey: orderKeys.detail(id) });
        return queryClient.invalidateQueries({ queryKey: orderKeys.all });
      },
      onError: refresh,
    }),
    remind: useMutation({ mutationFn: sendPaymentReminder, onError: refresh }),
  };
}
