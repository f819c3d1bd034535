/**
 * Money is shown as a number with the dong sign. Amounts are integer dong everywhere.
 * Vietnamese groups thousands with dots ("1.250.000 ₫"), English with commas ("1,250,000 ₫").
 */
export function formatVnd(amount: number, language: string = 'en'): string {
  return `${formatWhole(amount, language)} ₫`;
}

/**
 * A whole number grouped for the language: "1.250.000" / "1,250,000" (rounded first). For counts and
 * the dong amounts that a sentence puts its own sign beside.
 *
 * Grouped by hand, not with Intl.NumberFormat: a browser tab's first NumberFormat loads ICU's number
 * data, which holds the main thread on every shopper's first page. The output is Intl's (text.test.ts compares the two).
 */
export function formatWhole(value: number, language: string = 'en'): string {
  const rounded = Math.round(value);
  const digits = String(Math.abs(rounded));
  const separator = language.startsWith('vi') ? '.' : ',';
  let grouped = digits.slice(0, digits.length % 3 || 3);
  for (let i = grouped.length; i < digits.length; i += 3) grouped += separator + digits.slice(i, i + 3);
  return rounded < 0 ? `-${grouped}` : grouped;
}
