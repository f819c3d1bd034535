/**
 * The one rounding rule for money (integer dong): a percentage of an amount is rounded to the nearest
 * dong, halves up. Every percentage in the shop (coupons, ranks) goes through `percentOf`.
 */
export function percentOf(amount: number, percent: number): number {
  if (amount <= 0 || percent <= 0) return 0;
  return Math.floor((amount * percent + 50) / 100);
}

/** Clamps to a whole, non-negative number of dong. */
export const dong = (value: number): number => Math.max(0, Math.round(value));
