import type { CheckoutSummary } from '@shop/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { checkoutKeys } from './checkout-keys';

/**
 * GET /payment/order-summary?country=: the server's summary of the cart with the shipping of that
 * country (abroad, the tier by item count in US dollars at today's rate), and the
 * PayPal amount in dollars. The server's numbers are the truth; nothing is recomputed here.
 */
export function getCheckoutSummary(country: string, signal?: AbortSignal): Promise<CheckoutSummary> {
  return api.get<CheckoutSummary>('/payment/order-summary', { query: { country }, signal });
}

export const checkoutSummaryQueryOptions = (country: string) =>
  queryOptions({
    queryKey: checkoutKeys.summary(country),
    queryFn: ({ signal }) => getCheckoutSummary(country, signal),
    // the cart, the coupon and the rate move: the page shows what would be ordered now
    staleTime: 0,
    refetchOnMount: true,
    placeholderData: keepPreviousData,
    retry: 1,
  });

export function useCheckoutSummary(country: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...checkoutSummaryQueryOptions(country), enabled });
}
