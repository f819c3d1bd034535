import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import {
  analyticsDayCustomers,
  analyticsDayProducts,
  analyticsDayStatuses,
  analyticsDays,
} from '../../db/schema/index.js';
import { type DateRange, runsOf } from './analytics-dates.js';
import { customerFigures, placedIn, productFigures, statusFigures } from './analytics-figures.js';

/** The advisory-lock namespace of a day's rollup; analytics_forget() of migration 0007 takes it too. */
const DAY_LOCK = 727_102;
/** The advisory lock fills take turns on. */
const FILL_TURN = 727_103;
/** A fill of this many days or more refreshes the planner's statistics of the rollup. */
const ANALYZE_AFTER_DAYS = 28;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
/** Validated YYYY-MM-DD dates as one date[] parameter. */
const dateArray = (dates: string[]) => sql`${`{${dates.join(',')}}`}::date[]`;

/** The days of a range that have no rollup, oldest first. */
export async function missingDays(db: DbOrTx, range: DateRange): Promise<string[]> {
  const result = await db.execute(sql`
    select to_char(d, 'YYYY-MM-DD') as day
    from generate_series(${range.from}::date, ${range.to}::date, interval '1 day') d
    where not exists (select 1 from ${analyticsDays} where ${analyticsDays.day} = d::date)
    order by 1`);
  return rowsOf<{ day: string }>(result).map((r) => r.day);
}

/**
 * Rolls up the range's missing days, in one transaction. Fills take turns (FILL_TURN, the only lock a
 * fill waits for, taken while it holds nothing else), so concurrent reads of a cold range wait for
 * one fill instead of each computing the range live. Then each missing day is locked exclusively
 * without waiting. A writer holds the same day lock, shared, from its change to its commit, and
 * forgets the day after its change: so the orders read here, in a statement that starts after the
 * lock is held, include every committed write, and a later write deletes what this commits. A day
 * whose lock is held by a writer is left missing: reads compute it live. Writers run in READ
 * COMMITTED (the default, used throughout), which lets their trigger see and delete a fill committed
 * while they ran.
 */
export async function fillRollup(db: Db, range: DateRange): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${FILL_TURN}::int, 0)`);
    const missing = await missingDays(tx, range); // another fill may have done them meanwhile
    if (!missing.length) return;
    const locked = rowsOf<{ day: string }>(
      await tx.execute(sql`
        select to_char(d, 'YYYY-MM-DD') as day from unnest(${dateArray(missing)}) d
        where pg_try_advisory_xact_lock(${DAY_LOCK}::int, d - date '2000-01-01')
        order by 1`),
    ).map((r) => r.day);
    if (!locked.length) return;
    const where = placedIn(runsOf(locked));
    await tx.execute(sql`
      with filled as (
        insert into ${analyticsDays} (day) select unnest(${dateArray(locked)}) returning day
      ), s as (
        insert into ${analyticsDayStatuses} (day, status, orders, paid_orders, revenue, units)
        select f.day, f.status, f.orders, f.paid_orders, f.revenue, f.units from (${statusFigures(where)}) f
      ), p as (
        insert into ${analyticsDayProducts} (day, product_id, size, units, revenue, orders)
        select f.day, f.product_id, f.size, f.units, f.revenue, f.orders from (${productFigures(where)}) f
      ), c as (
        insert into ${analyticsDayCustomers} (day, previous_day, customers)
        select f.day, f.previous_day, f.customers from (${customerFigures(where)}) f
      )
      select count(*) from filled`);
    // a first fill makes the tables many times larger; PGlite runs no autovacuum to notice, and its
    // planner would otherwise keep guessing their size
    if (locked.length >= ANALYZE_AFTER_DAYS) {
      await tx.execute(
        sql`analyze ${analyticsDays}, ${analyticsDayStatuses}, ${analyticsDayProducts}, ${analyticsDayCustomers}`,
      );
    }
  });
}
