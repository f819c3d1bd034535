/** A moment in the reader's language and time zone: "3 Mar 2025, 14:05" / "3 thg 3, 2025, 14:05". */
export function formatDateTime(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language.startsWith('vi') ? 'vi-VN' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(date);
}

/** A calendar day in the reader's language. */
export function formatDate(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language.startsWith('vi') ? 'vi-VN' : 'en-GB', {
    dateStyle: 'medium',
  }).format(date);
}
