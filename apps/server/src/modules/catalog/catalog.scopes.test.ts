import { describe, expect, it } from 'vitest';
import { ResponseCache } from '../../delivery/response-cache.js';
import { pageCacheKey } from '../../delivery/server-rendering.js';
import { catalogScopes, productScope, SALES, stockMoved } from './catalog.scopes.js';

const ID = '5f0c6a4e-2b1d-4c3a-9e8f-7a6b5c4d3e2f';

describe('catalogScopes', () => {
  it('names the product of a detail, in the API and on its page', () => {
    expect(catalogScopes(`/api/product/${ID}`)).toEqual([`product:${ID}`]);
    expect(catalogScopes(`/api/product/${ID.toUpperCase()}`)).toEqual([`product:${ID}`]);
    expect(catalogScopes(pageCacheKey('vi', `/product/${ID}`))).toEqual([`product:${ID}`]);
    expect(catalogScopes(pageCacheKey('en', `/Product/${ID}/?ref=mail`))).toEqual([`product:${ID}`]);
  });

  it('names the sales for what is sorted by them, and nothing for the rest', () => {
    expect(catalogScopes('/api/product?sort=best-selling&page=2')).toEqual([SALES]);
    expect(catalogScopes('/api/product/sort-products?sort=best-selling')).toEqual([SALES]);
    expect(catalogScopes('/api/product/category/Skirt?sort=best-selling')).toEqual([SALES]);
    expect(catalogScopes('/api/product/recommendations/recommendations?productId=x')).toEqual([SALES]);
    expect(catalogScopes(pageCacheKey('en', '/products?sort=best-selling'))).toEqual([SALES]);
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
      expect(catalogScopes(key), key).toEqual([]);
    }
  });
});

describe('stockMoved', () => {
  const kept = async (cache: ResponseCache, key: string, value: number) =>
    cache.remember(key, async () => value);

  it("drops the products' details and the sales order, or everything when a size ran out or came back", async () => {
    const cache = new ResponseCache({ scopesOf: catalogScopes });
    const keys = [`/api/product/${ID}`, '/api/product?sort=best-selling', '/api/product', '/api/banner'];
    for (const key of keys) await kept(cache, key, 1);
    stockMoved(cache, [{ productIds: [ID], emptiedOrRefilled: false }]);
    expect(await Promise.all(keys.map((key) => kept(cache, key, 2)))).toEqual([2, 2, 1, 1]);
    stockMoved(cache, [
      { productIds: [], emptiedOrRefilled: false },
      { productIds: [ID], emptiedOrRefilled: true },
    ]);
    expect(await Promise.all(keys.map((key) => kept(cache, key, 3)))).toEqual([3, 3, 3, 3]);
    // nothing moved: nothing dropped
    stockMoved(cache, []);
    expect(await Promise.all(keys.map((key) => kept(cache, key, 4)))).toEqual([3, 3, 3, 3]);
  });

  it('keeps a scope per product: an order of another product leaves this one kept', async () => {
    const cache = new ResponseCache({ scopesOf: catalogScopes });
    await kept(cache, `/api/product/${ID}`, 1);
    stockMoved(cache, [{ productIds: ['another'], emptiedOrRefilled: false }]);
    expect(await kept(cache, `/api/product/${ID}`, 2)).toBe(1);
    expect(productScope('ABC')).toBe('product:abc');
  });
});
