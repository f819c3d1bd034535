/**
 * The path a route guard kept in `location.state.from` (visitors are sent to /login and come back
 * after logging in), as pathname + search + hash; undefined when none.
 */
export function returnPathOf(state: unknown): string | undefined {
  const from = (state as { from?: { pathname?: unknown; search?: unknown; hash?: unknown } } | null)?.from;
  if (!from || typeof from.pathname !== 'string' || !from.pathname.startsWith('/')) return undefined;
  if (from.pathname.startsWith('//')) return undefined; // never another origin
  const search = typeof from.search === 'string' ? from.search : '';
  const hash = typeof from.hash === 'string' ? from.hash : '';
  return `${from.pathname}${search}${hash}`;
}
