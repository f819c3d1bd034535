import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES, ROUTES } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { ROUTE_META_KEYS, routeMetaKey } from './route-meta';

const common = (lng: string) =>
  JSON.parse(readFileSync(join(__dirname, `../../public/locales/${lng}/common.json`), 'utf8'));

describe('route meta', () => {
  it('names every route', () => {
    expect(Object.keys(ROUTE_META_KEYS).sort()).toEqual(Object.values(ROUTES).sort());
  });

  it('finds the key of a concrete path', () => {
    expect(routeMetaKey('/')).toBe('home');
    expect(routeMetaKey('/product/6f1c')).toBe('product');
    expect(routeMetaKey('/Collection/6f1c')).toBe('collection');
    expect(routeMetaKey('/preOrder-policy')).toBe('preOrderPolicy');
    expect(routeMetaKey('/reset-password/abc')).toBe('resetPassword');
    expect(routeMetaKey('/about-us/')).toBe('aboutUs');
    expect(routeMetaKey('/no-such-page')).toBeUndefined();
  });

  it('has a title and a description of at most 160 characters for every route, in every language', () => {
    for (const { code } of LANGUAGES) {
      const meta = common(code).meta;
      for (const key of Object.values(ROUTE_META_KEYS)) {
        expect(meta[key]?.title, `${code} ${key}`).toBeTruthy();
        expect(meta[key]?.description, `${code} ${key}`).toBeTruthy();
        expect(meta[key].description.length, `${code} ${key}`).toBeLessThanOrEqual(160);
      }
    }
  });
});
