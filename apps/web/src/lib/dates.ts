/**
 * Dates in the reader's language (issue #6): British English ("1 July 2025") or Vietnamese
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
