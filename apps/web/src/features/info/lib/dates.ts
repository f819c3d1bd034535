import { formatDate } from '../../../lib/dates';

/** The day the policies below were last revised (ISO date); shown in the reader's language. */
export const POLICIES_UPDATED = '2025-07-01';

/** A calendar date in the reader's language: "1 July 2025" / "1 tháng 7, 2025". */
export function formatDay(iso: string, language: string): string {
  // noon in Vietnam: the same calendar day whatever the time zone arithmetic
  return formatDate(`${iso}T12:00:00+07:00`, language, 'long');
}
