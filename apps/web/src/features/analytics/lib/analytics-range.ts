import { ANALYTICS_DEFAULT_DAYS, ANALYTICS_MAX_DAYS, daysBetween, type SalesGroup } from '@shop/shared';

/** A range of calendar days in the shop's time (Vietnam), both ends included: ISO dates. */
export interface DateRange {
  from: string;
  to: string;
}

export const RANGE_PRESETS = ['7', '30', '90', 'month', 'custom'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

const DAY_MS = 86_400_000;
/** Vietnam is UTC+7 all year (no daylight saving): the server counts days there (shared analytics schema). */
const VIETNAM_OFFSET_MS = 7 * 60 * 60 * 1000;

/** Today's date in Vietnam, whatever the browser's zone. */
export function shopToday(now: Date = new Date()): string {
  return new Date(now.getTime() + VIETNAM_OFFSET_MS).toISOString().slice(0, 10);
}

/** An ISO date moved by a number of days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The last `days` days up to today, today included. */
export function lastDays(days: number, now: Date = new Date()): DateRange {
  const to = shopToday(now);
  return { from: addDays(to, -(days - 1)), to };
}

/** Without a range the server's figures cover the last 30 days: the tab opens on the same range. */
export const defaultRange = (now: Date = new Date()): DateRange => lastDays(ANALYTICS_DEFAULT_DAYS, now);

/** The range a preset stands for; `custom` keeps the one given. */
export function presetRange(preset: RangePreset, current: DateRange, now: Date = new Date()): DateRange {
  switch (preset) {
    case 'month': {
      const to = shopToday(now);
      return { from: `${to.slice(0, 8)}01`, to };
    }
    case 'custom':
      return current;
    default:
      return lastDays(Number(preset), now);
  }
}

export type RangeProblem = 'missing' | 'fromAfterTo' | 'tooLong';

/** What is wrong with a range typed by hand (the server rejects the same with a 400), or null. */
export function rangeProblem(range: DateRange): RangeProblem | null {
  const iso = /^\d{4}-\d{2}-\d{2}$/;
  if (!iso.test(range.from) || !iso.test(range.to)) return 'missing';
  if (range.from > range.to) return 'fromAfterTo';
  if (daysBetween(range.from, range.to) > ANALYTICS_MAX_DAYS) return 'tooLong';
  return null;
}

/**
 * The grouping that reads well for a range: days up to two months, weeks up to a half-year, months
 * beyond (a year of daily bars is a comb). Staff can still pick another.
 */
export function suggestedGroup(range: DateRange): SalesGroup {
  const days = daysBetween(range.from, range.to);
  if (days <= 62) return 'day';
  if (days <= 183) return 'week';
  return 'month';
}

/** A short label of a day or period for a chart's axis ("3/7", "W 3/7", "07/2025"). */
export function periodLabel(period: string, groupBy: SalesGroup): string {
  if (groupBy === 'month') {
    const [y, m] = period.split('-');
    return `${m}/${y}`;
  }
  const [, m, d] = period.split('-');
  return `${Number(d)}/${Number(m)}`;
}
