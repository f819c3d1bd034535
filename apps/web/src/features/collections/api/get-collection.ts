import { type Collection, type ProductCard, QUERY_DEFAULTS } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { collectionKeys } from './collection-keys';

export type CollectionDetail = Collection & { products: ProductCard[] };

/** GET /collection/{id}: the collection and its visible products, newest first. */
export function getCollection(id: string, signal?: AbortSignal): Promise<CollectionDetail> {
  return api.get<CollectionDetail>(`/collection/${encodeURIComponent(id)}`, { signal });
}

export const collectionQueryOptions = (id: string) =>
  queryOptions({
    queryKey: collectionKeys.collection(id),
    queryFn: ({ signal }) => getCollection(id, signal),
    // an unknown collection is a 404, and will be again: no back-off before saying so
    retry: (count, error) =>
      !(isApiError(error) && error.status >= 400 && error.status < 500) && count < QUERY_DEFAULTS.retries,
  });

export function useCollection(id: string) {
  return useQuery(collectionQueryOptions(id));
}
