import type { QueryClient } from '@tanstack/react-query';

/**
 * After a staff write, drop what may now be wrong. The app's queries never refetch on mount (SPEC §9
 * defaults), so an invalidated list nobody is looking at would be shown stale next time: those are
 * removed instead, and the ones on screen refetch now. The server drops its own cached answers before
 * it replies, so the refetch sees the write.
 */
export async function refreshQueries(queryClient: QueryClient, roots: ReadonlyArray<string>): Promise<void> {
  for (const root of roots) queryClient.removeQueries({ queryKey: [root], type: 'inactive' });
  await Promise.all(roots.map((root) => queryClient.invalidateQueries({ queryKey: [root] })));
}

/**
 * What a product write can change: every catalogue list and detail, and the collections (their
 * product counts and product lists).
 */
export function invalidateCatalog(queryClient: QueryClient): Promise<void> {
  return refreshQueries(queryClient, ['catalog', 'collections']);
}
