import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { orders } from '../../db/schema/index.js';

/**
 * A user's lifetime spend is the sum of the totals of their Completed orders, and it decides their rank (the
 * tiers: docs/requirements/entities.md). An order asked back (Return Requested) or Returned no longer counts.
 * Every rank in the app reads the spend from here only.
 */
export async function lifetimeSpend(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ spend: sql<number>`coalesce(sum(${orders.total}), 0)::bigint` })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, 'Completed')));
  return Number(row?.spend ?? 0);
}

/** The same sum as a scalar subquery, for callers that read it along with other things in one query. */
export const lifetimeSpendSql = (userId: string) =>
  sql<string>`(select coalesce(sum(o.total), 0)::bigint from ${orders} o where o.user_id = ${userId}::uuid and o.status = 'Completed')`;
