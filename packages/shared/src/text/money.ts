/**
 * SPEC §9: money is shown as a number with the dong sign. Amounts are integer dong everywhere.
 * Vietnamese groups thousands with dots ("1.250.000 ₫"), English with commas ("1,250,000 ₫").
 */
export function formatVnd(amount: number, language: string = 'en'): string {
  const format = language.startsWith('vi') ? VI : EN;
  return `${format.format(Math.round(amount))} ₫`;
}

// Made once: building an Intl.NumberFormat costs ~100 times more than using one (an order's mail and a
// cart page format a dozen amounts).
const VI = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 0 });
const EN = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
