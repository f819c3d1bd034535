import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * After a write, what may now be wrong under these keys: the inactive queries (no component shows
 * them) are removed, the active ones are invalidated, so they refetch now. Invalidating alone would
 * not do: the app's queries never refetch on mount (lib/query-client.ts), so an inactive cached page
 * would show its stale data the next time it is mounted. The server drops its own cached responses
 * before it replies to the write, so the refetch sees it.
 */
export async function removeInactiveThenInvalidate(
  queryClient: QueryClient,
  queryKeys: ReadonlyArray<QueryKey>,
): Promise<void> {
  for (const queryKey of queryKeys) queryClient.removeQueries({ queryKey, type: 'inactive' });
  await Promise.all(queryKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
