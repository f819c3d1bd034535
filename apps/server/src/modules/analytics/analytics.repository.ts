import { ANALYTICS_TIME_ZONE, type OrderStatus, type SalesGroup, type Size } from '@shop/shared';
import { and, asc, count, desc, eq, gte, isNotNull, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { accounts, orderItems, orders, productSizes, products, users } from '../../db/schema/index.js';

/** A range of Vietnam-time dates, both included (YYYY-MM-DD). */
export interface DateRange {
  from: string;
  to: string;
}

/*
 * Every figure is one SQL aggregate over the orders placed in the range, found by the index on
 * orders.created_at (order lines by their order_id or product_id index): no order is loaded into
 * memory. The zone is a constant literal, not a parameter, so that a grouping expression in SELECT and
 * in GROUP BY are the same text.
 */
const ZONE = sql.raw(`'${ANALYTICS_TIME_ZONE}'`);

/** The instant a Vietnam-time date begins. */
const startOf = (date: string) => sql`((${date}::date)::timestamp at time zone ${ZONE})`;
/** Orders placed from the start of `from` up to the end of `to` (Vietnam time). */
const placedIn = (r: DateRange) =>
  and(
    gte(orders.createdAt, startOf(r.from)),
    lt(orders.createdAt, sql`(${startOf(r.to)} + interval '1 day')`),
  );
/** DECISIONS §10: revenue counts orders whose payment is completed, less those Canceled or Returned. */
const counted = sql`(${orders.paymentStatus} = 'completed' and ${orders.status} not in ('Canceled', 'Returned'))`;
const countedWhere = and(
  eq(orders.paymentStatus, 'completed'),
  sql`${orders.status} not in ('Canceled', 'Returned')`,
);
const localTime = sql`(${orders.createdAt} at time zone ${ZONE})`;
const localDay = sql<string>`to_char(${localTime}, 'YYYY-MM-DD')`;
const PERIOD: Record<SalesGroup, SQL<string>> = {
  day: localDay,
  week: sql<string>`to_char(date_trunc('week', ${localTime}), 'YYYY-MM-DD')`,
  month: sql<string>`to_char(${localTime}, 'YYYY-MM')`,
};
/** sums of integer columns are bigint; dong sums stay far below 2^53 */
const bigSum = (column: SQL | typeof orders.total) => sql`coalesce(sum(${column}), 0)`.mapWith(Number);
const bigSumWhere = (column: typeof orders.total, where: SQL) =>
  sql`coalesce(sum(${column}) filter (where ${where}), 0)`.mapWith(Number);

export class AnalyticsRepository {
  constructor(private readonly db: DbOrTx) {}

  /** Orders placed, counted orders, revenue and distinct customers in the range. */
  async totals(range: DateRange) {
    const [row] = await this.db
      .select({
        orders: count(),
        paidOrders: sql`count(*) filter (where ${counted})`.mapWith(Number),
        revenue: bigSumWhere(orders.total, counted),
        customers: sql`count(distinct ${orders.userId})`.mapWith(Number),
      })
      .from(orders)
      .where(placedIn(range));
    return row ?? { orders: 0, paidOrders: 0, revenue: 0, customers: 0 };
  }

  async ordersByStatus(range: DateRange): Promise<{ status: OrderStatus; orders: number }[]> {
    return this.db
      .select({ status: orders.status, orders: count() })
      .from(orders)
      .where(placedIn(range))
      .groupBy(orders.status);
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

  /** Revenue and orders per Vietnam-time day that has orders (the service fills the gaps). */
  daily(range: DateRange) {
    return this.db
      .select({ date: localDay, revenue: bigSumWhere(orders.total, counted), orders: count() })
      .from(orders)
      .where(placedIn(range))
      .groupBy(localDay);
  }

  /**
   * Revenue and orders per period, then units per period in a second aggregate over the counted
   * orders' lines (joining lines in the first would count an order's total once per line).
   */
  async sales(range: DateRange, groupBy: SalesGroup) {
    const period = PERIOD[groupBy];
    const totals = await this.db
      .select({ period, revenue: bigSumWhere(orders.total, counted), orders: count() })
      .from(orders)
      .where(placedIn(range))
      .groupBy(period);
    const units = await this.db
      .select({ period, units: bigSum(sql`${orderItems.quantity}`) })
      .from(orders)
      .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
      .where(and(placedIn(range), countedWhere))
      .groupBy(period);
    return { totals, units };
  }

  /** Best sellers by units then revenue, among lines of counted orders whose product still exists. */
  topProducts(range: DateRange, limit: number) {
    const units = bigSum(sql`${orderItems.quantity}`);
    const revenue = bigSum(sql`${orderItems.lineTotal}`);
    return this.db
      .select({
        productId: sql<string>`${orderItems.productId}`,
        // the product's current name; a line keeps its snapshot name, used only if the name is gone
        name: sql<string>`coalesce(max(${products.name}), max(${orderItems.name}))`,
        units,
        revenue,
      })
      .from(orders)
      .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
      .leftJoin(products, eq(products.id, orderItems.productId))
      .where(and(placedIn(range), countedWhere, isNotNull(orderItems.productId)))
      .groupBy(orderItems.productId)
      .orderBy(desc(units), desc(revenue), asc(orderItems.productId))
      .limit(limit);
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

  /** One product's counted lines in the range, by size and by day (order_items.product_id is indexed). */
  async productSales(id: string, range: DateRange) {
    const where = and(eq(orderItems.productId, id), placedIn(range), countedWhere);
    const [totals] = await this.db
      .select({
        units: bigSum(sql`${orderItems.quantity}`),
        revenue: bigSum(sql`${orderItems.lineTotal}`),
        orders: sql`count(distinct ${orders.id})`.mapWith(Number),
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(where);
    const bySize: { size: Size; units: number; revenue: number }[] = await this.db
      .select({
        size: orderItems.size,
        units: bigSum(sql`${orderItems.quantity}`),
        revenue: bigSum(sql`${orderItems.lineTotal}`),
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(where)
      .groupBy(orderItems.size);
    const daily = await this.db
      .select({
        date: localDay,
        units: bigSum(sql`${orderItems.quantity}`),
        revenue: bigSum(sql`${orderItems.lineTotal}`),
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(where)
      .groupBy(localDay);
    return { totals: totals ?? { units: 0, revenue: 0, orders: 0 }, bySize, daily };
  }
}
