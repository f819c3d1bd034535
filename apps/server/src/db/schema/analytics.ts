import { ORDER_STATUSES, SIZES } from '@shop/shared';
import { bigint, date, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';

/*
 * The staff analytics' per-day rollup (modules/analytics/README.md). A day is a Vietnam-time date.
 * A row in analytics_days says "this day's figures below are complete and current". Triggers on
 * orders and order_items (migration 0007) forget every day a write touches, deleting its rows here,
 * so a row is never stale; the analytics module fills missing days lazily from the orders. The
 * figures carry no foreign key to analytics_days: one is written only with its day, in the same
 * statement, and a year's fill would otherwise pay a check per row.
 */

const day = () => date('day', { mode: 'string' }).notNull();

export const analyticsDays = pgTable('analytics_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
});

/**
 * Per day and order status: orders placed, and among them the counted ones (payment completed,
 * neither Canceled nor Returned: docs/decisions/0041) with their revenue (order totals) and units.
 */
export const analyticsDayStatuses = pgTable(
  'analytics_day_statuses',
  {
    day: day(),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    orders: integer('orders').notNull(),
    paidOrders: integer('paid_orders').notNull(),
    revenue: bigint('revenue', { mode: 'number' }).notNull(),
    units: integer('units').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.status] })],
);

/**
 * Per day, product and size: units and revenue of counted lines. `orders` counts each order once per
 * product, under the smallest size it bought of it, so that summing over sizes gives the orders.
 */
export const analyticsDayProducts = pgTable(
  'analytics_day_products',
  {
    day: day(),
    productId: uuid('product_id').notNull(),
    size: text('size', { enum: SIZES }).notNull(),
    units: integer('units').notNull(),
    revenue: bigint('revenue', { mode: 'number' }).notNull(),
    orders: integer('orders').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.productId, t.size] }),
    index('analytics_day_products_product_idx').on(t.productId, t.day),
  ],
);

/**
 * Distinct customers cannot be summed over days, so each day keeps its customers grouped by the
 * day of their previous order (null: none before). The customers of a range are then those of its
 * days whose previous order is before the range: each is counted on their first day in it.
 */
export const analyticsDayCustomers = pgTable(
  'analytics_day_customers',
  {
    day: day(),
    previousDay: date('previous_day', { mode: 'string' }),
    customers: integer('customers').notNull(),
  },
  (t) => [index('analytics_day_customers_day_idx').on(t.day, t.previousDay)],
);
