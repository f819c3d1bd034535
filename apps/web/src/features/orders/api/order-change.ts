import type { Order } from '@shop/shared';
import type { QueryClient } from '@tanstack/react-query';
import { orderKeys } from './order-keys';

/** After any order change: its detail is the server's response, every list refetches. */
export function showChangedOrder(queryClient: QueryClient, order: Order): Promise<void> {
  queryClient.setQueryData(orderKeys.detail(order.id), order);
  return queryClient.invalidateQueries({ queryKey: orderKeys.all });
}
