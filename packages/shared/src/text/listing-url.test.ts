import { describe, expect, it } from 'vitest';
import { PRODUCT_SORTS } from '../schemas/catalog.js';
import { canonicalListingQuery, filtersFromSearchParams, LISTING_SORTS } from './listing-url.js';

describe("the listing's URL", () => {
  it('knows the sorts the API schema knows', () => {
    expect(LISTING_SORTS).toEqual(PRODUCT_SORTS);
  });

  it('gives one query string for one listing: parameters it does not read dropped, order fixed', () => {
    const canonical = 'category=Skirt&size=S&size=M&sort=price-asc';
    for (const search of [
      'size=M&size=S&category=Skirt&sort=price-asc',
      'utm_source=mail&sort=price-asc&size=S,M&category=Skirt&page=1&zzz=1',
      'sort=price-asc&category=Skirt&category=Nope&size=M&size=S&size=M&minPrice=abc',
    ]) {
      expect(canonicalListingQuery(search), search).toBe(canonical);
    }
    expect(canonicalListingQuery('utm_source=x&fbclid=y')).toBe('');
  });

  it('sorts a search by relevance unless a sort is chosen, and writes only a chosen one', () => {
    const read = (search: string) => filtersFromSearchParams(new URLSearchParams(search)).sort;
    expect(read('q=ao')).toBe('relevance');
    expect(read('')).toBe('newest');
    // relevance means nothing without a search
    expect(read('sort=relevance')).toBe('newest');
    expect(read('q=ao&sort=newest')).toBe('newest');
    expect(canonicalListingQuery('q=ao&sort=relevance')).toBe('q=ao');
    expect(canonicalListingQuery('q=ao&sort=newest')).toBe('q=ao&sort=newest');
    expect(canonicalListingQuery('sort=relevance')).toBe('');
    expect(canonicalListingQuery('sort=newest')).toBe('');
    expect(canonicalListingQuery('q=ao&sort=price-asc')).toBe('q=ao&sort=price-asc');
  });

  it('reads from the canonical form exactly what it reads from the original', () => {
    for (const search of [
      'q=%C3%A1o++l%E1%BB%A5a+&page=3&maxPrice=100000&minPrice=500000',
      'collectionId=3F2504E0-4F89-41D3-9A0C-0305E82C3301&availability=PRE-ORDER&sort=best-selling',
      'q=<script>&page=99999999&sort=newest',
      'q=ao&sort=relevance',
      'sort=relevance&category=Skirt',
    ]) {
      const original = filtersFromSearchParams(new URLSearchParams(search));
      const canonical = canonicalListingQuery(search);
      expect(filtersFromSearchParams(new URLSearchParams(canonical)), search).toEqual(original);
      expect(canonicalListingQuery(canonical)).toBe(canonical);
    }
  });
});
