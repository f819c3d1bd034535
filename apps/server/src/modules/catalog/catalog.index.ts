import type { ProductCard, Size } from '@shop/shared';
import { effectiveUnitPrice } from '@shop/shared';
import { asc, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { products } from '../../db/schema/index.js';
import { toCard } from './catalog.mapper.js';
import { cardColumns, type ListQuery } from './catalog.repository.js';
import {
  byRelevance,
  bySort,
  relevance,
  type SearchDocument,
  type SearchWord,
  searchDocument,
  searchWords,
} from './catalog.search.js';

/** Above this many visible products the index is not built, and listings are read from the database. */
export const INDEX_MAX_PRODUCTS = 20_000;

interface Entry {
  card: ProductCard;
  /** the card's JSON, made once: a listing's response is put together from these */
  json: Buffer;
  searchText: string;
  /** the product as the search rule reads it, made at its first search (no cost to a listing without one) */
  search?: SearchDocument;
  /** what a shopper pays for one (the shared pricing rule) */
  effective: number;
  collectionId: string | null;
  /** position in the newest-first order (created_at desc, id asc), as PostgreSQL sorted it */
  rank: number;
}

export interface IndexPage {
  cards: ProductCard[];
  /** each card's JSON */
  json: Buffer[];
  total: number;
}

/**
 * The visible catalogue's cards in memory, for the shopper's listings that are not sorted by sales:
 * a listing the response cache does not hold (a new filter, a price range typed by hand) is then
 * filtered and paged here, with no query, instead of costing a statement that counts every match:
 * that statement is most of a cache miss's time (bench/NOTES.md).
 *
 * It is built from one statement and kept in the response cache (`CatalogCache.wrap`) like any
 * response: invalidated by every staff write and by an order that empties a size or refills one, which are
 * all that change a card, a filter's matches or an order other than by sales. The best-selling sort
 * changes with every order, so it stays a query (CatalogRepository.list), as do the staff's lists,
 * which show hidden products, stock totals and sold counts.
 *
 * The filters mean what CatalogRepository.list's SQL means, and the orders are PostgreSQL's own:
 * the rows come newest first (ties by id) and each keeps its rank, which breaks the price sorts'
 * ties; catalog.index.test.ts compares the two over many queries. A search's matches and relevance
 * are catalog.search.ts's rule, which the database path applies too.
 */
export class CatalogIndex {
  private readonly byPriceAsc: Entry[];
  private readonly byPriceDesc: Entry[];

  /** byPriceAsc's effective prices, for the binary searches of a price range */
  private readonly ascPrices: Float64Array;

  private constructor(private readonly newest: Entry[]) {
    this.byPriceAsc = newest.toSorted(bySort['price-asc']);
    this.byPriceDesc = newest.toSorted(bySort['price-desc']);
    this.ascPrices = Float64Array.from(this.byPriceAsc, (e) => e.effective);
  }

  /** Reads the visible catalogue; null when it holds more than INDEX_MAX_PRODUCTS products. */
  static async load(db: DbOrTx): Promise<CatalogIndex | null> {
    const rows = await db
      .select({ ...cardColumns, searchText: products.searchText })
      .from(products)
      .where(eq(products.visible, true))
      .orderBy(desc(products.createdAt), asc(products.id))
      .limit(INDEX_MAX_PRODUCTS + 1);
    if (rows.length > INDEX_MAX_PRODUCTS) return null;
    return new CatalogIndex(
      rows.map((row, rank) => {
        const card = toCard({ ...row, total: 0 });
        return {
          card,
          json: Buffer.from(JSON.stringify(card)),
          searchText: row.searchText,
          effective: effectiveUnitPrice(row),
          collectionId: row.collectionId,
          rank,
        };
      }),
    );
  }

  /** Whether this index covers `q`: the best-selling sort changes with every order, and is not covered. */
  static covers(q: ListQuery): boolean {
    return q.sort !== 'best-selling';
  }

  /** The page `q` asks for, and how many products match it. */
  page(q: ListQuery): IndexPage {
    const words = searchWords(q.q);
    const others = otherFilters(q);
    if (!words) return others ? this.scannedPage(q, others) : this.priceRangePage(q);
    if (q.sort === 'relevance') return this.relevancePage(q, words, others);
    // a sort the shopper chose: the search only filters
    return this.scannedPage(q, (e) => (!others || others(e)) && relevance(words, documentOf(e)) > 0);
  }

  /**
   * A search's page by relevance (catalog.search.ts): every match is scored, then sorted; a search
   * costs a scan of the catalogue whatever it asks, as a filter on the text would.
   */
  private relevancePage(q: ListQuery, words: SearchWord[], others: ((e: Entry) => boolean) | undefined) {
    const { min, max } = priceRange(q);
    const matches: { entry: Entry; score: number; rank: number }[] = [];
    for (const e of this.newest) {
      if (e.effective < min || e.effective > max || (others && !others(e))) continue;
      const score = relevance(words, documentOf(e));
      if (score > 0) matches.push({ entry: e, score, rank: e.rank });
    }
    matches.sort(byRelevance);
    const from = (q.page - 1) * q.pageSize;
    return indexPage(
      matches.slice(from, from + q.pageSize).map((m) => m.entry),
      matches.length,
    );
  }

  /**
   * A page of the products in a price range (or of all), the most common filter a shopper types by
   * hand: the range is a run of the price order, found by two binary searches, so the total needs no
   * scan, a price sort's page is a slice of that run, and the newest-first page reads the newest
   * products only until it is full.
   */
  private priceRangePage(q: ListQuery): IndexPage {
    const { min, max } = priceRange(q);
    // [low, high): the run of byPriceAsc within the range
    const low = this.pricesBelow(min, false);
    const high = this.pricesBelow(max, true);
    const total = Math.max(0, high - low);
    const from = (q.page - 1) * q.pageSize;
    if (q.sort === 'price-asc') {
      return indexPage(this.byPriceAsc.slice(low + from, Math.min(high, low + from + q.pageSize)), total);
    }
    if (q.sort === 'price-desc') {
      // byPriceDesc is byPriceAsc reversed but for ties, which keep their rank order: the run is
      // at the same distance from the other end
      const n = this.byPriceDesc.length;
      return indexPage(
        this.byPriceDesc.slice(n - high + from, Math.min(n - low, n - high + from + q.pageSize)),
        total,
      );
    }
    const entries: Entry[] = [];
    let seen = 0;
    for (const e of this.newest) {
      if (entries.length === q.pageSize) break;
      if (e.effective < min || e.effective > max) continue;
      if (seen >= from) entries.push(e);
      seen += 1;
    }
    return indexPage(entries, total);
  }

  /** How many products cost less than `price` (`orEqual`: at most `price`): a binary search. */
  private pricesBelow(price: number, orEqual: boolean): number {
    const prices = this.ascPrices;
    let lo = 0;
    let hi = prices.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (orEqual ? prices[mid]! <= price : prices[mid]! < price) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** The page `q` asks for, and how many products match it, by a scan of the whole order. */
  private scannedPage(q: ListQuery, others: (e: Entry) => boolean): IndexPage {
    const { min, max } = priceRange(q);
    const ordered =
      q.sort === 'price-asc' ? this.byPriceAsc : q.sort === 'price-desc' ? this.byPriceDesc : this.newest;
    const from = (q.page - 1) * q.pageSize;
    const to = from + q.pageSize;
    const entries: Entry[] = [];
    let total = 0;
    for (const e of ordered) {
      if (e.effective < min || e.effective > max || !others(e)) continue;
      if (total >= from && total < to) entries.push(e);
      total += 1;
    }
    return indexPage(entries, total);
  }
}

/** The price range of `q`, open-ended where it names no bound. */
function priceRange(q: ListQuery): { min: number; max: number } {
  return { min: q.minPrice ?? Number.NEGATIVE_INFINITY, max: q.maxPrice ?? Number.POSITIVE_INFINITY };
}

function documentOf(e: Entry): SearchDocument {
  e.search ??= searchDocument(e.card.name, e.searchText);
  return e.search;
}

/**
 * The filters of `q` other than its price range and its search, as one test of an entry; undefined
 * when it has none, and the price range alone decides (`priceRangePage`). A filter added to the
 * listing's query is added here, and only here, for the index to apply it.
 */
function otherFilters(q: ListQuery): ((e: Entry) => boolean) | undefined {
  const category = q.category?.length ? new Set<string>(q.category) : undefined;
  const availability = q.availability?.length ? new Set<string>(q.availability) : undefined;
  const featured = q.featured ? q.featured === 'true' : undefined;
  const sizes = q.size?.length ? (q.size as Size[]) : undefined;
  // a UUID in capitals names the same collection to PostgreSQL
  const collectionId = q.collectionId ? q.collectionId.toLowerCase() : undefined;
  if (!category && !availability && featured === undefined && !sizes && !collectionId) {
    return undefined;
  }
  // Loops, not `some`/`every` with arrow functions: those make a closure per card, thousands a
  // request, most of what a cache miss would allocate (a sampled heap profile).
  return (e) => {
    if (category && !category.has(e.card.category)) return false;
    if (availability && !availability.has(e.card.availability)) return false;
    if (collectionId !== undefined && e.collectionId !== collectionId) return false;
    if (featured !== undefined && e.card.featured !== featured) return false;
    if (sizes && !hasAny(e.card.inStockSizes, sizes)) return false;
    return true;
  };
}

function indexPage(entries: Entry[], total: number): IndexPage {
  return { cards: entries.map((e) => e.card), json: entries.map((e) => e.json), total };
}

function hasAny(inStock: readonly Size[], wanted: readonly Size[]): boolean {
  for (const size of wanted) if (inStock.includes(size)) return true;
  return false;
}
