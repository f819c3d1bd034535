import type { AnalyticsTopProducts } from '@shop/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { DateRange } from '../lib/analytics-range';
import { analyticsKeys, LIVE_FIGURES } from './analytics-keys';

/** Staff: GET /analytic/top-products?limit=: the range's best sellers by units, then revenue. */
export function getTopProducts(
  range: DateRange,
  limit: number,
  signal?: AbortSignal,
): Promise<AnalyticsTopProducts> {
  return api.get<AnalyticsTopProducts>('/analytic/top-products', { query: { ...range, limit }, signal });
}

export const topProductsQueryOptions = (range: DateRange, limit: number) =>
  queryOptions({
    queryKey: analyticsKeys.topProducts(range, limit),
    queryFn: ({ signal }) => getTopProducts(range, limit, signal),
    placeholderData: keepPreviousData,
    ...LIVE_FIGURES,
  });

export function useTopProducts(range: DateRange, limit: number) {
  return useQuery(topProductsQueryOptions(range, limit));
}
