import type { Size } from '@shop/shared';
import { and, asc, count, eq, gte, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  accounts,
  analyticsDayCustomers,
  analyticsDayProducts,
  analyticsDayStatuses,
  productSizes,
  products,
  users,
} from '../../db/schema/index.js';
import type { DateRange } from './analytics-dates.js';
import { customerFigures, placedIn, productFigures, startOf, statusFigures } from './analytics-figures.js';

/**
 * Where a read finds its days: `rolled`, days of the rollup (all present, see the service), and
 * `live`, days computed from the orders by the same queries that fill the rollup.
 */
export interface Plan {
  rolled: DateRange | null;
  live: DateRange[];
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const rolledDays = (plan: Plan) =>
  plan.rolled ? sql`day between ${plan.rolled.from}::date and ${plan.rolled.to}::date` : sql`false`;

/*
 * Each figure sums rollup rows of the rolled days with the live days' figures: a few hundred rows
 * for a year (the rollup tables are keyed by day first), whatever the number of orders. Money is
 * summed as float8: both drivers give numbers, the sum is exact (dong sums stay far below 2^53) and
 * cheaper than the numeric a sum of bigint makes.
 */
export class AnalyticsRepository {
  constructor(private readonly db: DbOrTx) {}

  private async rows<T>(query: SQL): Promise<T[]> {
    return rowsOf<T>(await this.db.execute(query));
  }

  /** Per status: orders placed, counted orders and their revenue. */
  statuses(plan: Plan) {
    return this.rows<{ status: string; orders: number; paidOrders: number; revenue: number }>(sql`
      select status, sum(orders)::int as orders, sum(paid_orders)::int as "paidOrders",
        sum(revenue::float8) as revenue
      from (
        select status, orders, paid_orders, revenue from ${analyticsDayStatuses} where ${rolledDays(plan)}
        union all
        select status, orders, paid_orders, revenue from (${statusFigures(placedIn(plan.live))}) live
      ) f
      group by status`);
  }

  /** Distinct customers who ordered in the range: each counted on their first day in it. */
  async customers(plan: Plan, range: DateRange): Promise<number> {
    const [row] = await this.rows<{ n: number }>(sql`
      select coalesce(sum(customers), 0)::int as n
      from (
        select previous_day, customers from ${analyticsDayCustomers} where ${rolledDays(plan)}
        union all
        select previous_day, customers from (${customerFigures(placedIn(plan.live))}) live
      ) f
      where previous_day is null or previous_day < ${range.from}::date`);
    return row?.n ?? 0;
  }

  /** Customer accounts created in the range (users.created_at is indexed). */
  async newCustomers(range: DateRange): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(users)
      .innerJoin(accounts, eq(accounts.userId, users.id))
      .where(
        and(
          eq(accounts.role, 'CUSTOMER'),
          gte(users.createdAt, startOf(range.from)),
          lt(users.createdAt, sql`(${startOf(range.to)} + interval '1 day')`),
        ),
      );
    return row?.n ?? 0;
  }

  /** Sizes of visible products at or below `threshold`, lowest stock first. */
  lowStock(threshold: number, limit: number) {
    return this.db
      .select({
        productId: products.id,
        name: products.name,
        size: productSizes.size,
        stock: productSizes.stock,
      })
      .from(productSizes)
      .innerJoin(products, eq(products.id, productSizes.productId))
      .where(and(lte(productSizes.stock, threshold), eq(products.visible, true)))
      .orderBy(asc(productSizes.stock), asc(products.name), asc(productSizes.position))
      .limit(limit);
  }

  /** Revenue, orders and units per day that has orders (the service groups and zero-fills). */
  days(plan: Plan) {
    return this.rows<{ date: string; orders: number; revenue: number; units: number }>(sql`
      select to_char(day, 'YYYY-MM-DD') as date, sum(orders)::int as orders,
        sum(revenue::float8) as revenue, sum(units)::int as units
      from (
        select day, orders, revenue, units from ${analyticsDayStatuses} where ${rolledDays(plan)}
        union all
        select day, orders, revenue, units from (${statusFigures(placedIn(plan.live))}) live
      ) f
      group by day`);
  }

  /**
   * Best sellers by units then revenue, among lines of counted orders. A rollup row's product
   * exists: erasing a product sets its lines' product_id to null, which forgets their days.
   */
  topProducts(plan: Plan, limit: number) {
    // ranked before the join: only the `limit` best look their name up
    return this.rows<{ productId: string; name: string; units: number; revenue: number }>(sql`
      select best.product_id as "productId", ${products.name} as name, best.units, best.revenue
      from (
        select product_id, sum(units)::int as units, sum(revenue::float8) as revenue
        from (
          select product_id, units, revenue from ${analyticsDayProducts} where ${rolledDays(plan)}
          union all
          select product_id, units, revenue from (${productFigures(placedIn(plan.live))}) live
        ) f
        group by product_id
        order by 2 desc, 3 desc, 1
        limit ${limit}
      ) best
      join ${products} on ${products.id} = best.product_id
      order by best.units desc, best.revenue desc, best.product_id`);
  }

  async product(id: string) {
    const [row] = await this.db
      .select({ id: products.id, name: products.name })
      .from(products)
      .where(eq(products.id, id));
    if (!row) return undefined;
    const sizes = await this.db
      .select({ size: productSizes.size, stock: productSizes.stock })
      .from(productSizes)
      .where(eq(productSizes.productId, id));
    return { ...row, sizes };
  }

  /** One product's counted lines per day and size (the rollup is indexed by product, then day). */
  productSales(plan: Plan, id: string) {
    return this.rows<{ date: string; size: Size; units: number; revenue: number; orders: number }>(sql`
      select to_char(day, 'YYYY-MM-DD') as date, size, sum(units)::int as units,
        sum(revenue::float8) as revenue, sum(orders)::int as orders
      from (
        select day, size, units, revenue, orders from ${analyticsDayProducts}
        where product_id = ${id}::uuid and ${rolledDays(plan)}
        union all
        select day, size, units, revenue, orders from (${productFigures(placedIn(plan.live), id)}) live
      ) f
      group by day, size`);
  }
}
