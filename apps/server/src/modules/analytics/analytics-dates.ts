import { ANALYTICS_TIME_ZONE } from '@shop/shared';

/** A range of Vietnam-time dates, both included (YYYY-MM-DD). */
export interface DateRange {
  from: string;
  to: string;
}

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

/** Every date of the range, oldest first. */
export function datesOf(range: DateRange): string[] {
  const out: string[] = [];
  for (let d = range.from; d <= range.to; d = addDays(d, 1)) out.push(d);
  return out;
}

/** Sorted dates as the fewest ranges of consecutive dates. */
export function runsOf(dates: string[]): DateRange[] {
  const runs: DateRange[] = [];
  for (const date of dates) {
    const last = runs.at(-1);
    if (last && addDays(last.to, 1) === date) last.to = date;
    else runs.push({ from: date, to: date });
  }
  return runs;
}
