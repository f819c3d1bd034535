import type { ResponseCache } from '../../delivery/response-cache.js';
import { pageOfCacheKey } from '../../delivery/server-rendering.js';

/**
 * The parts of the catalogue that an order changes, as scopes of the response cache
 * (delivery/response-cache.ts). A staff write can change anything a shopper sees and drops every kept
 * answer; an order (and a cancel or a return that gives stock back) changes only the stock and the
 * sold count of its products, so it drops:
 * - the detail of each of them, which shows every size's stock (DECISIONS §10: always current) and
 *   the sold count: scope `product:<id>`;
 * - what is ordered by sales, the best-selling sort and the recommendations' best sellers: `sales`;
 * - everything, when a size's stock reaches 0 or comes back from 0: every card shows which sizes
 *   have stock, and the size filter lists only those.
 * The listings, collections and banners stay cached through a rush of orders otherwise: while
 * customers placed 39–59 orders a second, the listing went from 2,581 to 8,083 req/s when orders
 * stopped dropping it (bench/mixed.mjs; bench/NOTES.md).
 */
export const SALES = 'sales';

export const productScope = (id: string) => `product:${id.toLowerCase()}`;

/** What moved the stock of some products: an order placed, canceled or returned. */
export interface StockMove {
  productIds: readonly string[];
  /** a size's stock reached 0, or came back from 0 */
  emptiedOrRefilled: boolean;
}

/** Drops what shoppers would otherwise see of the stock before `moves`; call after the commit. */
export function stockMoved(cache: ResponseCache, moves: readonly StockMove[]): void {
  if (!moves.length) return;
  if (moves.some((m) => m.emptiedOrRefilled)) cache.invalidate();
  else cache.invalidate([SALES, ...new Set(moves.flatMap((m) => m.productIds.map(productScope)))]);
}

const decode = (part: string) => {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
};

const bySales = (query: string | undefined) =>
  query !== undefined && new URLSearchParams(query).getAll('sort').includes('best-selling');

/**
 * The scopes of a kept answer, by its key: a public API URL (`/api/product/...`), or a server-drawn
 * page (delivery/server-rendering.ts: pageCacheKey), whose state holds the answers its render fetched.
 */
export function catalogScopes(key: string): string[] {
  const page = pageOfCacheKey(key);
  const [path = '', query] = (page ?? key).split('?', 2);
  const parts = path.split('/');
  if (page !== undefined) {
    // the product page draws the product's detail (its recommendations load in the browser); the
    // listing page draws the listing its URL asks for
    if (parts[1]?.toLowerCase() === 'product' && parts[2]) return [productScope(decode(parts[2]))];
    return bySales(query) ? [SALES] : [];
  }
  if (parts[1] !== 'api' || parts[2] !== 'product') return [];
  if (parts[3] === 'recommendations') return [SALES];
  // /api/product/:id; the other one-part paths are listings
  if (parts.length === 4 && parts[3] && parts[3] !== 'sort-products') return [productScope(decode(parts[3]))];
  return bySales(query) ? [SALES] : [];
}
