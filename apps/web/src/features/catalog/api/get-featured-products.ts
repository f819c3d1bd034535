import type { ProductCard } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { catalogKeys } from './catalog-keys';

/** GET /product/products/featured: the products staff marked featured, newest first. */
export async function getFeaturedProducts(limit: number, signal?: AbortSignal): Promise<ProductCard[]> {
  const body = await api.get<{ products: ProductCard[] }>('/product/products/featured', {
    query: { limit },
    signal,
  });
  return body.products;
}

export const featuredProductsQueryOptions = (limit: number) =>
  queryOptions({
    queryKey: catalogKeys.featured(limit),
    queryFn: ({ signal }) => getFeaturedProducts(limit, signal),
  });

export function useFeaturedProducts(limit: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...featuredProductsQueryOptions(limit), enabled: options.enabled ?? true });
}
