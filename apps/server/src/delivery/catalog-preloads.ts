import { IMAGE_SIZES, landingPageOf, ROUTES } from '@shop/shared';
import { AppError } from '../lib/app-error.js';
import type { CatalogCache } from '../lib/catalog-cache.js';
import type { BannersService } from '../modules/banners/banners.service.js';
import type { CatalogService } from '../modules/catalog/catalog.service.js';
import { apiPreload, imagePreload, type Preload } from './page-preloads.js';

/** What a landing page needs first, besides the shell's translations. */
export interface PagePreloads {
  /** the page's module, as a path under the web app's src/ */
  modules: string[];
  /** the page's own translation namespaces */
  namespaces: string[];
  preloads: Preload[];
}

function unlessMissing(err: unknown): undefined {
  if (err instanceof AppError && err.code === 'NOT_FOUND') return undefined;
  throw err;
}

/**
 * The home page's banners and first banner picture; a product page's data and first picture; the
 * listing's and a collection's chunk and texts (the server renders their pictures,
 * server-rendering.ts). What they are is kept in the response cache, so that a catalogue write (which
 * invalidates it) is seen at once and a page load costs no query. Hidden or unknown products get
 * only the translations: their page shows "not found", and a staff member's token is not in a preload.
 */
export function catalogPagePreloads(deps: {
  catalog: CatalogService;
  banners: BannersService;
  cache: CatalogCache;
}): (pathname: string) => Promise<PagePreloads> {
  return async (pathname) => {
    const landing = landingPageOf(pathname);
    if (!landing) return { modules: [], namespaces: [], preloads: [] };
    // which chunk and translations: @shop/shared's LANDING_PAGES, the table the web app warms up from
    const { page, params } = landing;
    const needs = { modules: [page.module], namespaces: [...page.namespaces] };
    if (page.route === ROUTES.home) {
      const first = await deps.cache.wrap(
        'preload:banner',
        async () => (await deps.banners.list())[0] ?? null,
      );
      return {
        ...needs,
        preloads: [apiPreload('/banner'), ...(first ? [imagePreload(first.image, IMAGE_SIZES.banner)] : [])],
      };
    }
    if (page.route !== ROUTES.product || !params.productId) return { ...needs, preloads: [] };
    let id: string;
    try {
      id = decodeURIComponent(params.productId);
    } catch {
      return { modules: [], namespaces: [], preloads: [] };
    }
    const cover = await deps.cache.wrap(`preload:product:${id}`, async () => {
      const product = await deps.catalog.detail(id, false).catch(unlessMissing);
      return product ? (product.images[0] ?? product.image ?? null) : undefined;
    });
    return {
      ...needs,
      preloads:
        cover === undefined
          ? []
          : [
              apiPreload(`/product/${encodeURIComponent(id)}`),
              ...(cover ? [imagePreload(cover, IMAGE_SIZES.productGallery)] : []),
            ],
    };
  };
}
