import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onPostgres, openTestDatabase } from '../../test/test-app.js';
import type { Database } from './client.js';
import { statementName } from './client.js';

describe('prepared statements on PostgreSQL', () => {
  describe('through the app database', () => {
    let database: Database;
    beforeAll(async () => {
      database = await openTestDatabase(`/tmp/shop-client-test-${process.pid}`);
    });
    afterAll(() => database.close());

    it(`a query with parameters runs ${onPostgres ? 'prepared, once per connection' : 'on PGlite as before'} and returns the same`, async () => {
      const prepared = await database.db.transaction(async (tx) => {
        for (let i = 0; i < 3; i++) {
          const { rows } = (await tx.execute(sql`select ${i}::int + 1 as n`)) as unknown as {
            rows: { n: number }[];
          };
          expect(rows[0]?.n).toBe(i + 1);
        }
        if (!onPostgres) return [];
        // the same connection: its prepared statements (this query has no parameter: not one of them)
        const { rows } = (await tx.execute(
          sql.raw("select name, statement from pg_prepared_statements where name like 'shop_%'"),
        )) as unknown as { rows: { name: string; statement: string }[] };
        return rows;
      });
      if (onPostgres) {
        const mine = prepared.filter((r) => r.statement.includes('::int + 1 as n'));
        expect(mine).toHaveLength(1);
      } else expect(prepared).toEqual([]);
    });
  });

  // last: it fills the cap, after which this module's new statements run unprepared
  it('names a statement by its text, the same on every call, and stops at the cap', () => {
    const first = statementName('select $1::int as a');
    expect(first).toMatch(/^shop_\d+$/);
    expect(statementName('select $1::int as a')).toBe(first);
    expect(statementName('select $1::int as b')).not.toBe(first);
    // past 400 distinct texts, the rest run unprepared (a bounded number per connection)
    const names = Array.from({ length: 450 }, (_, i) => statementName(`select $1::int + ${i}`));
    expect(names.filter((n) => n === undefined).length).toBeGreaterThan(0);
    expect(new Set(names.filter(Boolean)).size).toBe(names.filter(Boolean).length);
    expect(statementName('select $1::int as a')).toBe(first);
  });
});
