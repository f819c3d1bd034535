import {
  ANALYTICS_DEFAULT_DAYS,
  ANALYTICS_MAX_DAYS,
  ANALYTICS_MESSAGES,
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
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { AnalyticsRepository, type Plan } from './analytics.repository.js';
import { addDays, type DateRange, datesOf, runsOf, vietnamDate } from './analytics-dates.js';
import { fillRollup, missingDays } from './analytics-rollup.js';

/**
 * A range: `from` and `to` both included; without them, the last 30 days up to today in
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

/** The label of the period holding a date: the date, its week's Monday, or its month. */
function periodOf(date: string, groupBy: SalesGroup): string {
  if (groupBy === 'day') return date;
  if (groupBy === 'month') return date.slice(0, 7);
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay(); // 0 Sunday … 6 Saturday
  return addDays(date, -((weekday + 6) % 7));
}

export interface AnalyticsDeps {
  db: Db;
}

/**
 * The staff analytics. Past days are read from the per-day rollup (README.md),
 * filled here when missing; today and later are computed live from the orders. This layer resolves
 * the range, plans where each day comes from, and groups and zero-fills the series.
 */
export class AnalyticsService {
  constructor(private readonly deps: AnalyticsDeps) {}

  /**
   * Runs `read` on a plan of the range: days before today from the rollup, the rest live. The plan
   * and the reads share one REPEATABLE READ snapshot, so a day forgotten by a write meanwhile is
   * either still in the rollup or computed live: never missing from the result. When rolled days
   * are missing, they are filled first and the read runs again; days a fill could not take (a
   * writer is on them) are then computed live.
   */
  private async read<T>(range: DateRange, read: (repo: AnalyticsRepository, plan: Plan) => Promise<T>) {
    const today = vietnamDate(new Date());
    const yesterday = addDays(today, -1);
    const rolled =
      range.from <= yesterday ? { from: range.from, to: range.to < today ? range.to : yesterday } : null;
    const tail = range.to >= today ? [{ from: range.from > today ? range.from : today, to: range.to }] : [];
    const attempt = (filled: boolean) =>
      this.deps.db.transaction(
        async (tx) => {
          // a few thousand rows: starting parallel workers would cost more than they save
          await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
          const missing = rolled ? await missingDays(tx, rolled) : [];
          if (missing.length && !filled) return undefined;
          return {
            value: await read(new AnalyticsRepository(tx), { rolled, live: [...runsOf(missing), ...tail] }),
          };
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
    let result = await attempt(false);
    if (!result) {
      await fillRollup(this.deps.db, rolled!);
      result = await attempt(true);
    }
    return result!.value;
  }

  async summary(range: DateRange, lowStockThreshold = LOW_STOCK_THRESHOLD): Promise<AnalyticsSummary> {
    const { statuses, customers, newCustomers, lowStock } = await this.read(range, async (repo, plan) => ({
      statuses: await repo.statuses(plan),
      customers: await repo.customers(plan, range),
      newCustomers: await repo.newCustomers(range),
      lowStock: await repo.lowStock(lowStockThreshold, LOW_STOCK_LIMIT),
    }));
    const ordersByStatus = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<
      OrderStatus,
      number
    >;
    let [orders, paidOrders, revenue] = [0, 0, 0];
    for (const row of statuses) {
      ordersByStatus[row.status as OrderStatus] = row.orders;
      orders += row.orders;
      paidOrders += row.paidOrders;
      revenue += row.revenue;
    }
    return {
      revenue,
      orders,
      averageOrderValue: paidOrders ? Math.round(revenue / paidOrders) : 0,
      customers,
      newCustomers,
      ordersByStatus,
      lowStock,
      paidOrders,
      lowStockThreshold,
      ...range,
    };
  }

  async daily(range: DateRange): Promise<AnalyticsDaily> {
    const rows = new Map((await this.read(range, (repo, plan) => repo.days(plan))).map((r) => [r.date, r]));
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
    const rows = await this.read(range, (repo, plan) => repo.days(plan));
    const periods = new Map(
      datesOf(range).map((d) => [periodOf(d, groupBy), { revenue: 0, orders: 0, units: 0 }]),
    );
    for (const row of rows) {
      const period = periods.get(periodOf(row.date, groupBy))!;
      period.revenue += row.revenue;
      period.orders += row.orders;
      period.units += row.units;
    }
    return {
      periods: [...periods].map(([period, figures]) => ({ period, ...figures })),
      groupBy,
      ...range,
    };
  }

  async topProducts(range: DateRange, limit: number): Promise<AnalyticsTopProducts> {
    return { products: await this.read(range, (repo, plan) => repo.topProducts(plan, limit)), ...range };
  }

  async product(id: string, range: DateRange): Promise<ProductSales> {
    const product = isUuid(id) ? await new AnalyticsRepository(this.deps.db).product(id) : undefined;
    if (!product) throw new AppError('NOT_FOUND', ANALYTICS_MESSAGES.productNotFound);
    const rows = await this.read(range, (repo, plan) => repo.productSales(plan, id));
    const bySize = new Map<string, { units: number; revenue: number }>();
    const daily = new Map<string, { units: number; revenue: number }>();
    let [units, revenue, orders] = [0, 0, 0];
    for (const row of rows) {
      for (const [map, key] of [
        [bySize, row.size],
        [daily, row.date],
      ] as const) {
        const x = map.get(key) ?? { units: 0, revenue: 0 };
        x.units += row.units;
        x.revenue += row.revenue;
        map.set(key, x);
      }
      units += row.units;
      revenue += row.revenue;
      orders += row.orders;
    }
    const stock = new Map(product.sizes.map((s) => [s.size, s.stock]));
    return {
      units,
      revenue,
      bySize: SIZES.filter((size) => bySize.has(size) || stock.has(size)).map((size) => ({
        size,
        units: bySize.get(size)?.units ?? 0,
        revenue: bySize.get(size)?.revenue ?? 0,
        stock: stock.get(size) ?? null,
      })),
      daily: datesOf(range).map((date) => ({
        date,
        units: daily.get(date)?.units ?? 0,
        revenue: daily.get(date)?.revenue ?? 0,
      })),
      productId: product.id,
      name: product.name,
      orders,
      ...range,
    };
  }
}
