import { ANALYTICS_TIME_ZONE } from '@shop/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { DateRange } from './analytics-dates.js';

/*
 * Per-day figures computed from the orders themselves. The rollup is filled with exactly these
 * queries and every read computes its live days (today, days not rolled up) with them too, so a
 * rolled-up day and a live one can never disagree. Each returns the columns of its rollup table.
 * The zone is a constant literal, not a parameter, so that a grouping expression in SELECT and in
 * GROUP BY are the same text; it must match analytics_local_day() of migration 0007.
 */
const ZONE = sql.raw(`'${ANALYTICS_TIME_ZONE}'`);

/** The instant a Vietnam-time date begins. */
export const startOf = (date: string) => sql`((${date}::date)::timestamp at time zone ${ZONE})`;

/** Orders placed in any of these ranges (found by the index on orders.created_at); none: no order. */
export function placedIn(ranges: DateRange[]): SQL {
  if (!ranges.length) return sql`false`;
  const each = ranges.map(
    (r) =>
      sql`(orders.created_at >= ${startOf(r.from)} and orders.created_at < ${startOf(r.to)} + interval '1 day')`,
  );
  return sql`(${sql.join(each, sql` or `)})`;
}

const localDay = sql`(orders.created_at at time zone ${ZONE})::date`;
/**
 * Revenue counts what customers paid and kept: orders whose payment is completed, less those
 * Canceled or Returned.
 */
const counted = sql`(orders.payment_status = 'completed' and orders.status not in ('Canceled', 'Returned'))`;

/** analytics_day_statuses: per day and status, orders, and the counted ones' count, revenue and units. */
export const statusFigures = (where: SQL) => sql`
  select ${localDay} as day, orders.status, count(*)::int as orders,
    (count(*) filter (where ${counted}))::int as paid_orders,
    coalesce(sum(orders.total) filter (where ${counted}), 0)::bigint as revenue,
    coalesce(sum(lines.units) filter (where ${counted}), 0)::int as units
  from orders
  cross join lateral (
    select coalesce(sum(order_items.quantity), 0) as units from order_items where order_items.order_id = orders.id
  ) lines
  where ${where}
  group by 1, 2`;

/**
 * analytics_day_products: per day, product and size, the counted lines' units and revenue; an order
 * counts once per product, under the smallest size it bought of it (sizes then sum to orders).
 */
export const productFigures = (where: SQL, productId?: string) => sql`
  select day, product_id, size, sum(quantity)::int as units, sum(line_total)::bigint as revenue,
    (count(distinct order_id) filter (where size = first_size))::int as orders
  from (
    select ${localDay} as day, order_items.product_id, order_items.size, order_items.quantity,
      order_items.line_total, order_items.order_id,
      min(order_items.size) over (partition by order_items.order_id, order_items.product_id) as first_size
    from orders join order_items on order_items.order_id = orders.id
    where ${where} and ${counted} and order_items.product_id is not null
      ${productId ? sql`and order_items.product_id = ${productId}::uuid` : sql``}
  ) lines
  group by day, product_id, size`;

/**
 * analytics_day_customers: per day, the customers who ordered that day, grouped by the day of their
 * previous order (one probe each of the index on orders (user_id, created_at)).
 */
export const customerFigures = (where: SQL) => sql`
  select buyers.day, prev.day as previous_day, count(*)::int as customers
  from (
    select distinct ${localDay} as day, orders.user_id from orders
    where ${where} and orders.user_id is not null
  ) buyers
  cross join lateral (
    select (max(earlier.created_at) at time zone ${ZONE})::date as day from orders earlier
    where earlier.user_id = buyers.user_id and earlier.created_at < (buyers.day::timestamp at time zone ${ZONE})
  ) prev
  group by 1, 2`;
