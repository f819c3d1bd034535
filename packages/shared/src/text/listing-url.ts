import {
  AVAILABILITY,
  type Availability,
  CATEGORIES,
  type Category,
  SIZES,
  type Size,
} from '../constants/catalog.js';
import type { ProductSort } from '../schemas/catalog.js';
import { isUuid } from './token.js';

/*
 * The listing's filters as its URL holds them (/products?…), read the same way by the web app's
 * listing page and by the server, which renders a listing and keeps it under this form of its URL
 * (a query parameter the page does not read must not make a page of its own: each new URL would cost a
 * server render).
 *
 * The parameters the page reads: q, category, size, availability, collectionId, minPrice, maxPrice,
 * sort, page. The other server-rendered pages (home, a product, a collection) read none.
 *
 * The sorts of productListQuerySchema are restated here: importing them from the schemas module would
 * put that module, and Zod with it, into the shop's first load (the dashboard uses the schemas, so the
 * bundler keeps them whole). A unit test checks both copies agree.
 */
export const LISTING_SORTS = [
  'relevance',
  'newest',
  'price-asc',
  'price-desc',
  'best-selling',
] as const satisfies readonly ProductSort[];

/**
 * What the listing shows, as the URL holds it (a shared link shows the same page). Every field has
 * one canonical form, so the same filters always give the same URL and the same query key.
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

/** The sort of the listing without a search. */
export const DEFAULT_SORT: ProductSort = 'newest';

/**
 * The sort a listing has when its URL names none: by relevance while searching, else the newest first
 * (a search reads best by relevance). Only a sort the shopper chose is written in the URL.
 */
export function defaultSort(q: string): ProductSort {
  return q ? 'relevance' : DEFAULT_SORT;
}

/** The sort the listing shows: relevance means nothing without a search, and is the newest first then. */
function shownSort(q: string, sort: ProductSort): ProductSort {
  return sort === 'relevance' && !q ? DEFAULT_SORT : sort;
}

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

/** URL → filters. Unknown parameters, and unknown or malformed values, are dropped. */
export function filtersFromSearchParams(params: URLSearchParams): ProductFilters {
  const sort = params.get('sort');
  const collectionId = params.get('collectionId');
  let minPrice = wholeNumber(params.get('minPrice'), 0);
  let maxPrice = wholeNumber(params.get('maxPrice'), 0);
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice)
    [minPrice, maxPrice] = [maxPrice, minPrice];
  const q = (params.get('q') ?? '').trim().replace(/\s+/g, ' ').slice(0, MAX_QUERY_LENGTH);
  return {
    q,
    category: pick(params, 'category', CATEGORIES),
    size: pick(params, 'size', SIZES),
    availability: pick(params, 'availability', AVAILABILITY),
    collectionId: collectionId && isUuid(collectionId) ? collectionId.toLowerCase() : null,
    minPrice: minPrice === 0 ? null : minPrice,
    maxPrice,
    sort: LISTING_SORTS.includes(sort as ProductSort) ? shownSort(q, sort as ProductSort) : defaultSort(q),
    page: wholeNumber(params.get('page'), 1, MAX_PAGE) ?? 1,
  };
}

/** Filters → URL, in a fixed order. Defaults are left out, so the plain listing is just /products. */
export function filtersToSearchParams(filters: ProductFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  for (const c of filters.category) params.append('category', c);
  for (const s of filters.size) params.append('size', s);
  for (const a of filters.availability) params.append('availability', a);
  if (filters.collectionId) params.set('collectionId', filters.collectionId);
  if (filters.minPrice !== null) params.set('minPrice', String(filters.minPrice));
  if (filters.maxPrice !== null) params.set('maxPrice', String(filters.maxPrice));
  const sort = shownSort(filters.q, filters.sort);
  if (sort !== defaultSort(filters.q)) params.set('sort', sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/**
 * A listing's query string (without `?`) in its one canonical form: the page reads from it exactly
 * what it reads from the original, and two URLs that show the same listing give the same string.
 */
export function canonicalListingQuery(search: string): string {
  return filtersToSearchParams(filtersFromSearchParams(new URLSearchParams(search))).toString();
}
