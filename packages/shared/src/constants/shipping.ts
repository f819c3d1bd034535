/** Domestic shipping fee by subtotal (integer dong), highest threshold first (docs/requirements/limits.md). */
export const SHIPPING_FEE_STEPS = [
  { minSubtotal: 850_000, fee: 15_000 },
  { minSubtotal: 560_000, fee: 10_000 },
] as const;

/**
 * International shipping in US dollars by number of items in the order (tiers for 1, 2, 3, 4, 5 or
 * more items; docs/requirements/limits.md, docs/decisions/0019). Vietnam ships free.
 */
const TIER_A = [29, 54, 73, 99, 142] as const;
const TIER_B = [37, 63, 81, 112, 151] as const;
export const INTERNATIONAL_SHIPPING_USD: Readonly<Record<string, readonly number[]>> = {
  Vietnam: [0, 0, 0, 0, 0],
  Singapore: TIER_A,
  'Hong Kong': TIER_A,
  'United States': TIER_A,
  Philippines: TIER_A,
  'United Kingdom': TIER_B,
  Australia: TIER_B,
  Canada: TIER_B,
  'New Zealand': TIER_B,
  Germany: TIER_B,
  Spain: TIER_B,
  France: TIER_B,
  Ireland: TIER_B,
  Sweden: TIER_B,
  Denmark: TIER_B,
  Switzerland: TIER_B,
  Italy: TIER_B,
  Finland: TIER_B,
  Portugal: [63, 63, 81, 112, 151],
};
export const SHIPPING_COUNTRIES = Object.keys(INTERNATIONAL_SHIPPING_USD);
