import type { ProductPage } from '@shop/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type ProductListParams, paramsToQueryString } from '../lib/product-filters';
import { catalogKeys } from './catalog-keys';

/** GET /product: visible products with filters, search, sort and pagination. */
export function getProducts(params: ProductListParams, signal?: AbortSignal): Promise<ProductPage> {
  const qs = paramsToQueryString(params);
  return api.get<ProductPage>(qs ? `/product?${qs}` : '/product', { signal });
}

export const productsQueryOptions = (params: ProductListParams) =>
  queryOptions({
    queryKey: catalogKeys.products(params),
    queryFn: ({ signal }) => getProducts(params, signal),
  });

export interface UseProductsOptions {
  /** false until the section is near the screen (home sliders below the fold) */
  enabled?: boolean;
  /** keep showing the previous page while the next one loads (the listing's filters and paging) */
  keepPrevious?: boolean;
}

export function useProducts(params: ProductListParams, options: UseProductsOptions = {}) {
  return useQuery({
    ...productsQueryOptions(params),
    enabled: options.enabled ?? true,
    placeholderData: options.keepPrevious ? keepPreviousData : undefined,
  });
}
