import type { Collection } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { collectionKeys } from './collection-keys';

/** GET /collection: every collection, newest first, with its count of visible products. */
export async function getCollections(signal?: AbortSignal): Promise<Collection[]> {
  return (await api.get<{ collections: Collection[] }>('/collection', { signal })).collections;
}

export const collectionsQueryOptions = () =>
  queryOptions({ queryKey: collectionKeys.list, queryFn: ({ signal }) => getCollections(signal) });

export function useCollections(options: { enabled?: boolean } = {}) {
  return useQuery({ ...collectionsQueryOptions(), enabled: options.enabled ?? true });
}
