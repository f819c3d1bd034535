import {
  AVAILABILITY,
  type Availability,
  CATEGORIES,
  type Category,
  isUuid,
  type ProductSort,
  SIZES,
  type Size,
} from '@shop/shared';

/*
 * The sorts and the page size of productListQuerySchema, restated here: importing them from the
 * schemas module would put that module, and Zod with it, into the shop's first load (the dashboard
 * uses the schemas, so the bundler keeps them whole). A unit test checks both copies agree.
 */
export const PRODUCT_SORTS = [
  'newest',
  'price-asc',
  'price-desc',
  'best-selling',
] as const satisfies readonly ProductSort[];
export const PAGE_SIZE_DEFAULT = 24;

/**
 * What the listing shows, as the URL holds it (issue: a shared link shows the same page). Every
 * field has one canonical form, so the same filters always give the same URL and the same query key.
 */
export interface ProductFilters {
  q: string;
  category: Category[];
  size: Size[];
  availability: Availability[];
  collectionId: string | null;
  minPrice: number | null;
  maxPrice: number | null;
  sort: ProductSort;
  page: number;
}

export const DEFAULT_SORT: ProductSort = 'newest';

export const EMPTY_FILTERS: ProductFilters = {
  q: '',
  category: [],
  size: [],
  availability: [],
  collectionId: null,
  minPrice: null,
  maxPrice: null,
  sort: DEFAULT_SORT,
  page: 1,
};

/** The server's limits (productListQuerySchema): longer searches or bigger pages are refused there. */
const MAX_QUERY_LENGTH = 100;
const MAX_PAGE = 10_000;

/**
 * Values of a repeated parameter that belong to `allowed`, without duplicates, in the order of
 * `allowed` (so ?size=M&size=S and ?size=S&size=M are one page). A comma list is accepted too.
 */
function pick<T extends string>(params: URLSearchParams, key: string, allowed: readonly T[]): T[] {
  const given = new Set(params.getAll(key).flatMap((v) => (allowed.includes(v as T) ? [v] : v.split(','))));
  return allowed.filter((value) => given.has(value));
}

function wholeNumber(value: string | null, min: number, max = Number.MAX_SAFE_INTEGER): number | null {
  if (value === null || !/^\d{1,12}$/.test(value.trim())) return null;
  const n = Number(value);
  return n >= min && n <= max ? n : null;
}

/** URL → filters. Unknown or malformed values are dropped rather than sent to the server. */
export function filtersFromSearchParams(params: URLSearchParams): ProductFilters {
  const sort = params.get('sort');
  const collectionId = params.get('collectionId');
  let minPrice = wholeNumber(params.get('minPrice'), 0);
  let maxPrice = wholeNumber(params.get('maxPrice'), 0);
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice)
    [minPrice, maxPrice] = [maxPrice, minPrice];
  return {
    q: (params.get('q') ?? '').trim().replace(/\s+/g, ' ').slice(0, MAX_QUERY_LENGTH),
    category: pick(params, 'category', CATEGORIES),
    size: pick(params, 'size', SIZES),
    availability: pick(params, 'availability', AVAILABILITY),
    collectionId: collectionId && isUuid(collectionId) ? collectionId.toLowerCase() : null,
    minPrice: minPrice === 0 ? null : minPrice,
    maxPrice,
    sort: PRODUCT_SORTS.includes(sort as ProductSort) ? (sort as ProductSort) : DEFAULT_SORT,
    page: wholeNumber(params.get('page'), 1, MAX_PAGE) ?? 1,
  };
}

/** Filters → URL. Defaults are left out, so the plain listing is just /products. */
export function filtersToSearchParams(filters: ProductFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  for (const c of filters.category) params.append('category', c);
  for (const s of filters.size) params.append('size', s);
  for (const a of filters.availability) params.append('availability', a);
  if (filters.collectionId) params.set('collectionId', filters.collectionId);
  if (filters.minPrice !== null) params.set('minPrice', String(filters.minPrice));
  if (filters.maxPrice !== null) params.set('maxPrice', String(filters.maxPrice));
  if (filters.sort !== DEFAULT_SORT) params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/**
 * A change to the filters. Any change but a page change starts again at page 1: page 3 of one
 * selection means nothing for another.
 */
export function updateFilters(current: ProductFilters, change: Partial<ProductFilters>): ProductFilters {
  const next = { ...current, ...change };
  if (!('page' in change)) next.page = 1;
  return filtersFromSearchParams(filtersToSearchParams(next));
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
