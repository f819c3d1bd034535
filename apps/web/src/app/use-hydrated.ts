import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while the server renders a page and while the browser takes that page over (hydration),
 * true afterwards and in a page the browser renders itself. What depends on the browser alone (a
 * stored session) waits for true, so that the browser's first render is the server's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
