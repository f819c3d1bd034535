import { describe, expect, it } from 'vitest';
import { formatUsdCents, internationalShippingUsd, usdToVnd, vndToUsdCents } from './international.js';

describe('international shipping', () => {
  it.each([
    ['Vietnam', 3, 0],
    ['Singapore', 1, 29],
    ['Hong Kong', 2, 54],
    ['United States', 4, 99],
    ['Philippines', 5, 142],
    ['Philippines', 12, 142],
    ['United Kingdom', 1, 37],
    ['Finland', 3, 81],
    ['Portugal', 1, 63],
    ['Portugal', 2, 63],
    ['Portugal', 5, 151],
  ])('%s with %i items costs %i USD', (country, items, usd) => {
    expect(internationalShippingUsd(country, items)).toBe(usd);
  });

  it('knows no fee for a country outside the table', () => {
    expect(internationalShippingUsd('Atlantis', 1)).toBeUndefined();
  });

  it('converts between dollars and integer dong', () => {
    expect(usdToVnd(73, 25_000)).toBe(1_825_000);
    expect(usdToVnd(29, 25_432.5)).toBe(737_543);
    expect(vndToUsdCents(610_000, 25_000)).toBe(2440);
    expect(vndToUsdCents(1, 25_000)).toBe(1);
    expect(vndToUsdCents(0, 25_000)).toBe(0);
    expect(formatUsdCents(2440)).toBe('24.40');
    expect(formatUsdCents(5)).toBe('0.05');
    expect(formatUsdCents(123_456)).toBe('1234.56');
  });
});
