import { describe, expect, it } from 'vitest';
import { invalidateStock, productTag, SALES_TAG } from '../modules/catalog/catalog.cache-tags.js';
import { catalogCacheTags } from './catalog-cache-tags.js';
import { ResponseCache } from './response-cache.js';
import { pageCacheKey } from './server-rendering.js';

const ID = '5f0c6a4e-2b1d-4c3a-9e8f-7a6b5c4d3e2f';

describe('catalogCacheTags', () => {
  it('names the product of a detail, in the API and on its page', () => {
    expect(catalogCacheTags(`/api/product/${ID}`)).toEqual([`product:${ID}`]);
    expect(catalogCacheTags(`/api/product/${ID.toUpperCase()}`)).toEqual([`product:${ID}`]);
    expect(catalogCacheTags(pageCacheKey('vi', `/product/${ID}`))).toEqual([`product:${ID}`]);
    expect(catalogCacheTags(pageCacheKey('en', `/Product/${ID}/?ref=mail`))).toEqual([`product:${ID}`]);
  });

  it('names the sales for what is sorted by them, and nothing for the rest', () => {
    expect(catalogCacheTags('/api/product?sort=best-selling&page=2')).toEqual([SALES_TAG]);
    expect(catalogCacheTags('/api/product/sort-products?sort=best-selling')).toEqual([SALES_TAG]);
    expect(catalogCacheTags('/api/product/category/Skirt?sort=best-selling')).toEqual([SALES_TAG]);
    expect(catalogCacheTags('/api/product/recommendations/recommendations?productId=x')).toEqual([SALES_TAG]);
    expect(catalogCacheTags(pageCacheKey('en', '/products?sort=best-selling'))).toEqual([SALES_TAG]);
    for (const key of [
      '/api/product',
      '/api/product?sort=newest&size=M',
      '/api/product/sort-products?q=best-selling',
      '/api/product/products/featured?limit=8',
      '/api/product/category/Skirt',
      `/api/collections/${ID}`,
      '/api/banner',
      pageCacheKey('en', '/'),
      pageCacheKey('vi', '/products?size=S'),
      pageCacheKey('en', `/collections/${ID}`),
      `preload:product:${ID}`,
    ]) {
      expect(catalogCacheTags(key), key).toEqual([]);
    }
  });
});

describe('invalidateStock', () => {
  const stored = async (cache: ResponseCache, key: string, value: number) =>
    cache.wrap(key, async () => value);

  it("invalidates the products' details and the sales order, or everything when a size ran out or came back", async () => {
    const cache = new ResponseCache({ tagsOf: catalogCacheTags });
    const keys = [`/api/product/${ID}`, '/api/product?sort=best-selling', '/api/product', '/api/banner'];
    for (const key of keys) await stored(cache, key, 1);
    invalidateStock(cache, [{ productIds: [ID], emptiedOrRefilled: false }]);
    expect(await Promise.all(keys.map((key) => stored(cache, key, 2)))).toEqual([2, 2, 1, 1]);
    invalidateStock(cache, [
      { productIds: [], emptiedOrRefilled: false },
      { productIds: [ID], emptiedOrRefilled: true },
    ]);
    expect(await Promise.all(keys.map((key) => stored(cache, key, 3)))).toEqual([3, 3, 3, 3]);
    // nothing moved: nothing invalidated
    invalidateStock(cache, []);
    expect(await Promise.all(keys.map((key) => stored(cache, key, 4)))).toEqual([3, 3, 3, 3]);
  });

  it('tags each product apart: an order of another product leaves this one cached', async () => {
    const cache = new ResponseCache({ tagsOf: catalogCacheTags });
    await stored(cache, `/api/product/${ID}`, 1);
    invalidateStock(cache, [{ productIds: ['another'], emptiedOrRefilled: false }]);
    expect(await stored(cache, `/api/product/${ID}`, 2)).toBe(1);
    expect(productTag('ABC')).toBe('product:abc');
  });
});
