/** A period of calendar days in the shop's time (Vietnam), both ends included: ISO dates. */
export interface Period {
  from: string;
  to: string;
}

/** Vietnam is UTC+7 all year (no daylight saving): the server counts delivery days there. */
const VIETNAM_OFFSET_MS = 7 * 60 * 60 * 1000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Today's date in Vietnam, whatever the browser's zone. */
export const shopToday = (now: Date = new Date()): string =>
  new Date(now.getTime() + VIETNAM_OFFSET_MS).toISOString().slice(0, 10);

/** The reconciliation opens on this month: its first day to today (carriers remit month by month). */
export function thisMonth(now: Date = new Date()): Period {
  const to = shopToday(now);
  return { from: `${to.slice(0, 8)}01`, to };
}

/** A period the server takes: two dates, the first not after the second. */
export const isPeriod = (period: Period): boolean =>
  ISO_DAY.test(period.from) && ISO_DAY.test(period.to) && period.from <= period.to;
