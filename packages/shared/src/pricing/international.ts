import { INTERNATIONAL_SHIPPING_USD } from '../constants/shipping.js';

/**
 * The international fee in US dollars for a number of items (docs/requirements/limits.md; tiers 1, 2,
 * 3, 4, 5 or more); Vietnam is 0 (the domestic fee applies). Undefined for a country not shipped to.
 */
export function internationalShippingUsd(country: string, itemCount: number): number | undefined {
  const tiers = INTERNATIONAL_SHIPPING_USD[country];
  if (!tiers || itemCount <= 0) return tiers ? 0 : undefined;
  return tiers[Math.min(itemCount, tiers.length) - 1];
}

/** Dollars to integer dong at a rate of dong per dollar (half up). */
export const usdToVnd = (usd: number, vndPerUsd: number): number => Math.round(usd * vndPerUsd);

/** Integer dong to US cents at a rate of dong per dollar (half up; at least 1 cent for a positive amount). */
export function vndToUsdCents(vnd: number, vndPerUsd: number): number {
  if (vnd <= 0) return 0;
  return Math.max(1, Math.round((vnd * 100) / vndPerUsd));
}

/** "12.34": the 2-decimal form PayPal takes. */
export const formatUsdCents = (cents: number): string =>
  `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
