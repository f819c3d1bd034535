import {
  type Availability,
  type Category,
  DEFAULT_SORT,
  defaultSort,
  EMPTY_FILTERS,
  filtersFromSearchParams,
  filtersToSearchParams,
  LISTING_SORTS,
  type ProductFilters,
  type ProductSort,
  type Size,
} from '@shop/shared';

/*
 * What the listing's URL holds and how it is read and written live in @shop/shared
 * (text/listing-url.ts): the server keeps a server-rendered listing under the same canonical URL.
 */
export {
  DEFAULT_SORT,
  defaultSort,
  EMPTY_FILTERS,
  filtersFromSearchParams,
  filtersToSearchParams,
  LISTING_SORTS as PRODUCT_SORTS,
  type ProductFilters,
};

/** productListQuerySchema's page size, restated for the reason given in listing-url.ts (tested). */
export const PAGE_SIZE_DEFAULT = 24;

/**
 * A change to the filters. Any change but a page change starts again at page 1: page 3 of one
 * selection means nothing for another. A new search keeps a sort the shopper chose; a sort they did
 * not choose becomes the new search's own (relevance while searching, else newest).
 */
export function updateFilters(current: ProductFilters, change: Partial<ProductFilters>): ProductFilters {
  const next = { ...current, ...change };
  if (!('page' in change)) next.page = 1;
  if ('q' in change && !('sort' in change) && current.sort === defaultSort(current.q)) {
    next.sort = defaultSort(next.q);
  }
  return filtersFromSearchParams(filtersToSearchParams(next));
}

/** The sorts the sort box offers: relevance only while searching, where it is the default. */
export function sortChoices(q: string): readonly ProductSort[] {
  return q ? LISTING_SORTS : LISTING_SORTS.filter((sort) => sort !== 'relevance');
}

/** Adds the value when absent, removes it when present; keeps the canonical order. */
export function toggleValue<T extends string>(values: readonly T[], value: T, order: readonly T[]): T[] {
  const set = new Set(values);
  if (set.has(value)) set.delete(value);
  else set.add(value);
  return order.filter((v) => set.has(v));
}

/** How many refinements are on (the phone's "Filters (3)" button); search and sort do not count. */
export function activeFilterCount(filters: ProductFilters): number {
  return (
    filters.category.length +
    filters.size.length +
    filters.availability.length +
    (filters.collectionId ? 1 : 0) +
    (filters.minPrice !== null || filters.maxPrice !== null ? 1 : 0)
  );
}

/** The listing's API parameters (GET /product), in a stable shape for the query key. */
export interface ProductListParams {
  q?: string;
  category?: Category[];
  size?: Size[];
  availability?: Availability[];
  collectionId?: string;
  minPrice?: number;
  maxPrice?: number;
  featured?: boolean;
  sort?: ProductSort;
  page?: number;
  pageSize?: number;
  /** staff listing only: the pieces shoppers see (true) or only hidden ones (false) */
  visible?: boolean;
}

export function filtersToParams(filters: ProductFilters, pageSize = PAGE_SIZE_DEFAULT): ProductListParams {
  const params: ProductListParams = { sort: filters.sort, page: filters.page, pageSize };
  if (filters.q) params.q = filters.q;
  if (filters.category.length) params.category = filters.category;
  if (filters.size.length) params.size = filters.size;
  if (filters.availability.length) params.availability = filters.availability;
  if (filters.collectionId) params.collectionId = filters.collectionId;
  if (filters.minPrice !== null) params.minPrice = filters.minPrice;
  if (filters.maxPrice !== null) params.maxPrice = filters.maxPrice;
  return params;
}

/** The query string the API reads: arrays as repeated keys (Fastify parses them into arrays). */
export function paramsToQueryString(params: ProductListParams): string {
  const qs = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const v of value) qs.append(key, v);
    else qs.set(key, String(value));
  }
  return qs.toString();
}

/** Preset price ranges of the filter panel, in dong ([min, max], null = open). */
export const PRICE_RANGES: ReadonlyArray<readonly [number | null, number | null]> = [
  [null, 300_000],
  [300_000, 500_000],
  [500_000, 800_000],
  [800_000, null],
];
