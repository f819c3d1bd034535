import { PAGE_SIZE_DEFAULT as SCHEMA_PAGE_SIZE, PRODUCT_SORTS as SCHEMA_SORTS } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  EMPTY_FILTERS,
  filtersFromSearchParams,
  filtersToParams,
  filtersToSearchParams,
  PAGE_SIZE_DEFAULT,
  PRODUCT_SORTS,
  paramsToQueryString,
  sortChoices,
  toggleValue,
  updateFilters,
} from './product-filters';

const parse = (qs: string) => filtersFromSearchParams(new URLSearchParams(qs));
const COLLECTION = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';

describe('listing filters in the URL', () => {
  it('know the sorts and page size the API schema knows', () => {
    expect(PRODUCT_SORTS).toEqual(SCHEMA_SORTS);
    expect(PAGE_SIZE_DEFAULT).toBe(SCHEMA_PAGE_SIZE);
  });

  it('reads the plain listing as no filter, newest first, page 1', () => {
    expect(parse('')).toEqual(EMPTY_FILTERS);
    expect(filtersToSearchParams(EMPTY_FILTERS).toString()).toBe('');
  });

  it('round-trips every filter: URL → filters → the same URL', () => {
    const qs =
      'q=ao+so+mi&category=Camisole&category=SALE+OFF+UP+TO+70%25&size=S&size=FREESIZE+%3C+55KG' +
      `&availability=PRE-ORDER&collectionId=${COLLECTION}&minPrice=200000&maxPrice=500000&sort=price-asc&page=3`;
    const filters = parse(qs);
    expect(filters).toEqual({
      q: 'ao so mi',
      category: ['Camisole', 'SALE OFF UP TO 70%'],
      size: ['S', 'FREESIZE < 55KG'],
      availability: ['PRE-ORDER'],
      collectionId: COLLECTION,
      minPrice: 200_000,
      maxPrice: 500_000,
      sort: 'price-asc',
      page: 3,
    });
    expect(filtersToSearchParams(filters).toString()).toBe(qs);
    expect(parse(filtersToSearchParams(filters).toString())).toEqual(filters);
  });

  it('gives one URL for one selection, whatever order the values came in', () => {
    const a = filtersToSearchParams(parse('size=M&size=XS&category=Skirt&category=Camisole')).toString();
    const b = filtersToSearchParams(
      parse('category=Camisole&size=XS&category=Skirt&size=M&size=M'),
    ).toString();
    expect(a).toBe(b);
    expect(a).toBe('category=Camisole&category=Skirt&size=XS&size=M');
  });

  it('accepts comma lists, as a hand-typed link might have them', () => {
    expect(parse('size=S,M').size).toEqual(['S', 'M']);
  });

  it('drops what the server would reject: unknown values, bad numbers, a non-UUID collection', () => {
    const filters = parse(
      'category=Hats&size=XXL&availability=MAYBE&sort=cheapest&page=0&minPrice=-5&maxPrice=1e9&collectionId=abc',
    );
    expect(filters).toEqual(EMPTY_FILTERS);
    expect(parse('page=abc').page).toBe(1);
    expect(parse(`q=${'a'.repeat(150)}`).q).toHaveLength(100);
  });

  it('swaps a price range given the wrong way round', () => {
    expect(parse('minPrice=500000&maxPrice=100000')).toMatchObject({ minPrice: 100_000, maxPrice: 500_000 });
  });

  it('collapses the spaces of a search', () => {
    expect(parse('q=%20%20%C3%A1o%20%20s%C6%A1%20mi%20').q).toBe('áo sơ mi');
  });

  it('starts again at page 1 when anything but the page changes', () => {
    const onPage3 = { ...EMPTY_FILTERS, page: 3 };
    expect(updateFilters(onPage3, { sort: 'price-desc' }).page).toBe(1);
    expect(updateFilters(onPage3, { size: ['M'] }).page).toBe(1);
    expect(updateFilters(onPage3, { page: 4 }).page).toBe(4);
  });

  it('sorts a new search by relevance unless the shopper chose a sort', () => {
    const searching = updateFilters(EMPTY_FILTERS, { q: 'ao so mi' });
    expect(searching.sort).toBe('relevance');
    expect(filtersToSearchParams(searching).toString()).toBe('q=ao+so+mi');
    expect(updateFilters(searching, { q: 'vay' }).sort).toBe('relevance');
    expect(updateFilters(searching, { q: '' }).sort).toBe('newest');
    // a chosen sort stays through a new search, and is written in the URL
    const byPrice = updateFilters(EMPTY_FILTERS, { sort: 'price-asc' });
    expect(updateFilters(byPrice, { q: 'ao' }).sort).toBe('price-asc');
    const newest = updateFilters(searching, { sort: 'newest' });
    expect(filtersToSearchParams(newest).toString()).toBe('q=ao+so+mi&sort=newest');
    expect(updateFilters(newest, { q: 'vay' }).sort).toBe('newest');
    // clearing everything but the sort: relevance without a search is the newest first
    expect(updateFilters(searching, { ...EMPTY_FILTERS, sort: searching.sort })).toEqual(EMPTY_FILTERS);
  });

  it('offers the relevance sort only while searching', () => {
    expect(sortChoices('ao')).toEqual(PRODUCT_SORTS);
    expect(sortChoices('')).toEqual(PRODUCT_SORTS.filter((sort) => sort !== 'relevance'));
  });

  it('toggles a value in and out, keeping the canonical order', () => {
    const order = ['XS', 'S', 'M'] as const;
    expect(toggleValue(['M'], 'XS', order)).toEqual(['XS', 'M']);
    expect(toggleValue(['XS', 'M'], 'XS', order)).toEqual(['M']);
  });

  it('counts the refinements (not the search or the sort) for the phone filter button', () => {
    expect(activeFilterCount(parse('q=ao&sort=price-asc'))).toBe(0);
    expect(
      activeFilterCount(
        parse(`size=S&size=M&category=Skirt&minPrice=1&maxPrice=2&collectionId=${COLLECTION}`),
      ),
    ).toBe(5);
  });

  it('builds the API query: arrays as repeated keys, defaults kept explicit, empty filters left out', () => {
    const params = filtersToParams(parse('category=Camisole&category=Skirt&q=lua&page=2'));
    expect(params).toEqual({
      sort: 'relevance',
      page: 2,
      pageSize: 24,
      q: 'lua',
      category: ['Camisole', 'Skirt'],
    });
    expect(paramsToQueryString(params)).toBe(
      'sort=relevance&page=2&pageSize=24&q=lua&category=Camisole&category=Skirt',
    );
  });
});
