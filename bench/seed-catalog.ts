import { CATEGORIES, SIZES, searchKey } from '@shop/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client.js';
import { productSizes, products } from '../apps/server/src/db/schema/index.js';

const WORDS = [
  'Áo sơ mi lụa',
  'Váy hoa nhí',
  'Chân váy xếp ly',
  'Áo len cổ lọ',
  'Đầm dạ hội',
  'Bộ ngủ satin',
  'Camisole ren',
];

/** Bulk rows for load tests: `count` visible products with sizes, spread over categories and prices. */
export async function seedBenchCatalog(db: Db, count: number): Promise<string[]> {
  const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  const [existing] = await rowsOf<{ n: number }>(sql`select count(*)::int as n from products`);
  if ((existing?.n ?? 0) >= count) {
    return (await rowsOf<{ id: string }>(sql`select id from products limit 2000`)).map((r) => r.id);
  }
  const ids: string[] = [];
  for (let start = 0; start < count; start += 500) {
    const rows = Array.from({ length: Math.min(500, count - start) }, (_, k) => {
      const i = start + k;
      const name = `${WORDS[i % WORDS.length]} ${i}`;
      const category = CATEGORIES[i % CATEGORIES.length]!;
      const price = 250_000 + (i % 40) * 25_000;
      return {
        name,
        description: 'A soft, breathable piece for every day.',
        price,
        discountPrice: i % 7 === 0 ? price - 50_000 : 0,
        category,
        availability: 'AVAILABLE' as const,
        featured: i % 50 === 0,
        soldCount: (i * 37) % 500,
        coverImageKey: '00000000-0000-4000-8000-000000000000',
        coverWidth: 1000,
        coverHeight: 1250,
        searchText: searchKey(`${name} ${category}`),
        createdAt: new Date(Date.now() - i * 60_000),
      };
    });
    const inserted = await db.insert(products).values(rows).returning({ id: products.id });
    ids.push(...inserted.map((r) => r.id));
    await db.insert(productSizes).values(
      inserted.flatMap((r, k) =>
        SIZES.slice(0, 5).map((size, position) => ({
          productId: r.id,
          size,
          stock: (k + position) % 4 === 0 ? 0 : 20,
          position,
        })),
      ),
    );
  }
  // what autovacuum does within a minute of a bulk insert: the planner's statistics, and the
  // visibility map that lets a count read the index alone
  await db.execute(sql`vacuum analyze products, product_sizes`);
  return ids;
}
