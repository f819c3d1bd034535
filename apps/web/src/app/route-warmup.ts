import { ROUTES } from '@shop/shared';
import { matchPath } from 'react-router';
import { productQueryOptions } from '../features/catalog/api/get-product';
import { productsQueryOptions } from '../features/catalog/api/get-products';
import { filtersFromSearchParams, filtersToParams } from '../features/catalog/lib/product-filters';
import { collectionQueryOptions } from '../features/collections/api/get-collection';
import { bannersQueryOptions } from '../features/home/api/get-banners';
import i18n from '../lib/i18n';
import { queryClient } from '../lib/query-client';

interface Warmup {
  path: string;
  /** the page's chunk: the same import() as the router's lazy page, so the module loads once */
  page: () => Promise<unknown>;
  /** translation files the page asks for besides the shell's */
  namespaces?: string[];
  /** the data the first screen shows, fetched into the query cache under the page's own keys */
  data?: (params: Record<string, string | undefined>, search: URLSearchParams) => Promise<unknown>;
}

/**
 * The pages a shopper most often lands on from outside (a shared link, a search result). Without
 * this, a first visit is a chain of round trips: the app's script, then the shell's translations,
 * then the page's chunk, then its translations, then its data, then its first image. Started here,
 * before the first render, the chunk, the translations and the data load side by side.
 */
const WARMUPS: Warmup[] = [
  {
    path: ROUTES.home,
    page: () => import('../features/home/pages/home-page'),
    data: () => queryClient.prefetchQuery(bannersQueryOptions()),
  },
  {
    path: ROUTES.products,
    page: () => import('../features/catalog/pages/products-page'),
    namespaces: ['products'],
    data: (_params, search) =>
      queryClient.prefetchQuery(productsQueryOptions(filtersToParams(filtersFromSearchParams(search)))),
  },
  {
    path: ROUTES.product,
    page: () => import('../features/catalog/pages/product-page'),
    namespaces: ['products', 'peoplebought'],
    data: ({ productId }) =>
      productId ? queryClient.prefetchQuery(productQueryOptions(productId)) : Promise.resolve(),
  },
  {
    path: ROUTES.collection,
    page: () => import('../features/collections/pages/collection-page'),
    data: ({ collectionId }) =>
      collectionId ? queryClient.prefetchQuery(collectionQueryOptions(collectionId)) : Promise.resolve(),
  },
];

/**
 * Starts loading what the landing page needs. `signedIn`: staff see hidden products through the same
 * query keys, and their token is not ready yet, so a signed-in visit leaves the data to the page.
 */
export function warmUpRoute(location: Pick<Location, 'pathname' | 'search'>, signedIn: boolean): void {
  for (const warmup of WARMUPS) {
    const match = matchPath(warmup.path, location.pathname);
    if (!match) continue;
    void warmup.page().catch(() => undefined); // a failure shows when the router loads it again
    if (warmup.namespaces) void i18n.loadNamespaces(warmup.namespaces);
    if (warmup.data && !signedIn) void warmup.data(match.params, new URLSearchParams(location.search));
    return;
  }
}
