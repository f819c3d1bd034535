import { z } from 'zod';
import { SIZES } from '../constants/catalog.js';
import { ORDER_STATUSES } from '../constants/orders.js';

/**
 * The analytics calls (staff; docs/decisions/0041). Every figure is computed by the server from the orders table:
 * - an order belongs to the day it was placed (`createdAt`), in Vietnam time: days run from 00:00 to
 *   24:00 in Asia/Ho_Chi_Minh (UTC+7, no daylight saving), whatever the server's or the browser's zone;
 * - `from` and `to` are ISO dates (YYYY-MM-DD), both included; without them, the last 30 days up to
 *   today (Vietnam time);
 * - revenue counts the orders whose payment is completed and that are neither Canceled nor Returned
 *   (the "counted" orders), each with its total: what the customer paid, discounts taken off and
 *   shipping included. Units and per-product revenue come from the lines of counted orders (a line's
 *   revenue is its line total, before the order's coupon or rank discount);
 * - `orders` counts every order placed in the range, whatever its status (ordersByStatus splits them).
 */
export const ANALYTICS_TIME_ZONE = 'Asia/Ho_Chi_Minh';
export const ANALYTICS_DEFAULT_DAYS = 30;
/** the longest range asked for at once (the daily series is zero-filled, one point a day) */
export const ANALYTICS_MAX_DAYS = 731;
/** a size whose stock is at or below this is "low" (the summary's default threshold) */
export const LOW_STOCK_THRESHOLD = 5;
export const LOW_STOCK_LIMIT = 50;
export const TOP_PRODUCTS_DEFAULT = 10;
export const TOP_PRODUCTS_MAX = 50;

export const ANALYTICS_MESSAGES = {
  invalidDate: 'must be an ISO date (YYYY-MM-DD)',
  fromAfterTo: 'from must not be after to',
  rangeTooLong: `The range can span at most ${ANALYTICS_MAX_DAYS} days`,
  productNotFound: 'Product not found',
} as const;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A calendar date that exists (2026-02-30 does not). */
export const isoDateSchema = z
  .string()
  .regex(ISO_DATE, ANALYTICS_MESSAGES.invalidDate)
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  }, ANALYTICS_MESSAGES.invalidDate);

const DAY_MS = 86_400_000;
/** Days from `from` to `to`, both included (ISO dates). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

const rangeShape = { from: isoDateSchema.optional(), to: isoDateSchema.optional() };
function checkRange(q: { from?: string | undefined; to?: string | undefined }, ctx: z.RefinementCtx) {
  if (q.from && q.to) {
    if (q.from > q.to)
      ctx.addIssue({ code: 'custom', path: ['from'], message: ANALYTICS_MESSAGES.fromAfterTo });
    else if (daysBetween(q.from, q.to) > ANALYTICS_MAX_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: ANALYTICS_MESSAGES.rangeTooLong });
  }
}

/** `?from=&to=` of every analytics call. */
export const analyticsRangeQuerySchema = z.object(rangeShape).superRefine(checkRange);
export type AnalyticsRangeQuery = z.input<typeof analyticsRangeQuerySchema>;

/** GET /analytic: `lowStockThreshold` (default 5) decides which sizes are listed as low. */
export const analyticsSummaryQuerySchema = z
  .object({ ...rangeShape, lowStockThreshold: z.coerce.number().int().min(0).max(1000).optional() })
  .superRefine(checkRange);
export type AnalyticsSummaryQuery = AnalyticsRangeQuery & { lowStockThreshold?: number };

export const SALES_GROUPS = ['day', 'week', 'month'] as const;
export type SalesGroup = (typeof SALES_GROUPS)[number];
/** GET /analytic/sales: weeks start on Monday (ISO weeks); the default grouping is by day. */
export const salesQuerySchema = z
  .object({ ...rangeShape, groupBy: z.enum(SALES_GROUPS).default('day') })
  .superRefine(checkRange);
