import { describe, expect, it } from 'vitest';
import { LANDING_PAGES, landingPageOf } from './landing-pages.js';
import { ROUTES } from './routes.js';

describe('landing pages', () => {
  it('has each route once', () => {
    const routes = LANDING_PAGES.map((p) => p.route);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('finds the page of a path as React Router matches it: any case, a trailing slash allowed', () => {
    expect(landingPageOf('/')?.page.route).toBe(ROUTES.home);
    expect(landingPageOf('/products')?.page.route).toBe(ROUTES.products);
    expect(landingPageOf('/PRODUCTS/')?.page.route).toBe(ROUTES.products);
    expect(landingPageOf('/collection/c1')).toEqual({
      page: LANDING_PAGES.find((p) => p.route === ROUTES.collection),
      params: { collectionId: 'c1' },
    });
  });

  it('gives the parameters as they are in the path, still encoded', () => {
    expect(landingPageOf('/product/a%20b')?.params).toEqual({ productId: 'a%20b' });
  });

  it('finds no page for any other path', () => {
    for (const path of ['/cart', '/product', '/product/a/b', '/products/x', '/Collection/'])
      expect(landingPageOf(path), path).toBeUndefined();
  });
});
