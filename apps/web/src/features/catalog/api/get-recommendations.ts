import type { ProductCard } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { catalogKeys } from './catalog-keys';

/**
 * GET /product/recommendations/recommendations?productId=: the same collection or category
 * first, then best sellers; never the product itself.
 */
export async function getRecommendations(
  productId: string,
  limit: number,
  signal?: AbortSignal,
): Promise<ProductCard[]> {
  const body = await api.get<{ products: ProductCard[] }>('/product/recommendations/recommendations', {
    query: { productId, limit },
    signal,
  });
  return body.products;
}

export const recommendationsQueryOptions = (productId: string, limit: number) =>
  queryOptions({
    queryKey: catalogKeys.recommendations(productId, limit),
    queryFn: ({ signal }) => getRecommendations(productId, limit, signal),
  });

export function useRecommendations(productId: string, limit: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...recommendationsQueryOptions(productId, limit), enabled: options.enabled ?? true });
}
