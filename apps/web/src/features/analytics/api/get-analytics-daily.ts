import type { AnalyticsDaily } from '@shop/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { DateRange } from '../lib/analytics-range';
import { analyticsKeys, LIVE_FIGURES } from './analytics-keys';

/** Staff: GET /analytic/daily: revenue and orders per day of the range, zero-filled. */
export function getAnalyticsDaily(range: DateRange, signal?: AbortSignal): Promise<AnalyticsDaily> {
  return api.get<AnalyticsDaily>('/analytic/daily', { query: { ...range }, signal });
}

export const analyticsDailyQueryOptions = (range: DateRange) =>
  queryOptions({
    queryKey: analyticsKeys.daily(range),
    queryFn: ({ signal }) => getAnalyticsDaily(range, signal),
    placeholderData: keepPreviousData,
    ...LIVE_FIGURES,
  });

export function useAnalyticsDaily(range: DateRange) {
  return useQuery(analyticsDailyQueryOptions(range));
}
