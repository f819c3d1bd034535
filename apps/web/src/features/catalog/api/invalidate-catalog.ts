import type { QueryClient } from '@tanstack/react-query';
import { removeInactiveThenInvalidate } from '../../../lib/remove-inactive-then-invalidate';
import { catalogKeys } from './catalog-keys';

/**
 * What a product write can change: every catalogue list and detail, and the collections (their
 * product counts and product lists).
 */
export function invalidateCatalog(queryClient: QueryClient): Promise<void> {
  return removeInactiveThenInvalidate(queryClient, [catalogKeys.all, ['collections']]);
}
