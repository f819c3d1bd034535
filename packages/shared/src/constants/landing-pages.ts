import type { I18nNamespace } from './languages.js';
import { ROUTES } from './routes.js';

/**
 * The pages a shopper lands on from outside (a shared link, a search result): the server renders them
 * (apps/server/src/delivery/server-rendering.ts), preloads their chunk and translations in index.html
 * (modules/catalog/catalog.preloads.ts), and the web app starts loading both before its first render
 * (apps/web/src/app/route-warmup.ts). One table, so that the three cannot disagree.
 *
 * Kept free of Zod and of anything heavy: the web app's entry chunk imports it (README: 150 KB budget).
 */
export interface LandingPage {
  /** the route, as React Router matches it */
  route: string;
  /** the page's module, as a path under the web app's src/ (the key of Vite's manifest less `src/`) */
  module: string;
  /**
   * The translation namespaces the page asks for besides the shell's (SHELL_NAMESPACES): those of
   * the page and of the components it renders, less those behind a Suspense boundary of their own
   * (the product page's purchase panel). apps/web/src/app/landing-pages.test.ts reads the page's
   * useTranslation calls against this.
   */
  namespaces: readonly I18nNamespace[];
}

export const LANDING_PAGES = [
  { route: ROUTES.home, module: 'app/routes/home/home-page.tsx', namespaces: [] },
  { route: ROUTES.products, module: 'app/routes/catalog/products-page.tsx', namespaces: ['products'] },
  {
    route: ROUTES.product,
    module: 'app/routes/catalog/product-page.tsx',
    namespaces: ['products', 'peoplebought'],
  },
  {
    route: ROUTES.collection,
    module: 'app/routes/collections/collection-page.tsx',
    namespaces: ['products'],
  },
] as const satisfies readonly LandingPage[];

export type LandingRoute = (typeof LANDING_PAGES)[number]['route'];

/** A route's path as a pattern: its parameters captured, any case, a trailing slash allowed (as React Router). */
const patternOf = (route: string) =>
  new RegExp(`^${route.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '([^/]+)')}/?$`, 'i');

/** Built on first use, not at import: the web app's entry chunk carries only the table. */
let matchers: Array<{ page: (typeof LANDING_PAGES)[number]; pattern: RegExp; names: string[] }> | undefined;

/**
 * The landing page at `pathname` (no query) with its route's parameters, still URL-encoded as in the
 * path; undefined for any other page.
 */
export function landingPageOf(
  pathname: string,
): { page: (typeof LANDING_PAGES)[number]; params: Record<string, string> } | undefined {
  matchers ??= LANDING_PAGES.map((page) => ({
    page,
    pattern: patternOf(page.route),
    names: [...page.route.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]!),
  }));
  for (const { page, pattern, names } of matchers) {
    const match = pattern.exec(pathname);
    if (match) return { page, params: Object.fromEntries(names.map((name, i) => [name, match[i + 1]!])) };
  }
  return undefined;
}
