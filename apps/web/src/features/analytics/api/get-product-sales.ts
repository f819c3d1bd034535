import type { ProductSales } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { DateRange } from '../lib/analytics-range';
import { analyticsKeys, LIVE_FIGURES } from './analytics-keys';

/** Staff: GET /analytic/single_product/{id}: one product's units and revenue, by size and by day. */
export function getProductSales(id: string, range: DateRange, signal?: AbortSignal): Promise<ProductSales> {
  return api.get<ProductSales>(`/analytic/single_product/${encodeURIComponent(id)}`, {
    query: { ...range },
    signal,
  });
}

export const productSalesQueryOptions = (id: string, range: DateRange) =>
  queryOptions({
    queryKey: analyticsKeys.product(id, range),
    queryFn: ({ signal }) => getProductSales(id, range, signal),
    ...LIVE_FIGURES,
  });

export function useProductSales(id: string | null, range: DateRange) {
  return useQuery({ ...productSalesQueryOptions(id ?? '', range), enabled: id !== null });
}
