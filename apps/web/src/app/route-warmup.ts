import { LANDING_PAGES, type LandingRoute, ROUTES } from '@shop/shared';
import { matchPath } from 'react-router';
import { productQueryOptions } from '../features/catalog/api/get-product';
import { productsQueryOptions } from '../features/catalog/api/get-products';
import { filtersFromSearchParams, filtersToParams } from '../features/catalog/lib/product-filters';
import { collectionQueryOptions } from '../features/collections/api/get-collection';
import { bannersQueryOptions } from '../features/home/api/get-banners';
import i18n from '../lib/i18n';
import { queryClient } from '../lib/query-client';

/**
 * The landing pages' chunks (@shop/shared's LANDING_PAGES), by route: the same import() as the
 * router's lazy page, so the module loads once. Written out because Vite finds a chunk only by a
 * literal import(); landing-pages.test.ts checks these against the table.
 */
export const PAGE_IMPORTS = {
  [ROUTES.home]: () => import('./routes/home/home-page'),
  [ROUTES.products]: () => import('./routes/catalog/products-page'),
  [ROUTES.product]: () => import('./routes/catalog/product-page'),
  [ROUTES.collection]: () => import('./routes/collections/collection-page'),
} satisfies Record<LandingRoute, () => Promise<unknown>>;

/** The data a landing page's first screen shows, fetched into the query cache under the page's own keys. */
const PAGE_DATA: Record<
  LandingRoute,
  (params: Record<string, string | undefined>, search: URLSearchParams) => Promise<unknown>
> = {
  [ROUTES.home]: () => queryClient.prefetchQuery(bannersQueryOptions()),
  [ROUTES.products]: (_params, search) =>
    queryClient.prefetchQuery(productsQueryOptions(filtersToParams(filtersFromSearchParams(search)))),
  [ROUTES.product]: ({ productId }) =>
    productId ? queryClient.prefetchQuery(productQueryOptions(productId)) : Promise.resolve(),
  [ROUTES.collection]: ({ collectionId }) =>
    collectionId ? queryClient.prefetchQuery(collectionQueryOptions(collectionId)) : Promise.resolve(),
};

/**
 * Starts loading what a landing page needs (the pages a shopper most often lands on from outside: a
 * shared link, a search result). Without this, a first visit is a chain of round trips: the app's
 * script, then the shell's translations, then the page's chunk, then its translations, then its data,
 * then its first image. Started here, before the first render, the chunk, the translations and the
 * data load side by side. `signedIn`: staff see hidden products through the same query keys, and
 * their token is not ready yet, so a signed-in visit leaves the data to the page.
 */
export function warmUpRoute(location: Pick<Location, 'pathname' | 'search'>, signedIn: boolean): void {
  for (const { route, namespaces } of LANDING_PAGES) {
    const match = matchPath(route, location.pathname);
    if (!match) continue;
    void PAGE_IMPORTS[route]().catch(() => undefined); // a failure shows when the router loads it again
    if (namespaces.length) void i18n.loadNamespaces([...namespaces]);
    if (!signedIn) void PAGE_DATA[route](match.params, new URLSearchParams(location.search));
    return;
  }
}
