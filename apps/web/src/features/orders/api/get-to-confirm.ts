import type { OrderListResponse } from '@shop/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { orderKeys } from './order-keys';

export const TO_CONFIRM_PAGE_SIZE = 20;

/**
 * The queue is asked again this often while its page is on screen: COD orders arrive at any time and
 * a colleague may confirm or cancel one meanwhile.
 */
export const TO_CONFIRM_POLL_MS = 30_000;

/** Staff: GET /order?queue=to-confirm: pending COD orders, riskiest then oldest first. */
export function getToConfirm(page: number, signal?: AbortSignal): Promise<OrderListResponse> {
  return api.get<OrderListResponse>('/order', {
    query: { queue: 'to-confirm', page, pageSize: TO_CONFIRM_PAGE_SIZE },
    signal,
  });
}

export const toConfirmQueryOptions = (page: number) =>
  queryOptions({
    queryKey: orderKeys.toConfirm(page),
    queryFn: ({ signal }) => getToConfirm(page, signal),
    staleTime: 0,
    refetchOnMount: true,
    placeholderData: keepPreviousData,
    refetchInterval: TO_CONFIRM_POLL_MS,
    // a hidden tab asks nothing; TanStack Query refetches when it is shown again (refetchOnWindowFocus)
    refetchIntervalInBackground: false,
  });

export function useToConfirm(page: number) {
  return useQuery(toConfirmQueryOptions(page));
}