export type SalesQuery = z.input<typeof salesQuerySchema>;

export const topProductsQuerySchema = z
  .object({
    ...rangeShape,
    limit: z.coerce.number().int().min(1).max(TOP_PRODUCTS_MAX).default(TOP_PRODUCTS_DEFAULT),
  })
  .superRefine(checkRange);
export type TopProductsQuery = AnalyticsRangeQuery & { limit?: number };

// ── responses ──────────────────────────────────────────────────────────────────────────────────────

const money = z.number().int();
const count = z.number().int().min(0);
/** the range the figures cover, as the server understood it (defaults filled in) */
const range = { from: z.string(), to: z.string() };

export const lowStockEntrySchema = z.object({
  productId: z.string(),
  name: z.string(),
  size: z.enum(SIZES),
  stock: z.number().int(),
});
export type LowStockEntry = z.infer<typeof lowStockEntrySchema>;

/** GET /analytic; fields after `lowStock` are additions to the required shape (docs/requirements/api.md). */
export const analyticsSummarySchema = z.object({
  revenue: money,
  /** every order placed in the range */
  orders: count,
  /** revenue / paidOrders, rounded to the dong; 0 without paid orders */
  averageOrderValue: money,
  /** distinct users with an order placed in the range */
  customers: count,
  /** customer accounts created in the range */
  newCustomers: count,
  /** every order status, 0 included; sums to `orders` */
  ordersByStatus: z.record(z.enum(ORDER_STATUSES), count),
  /** visible products' sizes whose stock is at or below `lowStockThreshold`, lowest first (at most 50) */
  lowStock: z.array(lowStockEntrySchema),
  /** the orders revenue counts: payment completed, not Canceled, not Returned */
  paidOrders: count,
  lowStockThreshold: count,
  ...range,
});
export type AnalyticsSummary = z.infer<typeof analyticsSummarySchema>;

export const dailyPointSchema = z.object({ date: z.string(), revenue: money, orders: count });
/** GET /analytic/daily: one point per day of the range, oldest first, days without orders at 0. */
export const analyticsDailySchema = z.object({ days: z.array(dailyPointSchema), ...range });
export type AnalyticsDaily = z.infer<typeof analyticsDailySchema>;

/**
 * GET /analytic/sales: one period per day, week or month touching the range, oldest first, zero-filled.
 * `period` is the day (YYYY-MM-DD), the Monday starting the week (YYYY-MM-DD) or the month (YYYY-MM);
 * only orders inside the range count, even when a period reaches past its edges.
 */
export const salesPeriodSchema = z.object({
  period: z.string(),
  revenue: money,
  orders: count,
  units: count,
});
export const analyticsSalesSchema = z.object({
  periods: z.array(salesPeriodSchema),
  groupBy: z.enum(SALES_GROUPS),
  ...range,
});
export type AnalyticsSales = z.infer<typeof analyticsSalesSchema>;

/** GET /analytic/top-products: the best sellers of the range by units, then revenue. */
export const topProductSchema = z.object({
  productId: z.string(),
  name: z.string(),
  units: count,
  revenue: money,
});
export const analyticsTopProductsSchema = z.object({ products: z.array(topProductSchema), ...range });
export type AnalyticsTopProducts = z.infer<typeof analyticsTopProductsSchema>;

/** GET /analytic/single_product/{id}: one product's counted sales. */
export const productSalesSchema = z.object({
  units: count,
  revenue: money,
  /** every size the product is stocked in or sold in, in the sizes' display order, with its current stock */
  bySize: z.array(
    z.object({ size: z.enum(SIZES), units: count, revenue: money, stock: z.number().int().nullable() }),
  ),
  /** one point per day of the range, zero-filled */
  daily: z.array(z.object({ date: z.string(), units: count, revenue: money })),
  productId: z.string(),
  name: z.string(),
  /** counted orders that contain the product */
  orders: count,
  ...range,
});
export type ProductSales = z.infer<typeof productSalesSchema>;
