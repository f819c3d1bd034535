/**
 * SPEC §9: money is shown as a number with the dong sign. Amounts are integer dong everywhere.
 * Vietnamese groups thousands with dots ("1.250.000 ₫"), English with commas ("1,250,000 ₫").
 */
export function formatVnd(amount: number, language: string = 'en'): string {
  const locale = language.startsWith('vi') ? 'vi-VN' : 'en-US';
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(Math.round(amount))} ₫`;
}
