import { productTag, SALES_TAG } from '../modules/catalog/catalog.cache-tags.js';
import { pageOfCacheKey } from './server-rendering.js';

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
 * The tags of a cache entry (the response cache's `tagsOf`), by its key: a public API URL
 * (`/api/product/...`), or a server-rendered page (server-rendering.ts: pageCacheKey), whose state
 * holds the responses its render fetched. The tags are the catalogue's
 * (modules/catalog/catalog.cache-tags.ts).
 */
export function catalogCacheTags(key: string): string[] {
  const page = pageOfCacheKey(key);
  const [path = '', query] = (page ?? key).split('?', 2);
  const parts = path.split('/');
  if (page !== undefined) {
    // the product page renders the product's detail (its recommendations load in the browser); the
    // listing page renders the listing its URL asks for
    if (parts[1]?.toLowerCase() === 'product' && parts[2]) return [productTag(decode(parts[2]))];
    return bySales(query) ? [SALES_TAG] : [];
  }
  if (parts[1] !== 'api' || parts[2] !== 'product') return [];
  if (parts[3] === 'recommendations') return [SALES_TAG];
  // /api/product/:id; the other one-part paths are listings
  if (parts.length === 4 && parts[3] && parts[3] !== 'sort-products') return [productTag(decode(parts[3]))];
  return bySales(query) ? [SALES_TAG] : [];
}
