import type { OrderChangeResponse } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { showChangedOrder } from './order-change';

/** POST /order/cancel/{id}: the owner while Pending; staff where the table allows. */
export function cancelOrder(id: string): Promise<OrderChangeResponse> {
  return api.post<OrderChangeResponse>(`/order/cancel/${encodeURIComponent(id)}`);
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: ({ order }) => showChangedOrder(queryClient, order),
  });
}
