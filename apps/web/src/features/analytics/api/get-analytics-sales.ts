import type { AnalyticsSales, SalesGroup } from '@shop/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { DateRange } from '../lib/analytics-range';
import { analyticsKeys, LIVE_FIGURES } from './analytics-keys';

/** Staff: GET /analytic/sales?groupBy=day|week|month: revenue, orders and units per period. */
export function getAnalyticsSales(
  range: DateRange,
  groupBy: SalesGroup,
  signal?: AbortSignal,
): Promise<AnalyticsSales> {
  return api.get<AnalyticsSales>('/analytic/sales', { query: { ...range, groupBy }, signal });
}

export const analyticsSalesQueryOptions = (range: DateRange, groupBy: SalesGroup) =>
  queryOptions({
    queryKey: analyticsKeys.sales(range, groupBy),
    queryFn: ({ signal }) => getAnalyticsSales(range, groupBy, signal),
    placeholderData: keepPreviousData,
    ...LIVE_FIGURES,
  });

export function useAnalyticsSales(range: DateRange, groupBy: SalesGroup) {
  return useQuery(analyticsSalesQueryOptions(range, groupBy));
}
