import type { AnalyticsSummary } from '@shop/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { DateRange } from '../lib/analytics-range';
import { analyticsKeys, LIVE_FIGURES } from './analytics-keys';

/**
 * Staff: GET /analytic: revenue, orders, average order value, customers, low stock
 * (docs/requirements/api.md).
 */
export function getAnalyticsSummary(range: DateRange, signal?: AbortSignal): Promise<AnalyticsSummary> {
  return api.get<AnalyticsSummary>('/analytic', { query: { ...range }, signal });
}

export const analyticsSummaryQueryOptions = (range: DateRange) =>
  queryOptions({
    queryKey: analyticsKeys.summary(range),
    queryFn: ({ signal }) => getAnalyticsSummary(range, signal),
    placeholderData: keepPreviousData,
    ...LIVE_FIGURES,
  });

export function useAnalyticsSummary(range: DateRange) {
  return useQuery(analyticsSummaryQueryOptions(range));
}
