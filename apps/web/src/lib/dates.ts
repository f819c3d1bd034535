/**
 * Dates in the reader's language: British English ("1 July 2025") or Vietnamese
 * ("1 tháng 7, 2025"). Intl's plain "en" would give the American order, which a Vietnamese shop's
 * English-reading customers do not expect.
 */
export function dateLocale(language: string): string {
  return language.startsWith('vi') ? 'vi-VN' : 'en-GB';
}

/** The shop's clock: order times, expiry days and cut-offs are Vietnam's (UTC+7, no DST). */
export const SHOP_TIME_ZONE = 'Asia/Ho_Chi_Minh';

/** A calendar day: "3 Mar 2025". An unreadable value is shown as it came. */
export function formatDate(
  value: string | Date,
  language: string,
  style: 'medium' | 'long' = 'medium',
): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return new Intl.DateTimeFormat(dateLocale(language), { dateStyle: style, timeZone: SHOP_TIME_ZONE }).format(
    date,
  );
}

const EN_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * A calendar day written out: "1 July 2025" / "1 tháng 7, 2025" (`formatDate`'s long style). By hand,
 * not with Intl: the footer shows one on every page, and a tab's first Intl.DateTimeFormat costs the
 * main thread about 10 ms on the 2-core server, on every shopper's first page. The output is Intl's
 * (dates.test.ts compares the two).
 */
export function formatDay(iso: string, language: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  const month = Number(match?.[2]);
  if (!match || month < 1 || month > 12) return iso;
  const [year, day] = [Number(match[1]), Number(match[3])];
  return language.startsWith('vi')
    ? `${day} tháng ${month}, ${year}`
    : `${day} ${EN_MONTHS[month - 1]} ${year}`;
}

/** A moment: "3 Mar 2025, 14:05", in Vietnam's time. */
export function formatDateTime(value: string | Date, language: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return new Intl.DateTimeFormat(dateLocale(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: SHOP_TIME_ZONE,
  }).format(date);
}
