import type { adminProductListQuerySchema } from '@shop/shared';
import { isUuid, type ProductListQuery } from '@shop/shared';
import { and, asc, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import { collections, effectivePrice, productImages, productSizes, products } from '../../db/schema/index.js';
import {
  byRelevance,
  bySort,
  relevance,
  type SearchWord,
  searchDocument,
  searchWords,
  typoSimilarityFloor,
} from './catalog.search.js';

/** A listing's query; `visible` is the staff listing's only (a shopper's lists only visible pieces). */
export type ListQuery = Omit<z.output<typeof adminProductListQuerySchema>, 'visible'> & {
  visible?: 'true' | 'false' | undefined;
};
export type { ProductListQuery };

/** The price a shopper pays, through the listings' price index. */
const shopperPrice = effectivePrice(products);

export interface CardRow {
  id: string;
  name: string;
  price: number;
  discountPrice: number;
  category: (typeof products.$inferSelect)['category'];
  availability: (typeof products.$inferSelect)['availability'];
  featured: boolean;
  visible: boolean;
  collectionId: string | null;
  soldCount: number;
  coverImageKey: string | null;
  coverWidth: number | null;
  coverHeight: number | null;
  updatedAt: Date;
  inStockSizes: string[] | null;
  /** staff lists only (`includeHidden`): a shopper's card does not show it */
  totalStock?: number;
  total: number;
}

export interface ListOptions {
  includeHidden: boolean;
  excludeIds?: string[];
  onlyIds?: string[];
}

/**
 * The rows that may match a search's word (catalog.search.ts decides): its folded text holds the
 * word, or, where the rule forgives a typo, is similar enough to hold it with one.
 */
function candidateFilter(word: SearchWord): SQL {
  const holds = sql`${products.searchText} like ${`%${word.key.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`;
  if (!word.typos) return holds;
  return sql`(${holds} or word_similarity(${word.key}::text, ${products.searchText}) >= ${typoSimilarityFloor(word.key)}::real)`;
}

export interface DetailRow {
  product: typeof products.$inferSelect;
  collectionName: string | null;
  sizes: { size: string; stock: number }[];
  images: { id: string; key: string; width: number; height: number }[];
}

/**
 * What a card is read from: the product's own columns and the sizes that have stock (a subquery per
 * row, never a join that multiplies rows). The listing and the in-memory index (catalog.index.ts)
 * both select these.
 */
export const cardColumns = {
  id: products.id,
  name: products.name,
  price: products.price,
  discountPrice: products.discountPrice,
  category: products.category,
  availability: products.availability,
  featured: products.featured,
  visible: products.visible,
  collectionId: products.collectionId,
  soldCount: products.soldCount,
  coverImageKey: products.coverImageKey,
  coverWidth: products.coverWidth,
  coverHeight: products.coverHeight,
  updatedAt: products.updatedAt,
  inStockSizes: sql<
    string[] | null
  >`(select array_agg(s.size order by s.position) filter (where s.stock > 0) from ${productSizes} s where s.product_id = ${products.id})`,
};

/**
 * Drizzle queries of the catalogue. A listing page is one statement (the page, its total and its
 * products' sizes), never joins that multiply rows; a detail is one.
 */
export class CatalogRepository {
  constructor(private readonly db: DbOrTx) {}

  async list(q: ListQuery, options: ListOptions): Promise<CardRow[]> {
    const words = searchWords(q.q);
    if (words) return this.search(q, words, options);
    const filter = this.filter(q, options);
    const order =
      q.sort === 'price-asc'
        ? [asc(shopperPrice), desc(products.createdAt)]
        : q.sort === 'price-desc'
          ? [desc(shopperPrice), desc(products.createdAt)]
          : q.sort === 'best-selling'
            ? [desc(products.soldCount), desc(products.createdAt)]
            : [desc(products.createdAt)];

    // One statement: the page through the (visible, created_at) index, stopping at the page's end;
    // the total as a separate count (an InitPlan run once: a window count would make PostgreSQL
    // read and keep every matching row before the limit); and the sizes of the page's products only,
    // as subqueries PostgreSQL evaluates after the limit, for the page's rows (never a join that
    // multiplies rows). Inside the count, "products" names the subquery's own table.
    return this.db
      .select({
        ...cardColumns,
        // a second lookup of every row's sizes, which a shopper's page does not need
        ...(options.includeHidden
          ? {
              totalStock: sql<number>`(select coalesce(sum(s.stock), 0)::int from ${productSizes} s where s.product_id = ${products.id})`,
            }
          : {}),
        total: sql<number>`(select count(*)::int from ${products} where ${filter ?? sql`true`})`,
      })
      .from(products)
      .where(filter)
      .orderBy(...order, asc(products.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize);
  }

  /**
   * A listing with a search. The search rule is catalog.search.ts's, the one the
   * catalogue index applies: SQL only keeps the candidates, the rows matching the other filters whose
   * text holds each word, or may hold it with a typo (pg_trgm's word_similarity at or above the floor
   * below which the rule cannot accept it). The rule then takes the matches among them and orders
   * them, by relevance or by the chosen sort, ties newest first as PostgreSQL sorts (the candidates'
   * order); the page's cards are read by id.
   */
  private async search(q: ListQuery, words: SearchWord[], options: ListOptions): Promise<CardRow[]> {
    const candidates = await this.db
      .select({
        id: products.id,
        name: products.name,
        searchText: products.searchText,
        effective: shopperPrice,
        soldCount: products.soldCount,
      })
      .from(products)
      .where(and(this.filter(q, options), ...words.map(candidateFilter)))
      .orderBy(desc(products.createdAt), asc(products.id));
    const matches: { id: string; score: number; rank: number; effective: number; soldCount: number }[] = [];
    candidates.forEach((c, rank) => {
      const score = relevance(words, searchDocument(c.name, c.searchText));
      if (score > 0) matches.push({ id: c.id, score, rank, effective: c.effective, soldCount: c.soldCount });
    });
    if (q.sort === 'relevance') matches.sort(byRelevance);
    else if (q.sort !== 'newest') matches.sort(bySort[q.sort]);
    const from = (q.page - 1) * q.pageSize;
    const ids = matches.slice(from, from + q.pageSize).map((m) => m.id);
    if (!ids.length) return [];
    const rows = await this.list(
      { sort: 'newest', page: 1, pageSize: ids.length },
      { includeHidden: options.includeHidden, onlyIds: ids },
    );
    const position = new Map(ids.map((id, i) => [id, i]));
    return rows
      .sort((a, b) => position.get(a.id)! - position.get(b.id)!)
      .map((row) => ({ ...row, total: matches.length }));
  }

  /** The listing's filters but its search, as one condition (undefined: none). */
  private filter(q: ListQuery, options: ListOptions): SQL | undefined {
    const where: (SQL | undefined)[] = [];
    if (!options.includeHidden) where.push(eq(products.visible, true));
    else if (q.visible) where.push(eq(products.visible, q.visible === 'true'));
    if (q.category?.length) where.push(inArray(products.category, q.category));
    if (q.availability?.length) where.push(inArray(products.availability, q.availability));
    if (q.collectionId) where.push(eq(products.collectionId, q.collectionId));
    if (q.featured) where.push(eq(products.featured, q.featured === 'true'));
    if (q.minPrice !== undefined) where.push(gte(shopperPrice, q.minPrice));
    if (q.maxPrice !== undefined) where.push(lte(shopperPrice, q.maxPrice));
    if (q.size?.length) {
      where.push(
        sql`exists (select 1 from ${productSizes} s where s.product_id = "products"."id" and s.size in ${q.size} and s.stock > 0)`,
      );
    }
    if (options.excludeIds?.length) where.push(sql`${products.id} not in ${options.excludeIds}`);
    if (options.onlyIds) where.push(inArray(products.id, options.onlyIds));
    return and(...where);
  }

  async count(q: ListQuery, includeHidden: boolean): Promise<number> {
    const rows = await this.list({ ...q, page: 1, pageSize: 1 }, { includeHidden });
    return rows[0]?.total ?? 0;
  }

  async detail(id: string): Promise<DetailRow | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await this.db
      .select({
        product: products,
        collectionName: collections.name,
        sizes: sql<
          DetailRow['sizes']
        >`(select coalesce(json_agg(json_build_object('size', s.size, 'stock', s.stock) order by s.position), '[]'::json) from ${productSizes} s where s.product_id = "products"."id")`,
        images: sql<
          DetailRow['images']
        >`(select coalesce(json_agg(json_build_object('id', i.id, 'key', i.key, 'width', i.width, 'height', i.height) order by i.position), '[]'::json) from ${productImages} i where i.product_id = "products"."id")`,
      })
      .from(products)
      .leftJoin(collections, eq(collections.id, products.collectionId))
      .where(eq(products.id, id))
      .limit(1);
    return row;
  }

  async insertProduct(values: typeof products.$inferInsert) {
    const [row] = await this.db.insert(products).values(values).returning({ id: products.id });
    return row!.id;
  }

  async updateProduct(id: string, values: Partial<typeof products.$inferInsert>) {
    const rows = await this.db
      .update(products)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(products.id, id))
      .returning({ id: products.id });
    return rows.length > 0;
  }

  async setMany(ids: string[], values: Partial<typeof products.$inferInsert>) {
    const rows = await this.db
      .update(products)
      .set({ ...values, updatedAt: new Date() })
      .where(inArray(products.id, ids))
      .returning({ id: products.id });
    return rows.length;
  }

  async replaceSizes(productId: string, sizes: { size: string; stock: number; position: number }[]) {
    await this.db.delete(productSizes).where(eq(productSizes.productId, productId));
    if (sizes.length) {
      await this.db
        .insert(productSizes)
        .values(sizes.map((s) => ({ productId, ...s })) as (typeof productSizes.$inferInsert)[]);
    }
  }

  async images(productId: string) {
    return this.db
      .select()
      .from(productImages)
      .where(eq(productImages.productId, productId))
      .orderBy(asc(productImages.position));
  }

  async replaceImages(
    productId: string,
    images: { id?: string; key: string; width: number; height: number }[],
  ) {
    await this.db.delete(productImages).where(eq(productImages.productId, productId));
    if (images.length) {
      await this.db.insert(productImages).values(
        images.map((img, position) => ({
          ...(img.id ? { id: img.id } : {}),
          productId,
          position,
          key: img.key,
          width: img.width,
          height: img.height,
        })),
      );
    }
    const cover = images[0];
    await this.db
      .update(products)
      .set({
        coverImageKey: cover?.key ?? null,
        coverWidth: cover?.width ?? null,
        coverHeight: cover?.height ?? null,
      })
      .where(eq(products.id, productId));
  }

  /** Puts products in a collection; their `updatedAt` stays: the product itself did not change. */
  async assignCollection(collectionId: string, productIds: readonly string[]) {
    await this.db
      .update(products)
      .set({ collectionId })
      .where(inArray(products.id, [...productIds]));
  }

  /** Takes every product out of a collection. */
  async clearCollection(collectionId: string) {
    await this.db.update(products).set({ collectionId: null }).where(eq(products.collectionId, collectionId));
  }

  async deleteProduct(id: string) {
    const rows = await this.db.delete(products).where(eq(products.id, id)).returning({ id: products.id });
    return rows.length > 0;
  }

  async collectionExists(id: string) {
    const [row] = await this.db
      .select({ id: collections.id })
      .from(collections)
      .where(eq(collections.id, id))
      .limit(1);
    return Boolean(row);
  }

  /** Same collection first, then same category, then best sellers; visible ones, never `exclude`. */
  async related(
    product: { id: string; category: string; collectionId: string | null } | undefined,
    limit: number,
  ) {
    const q: ListQuery = { sort: 'best-selling', page: 1, pageSize: limit };
    if (!product) return this.list(q, { includeHidden: false });
    const rows = await this.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.visible, true), sql`${products.id} <> ${product.id}`))
      .orderBy(
        sql`(${products.collectionId} is not distinct from ${product.collectionId} and ${products.collectionId} is not null) desc`,
        sql`(${products.category} = ${product.category}) desc`,
        desc(products.soldCount),
        asc(products.id),
      )
      .limit(limit);
    if (!rows.length) return [];
    const cards = await this.list(
      { ...q, pageSize: rows.length },
      { includeHidden: false, onlyIds: rows.map((r) => r.id) },
    );
    const order = new Map(rows.map((r, i) => [r.id, i]));
    return cards.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  }
}
