import type { SalesGroup } from '@shop/shared';
import { retryUnlessClientError } from '../../../lib/query-retry';
import type { DateRange } from '../lib/analytics-range';

/** Query keys of the analytics tab: every figure depends on the range. */
export const analyticsKeys = {
  all: ['analytics'] as const,
  summary: (range: DateRange) => ['analytics', 'summary', range] as const,
  daily: (range: DateRange) => ['analytics', 'daily', range] as const,
  sales: (range: DateRange, groupBy: SalesGroup) => ['analytics', 'sales', range, groupBy] as const,
  topProducts: (range: DateRange, limit: number) => ['analytics', 'top-products', range, limit] as const,
  product: (id: string, range: DateRange) => ['analytics', 'product', id, range] as const,
};

/** Figures move with every order: staff see what is true when they open the tab. */
export const LIVE_FIGURES = { staleTime: 0, refetchOnMount: true, retry: retryUnlessClientError } as const;
