import type { OrderListResponse } from '@shop/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { orderKeys } from './order-keys';

export const MY_ORDERS_PAGE_SIZE = 10;

/** GET /order: the shopper's own orders, newest first, a page at a time. */
export function getMyOrders(page: number, signal?: AbortSignal): Promise<OrderListResponse> {
  return api.get<OrderListResponse>('/order', { query: { page, pageSize: MY_ORDERS_PAGE_SIZE }, signal });
}

export const myOrdersQueryOptions = (page: number) =>
  queryOptions({
    queryKey: orderKeys.mine(page),
    queryFn: ({ signal }) => getMyOrders(page, signal),
    // statuses move on the staff side: the profile shows what is true when it opens
    staleTime: 0,
    refetchOnMount: true,
    placeholderData: keepPreviousData,
  });

export function useMyOrders(page: number) {
  return useQuery(myOrdersQueryOptions(page));
}
