import { type ProductDetail, QUERY_DEFAULTS } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { retryUnlessClientError } from '../../../lib/query-retry';
import { catalogKeys } from './catalog-keys';

/** GET /product/{id}; a hidden or unknown product is a 404 (staff see hidden ones). */
export function getProduct(id: string, signal?: AbortSignal): Promise<ProductDetail> {
  return api.get<ProductDetail>(`/product/${encodeURIComponent(id)}`, { signal });
}

/** The detail is cached 5 minutes client-side. */
export const productQueryOptions = (id: string) =>
  queryOptions({
    queryKey: catalogKeys.product(id),
    queryFn: ({ signal }) => getProduct(id, signal),
    staleTime: QUERY_DEFAULTS.productDetailStaleTimeMs,
    retry: retryUnlessClientError,
  });

export function useProduct(id: string) {
  return useQuery(productQueryOptions(id));
}
