import type { QueryClient } from '@tanstack/react-query';

/**
 * A collection write changes the collections and the products it names (their collection). Lists
 * nobody is looking at are dropped (the app never refetches on mount, SPEC §9), the rest refetch.
 */
export async function invalidateCollections(queryClient: QueryClient): Promise<void> {
  for (const root of ['collections', 'catalog'])
    queryClient.removeQueries({ queryKey: [root], type: 'inactive' });
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ['collections'] }),
    queryClient.invalidateQueries({ queryKey: ['catalog'] }),
  ]);
}
