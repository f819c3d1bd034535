import { usePageMeta } from './document-meta';

/**
 * Sets the tab title to "{title} · {shop}"; without a title the route's own title shows (the shop's
 * name alone where the route has none). See document-meta.ts.
 */
export function usePageTitle(title?: string): void {
  usePageMeta({ title });
}
