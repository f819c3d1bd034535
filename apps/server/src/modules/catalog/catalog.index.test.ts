import {
  AVAILABILITY,
  CATEGORIES,
  PRODUCT_SORTS,
  productListQuerySchema,
  SIZES,
  searchKey,
} from '@shop/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createUser } from '../../../test/users.js';
import { collections, productSizes, products } from '../../db/schema/index.js';
import { SerializedJson } from '../../lib/catalog-cache.js';
import { CatalogIndex } from './catalog.index.js';
import { toCard } from './catalog.mapper.js';
import { CatalogRepository } from './catalog.repository.js';

/** A seeded generator: the same catalogue and queries in every run, so a failure can be replayed. */
function random(seed: number) {
  let s = seed;
  const next = () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s / 2_147_483_648;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!,
    some: <T>(items: readonly T[]) => items.filter(() => next() < 0.3),
  };
}

const WORDS = ['áo', 'sơ mi', 'lụa', 'đầm', 'váy', 'len', 'hoa', 'ngủ', 'silk', 'rosé', '50%', 'a_b'];
/** searches: the names' words, and some with a typo (catalog.search.ts forgives one in a long word) */
const SEARCHES = [...WORDS, 'slik', 'roes', 'sikl ao', 'rosee lụa', 'hoaa'];

/**
 * The index returns what the database returns: the same cards, in the same order, with the same
 * total, for every filter and sort it takes, over a catalogue with hidden products, sale prices,
 * sizes out of stock, ties of price and of creation time.
 */
