import type { QueryClient } from '@tanstack/react-query';
import { removeInactiveThenInvalidate } from '../../../lib/remove-inactive-then-invalidate';
import { collectionKeys } from './collection-keys';

/** A collection write changes the collections and the products it names (their collection). */
export function invalidateCollections(queryClient: QueryClient): Promise<void> {
  return removeInactiveThenInvalidate(queryClient, [collectionKeys.all, ['catalog']]);
}
