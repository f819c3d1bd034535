import type { OrderListQuery, OrderListResponse } from '@shop/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { orderKeys } from './order-keys';

/** Staff: GET /order with filters (status, payment, method, q, from, to) and pages. */
export function getAdminOrders(query: OrderListQuery, signal?: AbortSignal): Promise<OrderListResponse> {
  const { page, pageSize, ...filters } = query;
  return api.get<OrderListResponse>('/order', {
    query: { ...filters, page: Number(page ?? 1), pageSize: Number(pageSize ?? 20) },
    signal,
  });
}

export const adminOrdersQueryOptions = (query: OrderListQuery) =>
  queryOptions({
    queryKey: orderKeys.admin(query),
    queryFn: ({ signal }) => getAdminOrders(query, signal),
    // new orders arrive all the time: staff see what is true now
    staleTime: 0,
    refetchOnMount: true,
    placeholderData: keepPreviousData,
  });

export function useAdminOrders(query: OrderListQuery) {
  return useQuery(adminOrdersQueryOptions(query));
}
