import type { AdminProduct, ProductPage } from '@shop/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type ProductListParams, paramsToQueryString } from '../lib/product-filters';
import { catalogKeys } from './catalog-keys';

export type AdminProductPage = Omit<ProductPage, 'products'> & { products: AdminProduct[] };

/** Staff: GET /product/product-admin: every product, hidden ones too, with stock totals. */
export function getAdminProducts(params: ProductListParams, signal?: AbortSignal): Promise<AdminProductPage> {
  const qs = paramsToQueryString(params);
  return api.get<AdminProductPage>(qs ? `/product/product-admin?${qs}` : '/product/product-admin', {
    signal,
  });
}

export const adminProductsQueryOptions = (params: ProductListParams) =>
  queryOptions({
    queryKey: catalogKeys.adminProducts(params),
    queryFn: ({ signal }) => getAdminProducts(params, signal),
    // staff need what is true now, not what was true ten minutes ago
    staleTime: 0,
    refetchOnMount: true,
  });

export function useAdminProducts(params: ProductListParams, options: { enabled?: boolean } = {}) {
  return useQuery({
    ...adminProductsQueryOptions(params),
    enabled: options.enabled ?? true,
    placeholderData: keepPreviousData,
  });
}