describe('CatalogIndex', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let collectionIds: string[];

  beforeAll(async () => {
    t = await createTestApp();
    app = t.app;
    const db = t.database.db;
    const r = random(11);
    collectionIds = (
      await db
        .insert(collections)
        .values([{ name: 'Thu' }, { name: 'Đông' }])
        .returning({ id: collections.id })
    ).map((c) => c.id);
    // a few creation times only, so that many products share one (the id breaks those ties)
    const times = [0, 1, 2, 3].map((d) => new Date(Date.UTC(2026, 9, 1 + d, 8)));
    const rows = Array.from({ length: 120 }, (_, i) => {
      const name = `${r.pick(WORDS)} ${r.pick(WORDS)} ${i}`;
      const price = (1 + r.int(6)) * 100_000;
      return {
        name,
        searchText: searchKey(name),
        price,
        // a sale price below, equal to another's price, or none
        discountPrice: r.next() < 0.4 ? Math.max(50_000, price - (1 + r.int(3)) * 50_000) : 0,
        category: r.pick(CATEGORIES),
        availability: r.pick(AVAILABILITY),
        featured: r.next() < 0.3,
        visible: r.next() < 0.85,
        collectionId: r.next() < 0.5 ? r.pick(collectionIds) : null,
        createdAt: r.pick(times),
      };
    });
    const inserted = await db.insert(products).values(rows).returning({ id: products.id });
    const sizes = inserted.flatMap(({ id }) =>
      r.some(SIZES).map((size) => ({ productId: id, size, stock: r.int(3), position: SIZES.indexOf(size) })),
    );
    await db.insert(productSizes).values(sizes);
  });
  afterAll(async () => {
    await app.close();
  });

  it('returns every query’s page as the database does', async () => {
    const db = t.database.db;
    const index = await CatalogIndex.load(db);
    expect(index).not.toBeNull();
    const repo = new CatalogRepository(db);
    const r = random(7);
    const sorts = PRODUCT_SORTS.filter((s) => s !== 'best-selling');
    let compared = 0;
    let nonEmpty = 0;
    for (let i = 0; i < 150; i += 1) {
      const raw: Record<string, unknown> = {
        sort: r.pick(sorts),
        page: 1 + r.int(3),
        pageSize: r.pick([5, 12, 24]),
      };
      if (r.next() < 0.3) raw.q = r.pick(SEARCHES).toUpperCase();
      if (r.next() < 0.3) raw.category = r.some(CATEGORIES);
      if (r.next() < 0.3) raw.availability = r.some(AVAILABILITY);
      if (r.next() < 0.3) raw.size = r.some(SIZES);
      if (r.next() < 0.2) raw.collectionId = r.pick(collectionIds);
      if (r.next() < 0.2) raw.featured = r.pick(['true', 'false']);
      if (r.next() < 0.3) raw.minPrice = r.int(5) * 100_000;
      if (r.next() < 0.3) raw.maxPrice = r.int(7) * 100_000;
      const q = productListQuerySchema.parse(raw);
      const rows = await repo.list(q, { includeHidden: false });
      const expected = {
        cards: rows.map(toCard),
        total: rows[0]?.total ?? (await repo.count(q, false)),
      };
      const { json, ...page } = index!.page(q);
      expect(page, JSON.stringify(raw)).toEqual(expected);
      // each card's JSON, made once, is the card's
      expect(json.map(String)).toEqual(expected.cards.map((card) => JSON.stringify(card)));
      // and the response put together from them is, byte for byte, the page serialised
      const response = await app.services.catalog.listResponse(q);
      expect(response).toBeInstanceOf(SerializedJson);
      expect(String((response as SerializedJson).bytes)).toBe(
        JSON.stringify(await app.services.catalog.list(q)),
      );
      compared += 1;
      if (expected.cards.length) nonEmpty += 1;
    }
    // the queries found something often enough for the comparison to mean something
    expect(nonEmpty).toBeGreaterThan(compared / 3);
  });

  it('returns a price range alone (binary searches, no scan) as the database does', async () => {
    const db = t.database.db;
    const index = await CatalogIndex.load(db);
    const repo = new CatalogRepository(db);
    // bounds on the catalogue's prices (ties at a bound), between them, outside them, and inverted
    const bounds = [undefined, 0, 50_000, 100_000, 150_000, 250_000, 300_000, 450_000, 600_000, 700_000];
    let compared = 0;
    const sorts = PRODUCT_SORTS.filter((s) => s !== 'best-selling');
    for (const sort of sorts) {
      for (const minPrice of bounds) {
        for (const maxPrice of bounds) {
          for (const [page, pageSize] of [
            [1, 24],
            [2, 5],
            [4, 12],
          ] as const) {
            const q = productListQuerySchema.parse({ sort, page, pageSize, minPrice, maxPrice });
            const rows = await repo.list(q, { includeHidden: false });
            const expected = {
              cards: rows.map(toCard),
              total: rows[0]?.total ?? (await repo.count(q, false)),
            };
            const { json, ...got } = index!.page(q);
            expect(got, JSON.stringify({ sort, page, pageSize, minPrice, maxPrice })).toEqual(expected);
            expect(json.map(String)).toEqual(expected.cards.map((card) => JSON.stringify(card)));
            compared += 1;
          }
        }
      }
    }
    expect(compared).toBe(sorts.length * 10 * 10 * 3);
    // about 1,500 queries compared one by one: the bound only guards against a hang, on a slow machine too
  }, 120_000);

  it('leaves the best-selling sort to the database', () => {
    expect(CatalogIndex.covers(productListQuerySchema.parse({ sort: 'best-selling' }))).toBe(false);
    expect(CatalogIndex.covers(productListQuerySchema.parse({}))).toBe(true);
  });

  it('is served by the listing, and a staff edit is seen at once', async () => {
    // one of this file's products (on PostgreSQL other files write to the same catalogue meanwhile),
    // with a size in stock: an edit checks the whole product, and some seeded ones have no size
    const mine = `collectionId=${collectionIds[0]}`;
    type Card = { id: string; name: string; inStockSizes: string[] };
    const cards = async (url: string): Promise<Card[]> =>
      (await app.inject({ method: 'GET', url })).json().products;
    const id = (await cards(`/api/product?pageSize=48&minPrice=1&${mine}`)).find(
      (c) => c.inStockSizes.length,
    )!.id;
    const admin = await createUser(app, 'ADMIN');
    const edit = await app.inject({
      method: 'PATCH',
      url: `/api/product/edit-product/${id}`,
      payload: { name: 'Áo đổi tên' },
      headers: admin.headers,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    // another URL than the one cached before: the response comes from the index, built again
    const after = await cards(`/api/product?pageSize=48&minPrice=2&${mine}`);
    expect(after.find((c) => c.id === id)).toMatchObject({ name: 'Áo đổi tên' });
    const found = (await app.inject({ method: 'GET', url: '/api/product?q=ao%20doi%20ten' })).json();
    expect(found.products.map((p: { id: string }) => p.id)).toEqual([id]);
  });
});
