import {
  ANALYTICS_DEFAULT_DAYS,
  ANALYTICS_MAX_DAYS,
  ANALYTICS_MESSAGES,
  ANALYTICS_TIME_ZONE,
  type AnalyticsDaily,
  type AnalyticsSales,
  type AnalyticsSummary,
  type AnalyticsTopProducts,
  daysBetween,
  isUuid,
  LOW_STOCK_LIMIT,
  LOW_STOCK_THRESHOLD,
  ORDER_STATUSES,
  type OrderStatus,
  type ProductSales,
  type SalesGroup,
  SIZES,
} from '@shop/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { AnalyticsRepository, type DateRange } from './analytics.repository.js';

const DAY_MS = 86_400_000;
const todayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: ANALYTICS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar date in Vietnam at this instant (YYYY-MM-DD). */
export const vietnamDate = (at: Date): string => todayFormat.format(at);
/** A date `days` after an ISO date (negative: before). */
export const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * DECISIONS §10 ranges: `from` and `to` both included; without them, the last 30 days up to today in
 * Vietnam. One bound alone keeps the other at its default (today, or 30 days before `to`).
 */
export function resolveRange(
  query: { from?: string | undefined; to?: string | undefined },
  now = new Date(),
): DateRange {
  const to = query.to ?? (query.from && query.from > vietnamDate(now) ? query.from : vietnamDate(now));
  const from = query.from ?? addDays(to, -(ANALYTICS_DEFAULT_DAYS - 1));
  if (from > to) throw new AppError('VALIDATION_ERROR', `from: ${ANALYTICS_MESSAGES.fromAfterTo}`);
  if (daysBetween(from, to) > ANALYTICS_MAX_DAYS) {
    throw new AppError('VALIDATION_ERROR', `to: ${ANALYTICS_MESSAGES.rangeTooLong}`);
  }
  return { from, to };
}

/** Every date of the range, oldest first. */
function datesOf(range: DateRange): string[] {
  const out: string[] = [];
  for (let d = range.from; d <= range.to; d = addDays(d, 1)) out.push(d);
  return out;
}

/** The label of the period holding a date: the date, its week's Monday, or its month. */
function periodOf(date: string, groupBy: SalesGroup): string {
  if (groupBy === 'day') return date;
  if (groupBy === 'month') return date.slice(0, 7);
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay(); // 0 Sunday … 6 Saturday
  return addDays(date, -((weekday + 6) % 7));
}

/**
 * The staff analytics of DECISIONS §10, computed by SQL aggregates in the repository; this layer
 * resolves the range and zero-fills the series.
 */
export class AnalyticsService {
  constructor(private readonly db: Db) {}

  async summary(range: DateRange, lowStockThreshold = LOW_STOCK_THRESHOLD): Promise<AnalyticsSummary> {
    const repo = new AnalyticsRepository(this.db);
    const totals = await repo.totals(range);
    const byStatus = await repo.ordersByStatus(range);
    const newCustomers = await repo.newCustomers(range);
    const lowStock = await repo.lowStock(lowStockThreshold, LOW_STOCK_LIMIT);
    const ordersByStatus = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<
      OrderStatus,
      number
    >;
    for (const row of byStatus) ordersByStatus[row.status] = row.orders;
    return {
      revenue: totals.revenue,
      orders: totals.orders,
      averageOrderValue: totals.paidOrders ? Math.round(totals.revenue / totals.paidOrders) : 0,
      customers: totals.customers,
      newCustomers,
      ordersByStatus,
      lowStock,
      paidOrders: totals.paidOrders,
      lowStockThreshold,
      ...range,
    };
  }

  async daily(range: DateRange): Promise<AnalyticsDaily> {
    const rows = new Map((await new AnalyticsRepository(this.db).daily(range)).map((r) => [r.date, r]));
    return {
      days: datesOf(range).map((date) => ({
        date,
        revenue: rows.get(date)?.revenue ?? 0,
        orders: rows.get(date)?.orders ?? 0,
      })),
      ...range,
    };
  }

  async sales(range: DateRange, groupBy: SalesGroup): Promise<AnalyticsSales> {
    const { totals, units } = await new AnalyticsRepository(this.db).sales(range, groupBy);
    const byPeriod = new Map(totals.map((r) => [r.period, r]));
    const unitsByPeriod = new Map(units.map((r) => [r.period, r.units]));
    const periods = [...new Set(datesOf(range).map((d) => periodOf(d, groupBy)))];
    return {
      periods: periods.map((period) => ({
        period,
        revenue: byPeriod.get(period)?.revenue ?? 0,
        orders: byPeriod.get(period)?.orders ?? 0,
        units: unitsByPeriod.get(period) ?? 0,
      })),
      groupBy,
      ...range,
    };
  }

  async topProducts(range: DateRange, limit: number): Promise<AnalyticsTopProducts> {
    return { products: await new AnalyticsRepository(this.db).topProducts(range, limit), ...range };
  }

  async product(id: string, range: DateRange): Promise<ProductSales> {
    const repo = new AnalyticsRepository(this.db);
    const product = isUuid(id) ? await repo.product(id) : undefined;
    if (!product) throw new AppError('NOT_FOUND', ANALYTICS_MESSAGES.productNotFound);
    const sales = await repo.productSales(id, range);
    const sold = new Map(sales.bySize.map((r) => [r.size, r]));
    const stock = new Map(product.sizes.map((s) => [s.size, s.stock]));
    const daily = new Map(sales.daily.map((r) => [r.date, r]));
    return {
      units: sales.totals.units,
      revenue: sales.totals.revenue,
      bySize: SIZES.filter((size) => sold.has(size) || stock.has(size)).map((size) => ({
        size,
        units: sold.get(size)?.units ?? 0,
        revenue: sold.get(size)?.revenue ?? 0,
        stock: stock.get(size) ?? null,
      })),
      daily: datesOf(range).map((date) => ({
        date,
        units: daily.get(date)?.units ?? 0,
        revenue: daily.get(date)?.revenue ?? 0,
      })),
      productId: product.id,
      name: product.name,
      orders: sales.totals.orders,
      ...range,
    };
  }
}
