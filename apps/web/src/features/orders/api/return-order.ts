import type { OrderChangeResponse } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { showChangedOrder } from './order-change';

/** POST /order/return-order/{id} { reason }: the owner, within 7 days of completion. */
export function returnOrder({ id, reason }: { id: string; reason: string }): Promise<OrderChangeResponse> {
  return api.post<OrderChangeResponse>(`/order/return-order/${encodeURIComponent(id)}`, { reason });
}

export function useReturnOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: returnOrder,
    onSuccess: ({ order }) => showChangedOrder(queryClient, order),
  });
}
