import type { CatalogInvalidation } from '../../lib/catalog-cache.js';

/**
 * The cache tags of the catalogue: the parts of it that an order changes, so that an order
 * invalidates only the cache entries that show them (delivery/catalog-cache-tags.ts tags each entry).
 * A staff write can change anything a shopper sees and invalidates every cache entry; an order (and
 * a cancel or a return that gives stock back) changes only the stock and the sold count of its
 * products, so it invalidates:
 * - the detail of each of them, which shows every size's stock (always current, so that a shopper
 *   never picks a size that is gone) and the sold count: tag `product:<id>`;
 * - what is ordered by sales, the best-selling sort and the recommendations' best sellers: `sales`;
 * - everything, when a size's stock reaches 0 or comes back from 0: every card shows which sizes
 *   have stock, and the size filter lists only those.
 * The listings, collections and banners stay cached through a rush of orders otherwise, which keeps
 * the listing's throughput while orders are placed (bench/NOTES.md).
 */
export const SALES_TAG = 'sales';

export const productTag = (id: string) => `product:${id.toLowerCase()}`;

/** What moved the stock of some products: an order placed, canceled or returned. */
export interface StockMove {
  productIds: readonly string[];
  /** a size's stock reached 0, or came back from 0 */
  emptiedOrRefilled: boolean;
}

/** Invalidates what shoppers would otherwise see of the stock before `moves`; call after the commit. */
export function invalidateStock(invalidation: CatalogInvalidation, moves: readonly StockMove[]): void {
  if (!moves.length) return;
  if (moves.some((m) => m.emptiedOrRefilled)) invalidation.invalidate();
  else invalidation.invalidate([SALES_TAG, ...new Set(moves.flatMap((m) => m.productIds.map(productTag)))]);
}
