import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { effectiveUnitPrice } from '@shop/shared';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onPostgres, openTestDatabase } from '../../../test/test-app.js';
import type { Database } from '../../db/client.js';
import { effectivePrice, products } from '../../db/schema/index.js';

/** Price and sale price: none, below, equal, above (data older than the rule that forbids it), free. */
const CASES = [
  { price: 500_000, discountPrice: 0 },
  { price: 500_000, discountPrice: 390_000 },
  { price: 500_000, discountPrice: 1 },
  { price: 500_000, discountPrice: 500_000 },
  { price: 300_000, discountPrice: 450_000 },
  { price: 0, discountPrice: 0 },
  { price: 1, discountPrice: 0 },
  { price: 2_147_483_647, discountPrice: 2_147_483_646 },
];

/**
 * The price a shopper pays is one rule written twice: in TypeScript (@shop/shared's
 * effectiveUnitPrice: the cart, checkout and the catalogue index) and in SQL (the schema's
 * effectivePrice: the listings' sorts and price filters, and their index). They must agree.
 */
describe(`the effective price on ${onPostgres ? 'PostgreSQL' : 'PGlite'}`, () => {
  let database: Database;
  let dataDir: string;
  const ids: string[] = [];

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-effective-price-'));
    database = await openTestDatabase(dataDir);
    for (const [i, c] of CASES.entries()) {
      const [row] = await database.db
        .insert(products)
        .values({ name: `Price case ${i}`, category: 'Skirt', ...c })
        .returning({ id: products.id });
      ids.push(row!.id);
    }
  });
  afterAll(async () => {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('is the same in SQL as in TypeScript, case by case', async () => {
    for (const [i, c] of CASES.entries()) {
      const [row] = await database.db
        .select({ effective: effectivePrice(products) })
        .from(products)
        .where(eq(products.id, ids[i]!));
      expect(row?.effective, JSON.stringify(c)).toBe(effectiveUnitPrice(c));
    }
  });

  it("is what the listings' price index holds: a price sort reads the index", async () => {
    const plan = await database.db.transaction(async (tx) => {
      // the table is small enough for a scan and a sort to win: ask whether the index can give the order
      for (const setting of ['enable_seqscan', 'enable_bitmapscan', 'enable_sort'])
        await tx.execute(sql.raw(`set local ${setting} = off`));
      const query = tx
        .select({ id: products.id })
        .from(products)
        .where(sql`${products.visible}`)
        .orderBy(asc(effectivePrice(products)))
        .limit(24)
        .toSQL();
      expect(query.params).toEqual([24]);
      const { rows } = (await tx.execute(sql.raw(`explain ${query.sql.replace('$1', '24')}`))) as unknown as {
        rows: { 'QUERY PLAN': string }[];
      };
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    // the index gives the order: no sort of its own
    expect(plan).toContain('products_visible_price_idx');
    expect(plan).not.toMatch(/\bSort\b/);
  });
});
