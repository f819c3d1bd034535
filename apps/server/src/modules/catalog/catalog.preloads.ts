import { IMAGE_SIZES, ROUTES } from '@shop/shared';
import { AppError } from '../../lib/app-error.js';
import { apiPreload, imagePreload, type Preload } from '../../lib/page-preloads.js';
import type { ResponseCache } from '../../lib/response-cache.js';
import type { BannersService } from '../banners/banners.service.js';
import type { CatalogService } from './catalog.service.js';

/** What a landing page needs first, besides the shell's translations. */
export interface PagePreloads {
  /** the page's module, as a path under the web app's src/ */
  modules: string[];
  /** the page's own translation namespaces */
  namespaces: string[];
  preloads: Preload[];
}

const PRODUCT_PATH = new RegExp(`^${ROUTES.product.replace(':productId', '([^/]+)')}/?$`);
const LISTING_PATHS = [ROUTES.products, ROUTES.collection].map(
  (route) => new RegExp(`^${route.replace(/:[A-Za-z]+/, '[^/]+')}/?$`, 'i'),
);

function unlessMissing(err: unknown): undefined {
  if (err instanceof AppError && err.code === 'NOT_FOUND') return undefined;
  throw err;
}

/**
 * The home page's banners and first banner picture; a product page's data and first picture; the
 * listing's and a collection's chunk and texts (the server draws their pictures, ssr.ts). What
 * they are is kept in the response cache, so that a catalogue write (which clears it) is seen at once
 * and a page load costs no query. Hidden or unknown products get only the translations: their page
 * shows "not found", and a staff member's token is not in a preload.
 */
export function catalogPagePreloads(deps: {
  catalog: CatalogService;
  banners: BannersService;
  cache: ResponseCache;
}): (pathname: string) => Promise<PagePreloads> {
  return async (pathname) => {
    if (pathname === ROUTES.home) {
      const first = await deps.cache.remember(
        'preload:banner',
        async () => (await deps.banners.list())[0] ?? null,
      );
      return {
        modules: ['features/home/pages/home-page.tsx'],
        namespaces: [],
        preloads: [apiPreload('/banner'), ...(first ? [imagePreload(first.image, IMAGE_SIZES.banner)] : [])],
      };
    }
    if (LISTING_PATHS.some((re) => re.test(pathname))) {
      const page = pathname.toLowerCase().startsWith(ROUTES.products)
        ? 'features/catalog/pages/products-page.tsx'
        : 'features/collections/pages/collection-page.tsx';
      return { modules: [page], namespaces: ['products'], preloads: [] };
    }
    const rawId = PRODUCT_PATH.exec(pathname)?.[1];
    if (rawId) {
      let id: string;
      try {
        id = decodeURIComponent(rawId);
      } catch {
        return { modules: [], namespaces: [], preloads: [] };
      }
      const cover = await deps.cache.remember(`preload:product:${id}`, async () => {
        const product = await deps.catalog.detail(id, false).catch(unlessMissing);
        return product ? (product.images[0] ?? product.image ?? null) : undefined;
      });
      return {
        modules: ['features/catalog/pages/product-page.tsx'],
        namespaces: ['products', 'peoplebought'],
        preloads:
          cover === undefined
            ? []
            : [
                apiPreload(`/product/${encodeURIComponent(id)}`),
                ...(cover ? [imagePreload(cover, IMAGE_SIZES.productGallery)] : []),
              ],
      };
    }
    return { modules: [], namespaces: [], preloads: [] };
  };
}
