import { describe, expect, it } from 'vitest';
import { ORDERABLE_AVAILABILITY, SHOPPER_AVAILABILITY_FILTERS } from './catalog.js';
import { formatBadgeCount } from './client.js';
import { I18N_NAMESPACES } from './languages.js';
import { ORDER_STATUSES, ORDER_TRANSITIONS } from './orders.js';
import { RANK_TIERS } from './ranks.js';
import { isFooterHidden } from './routes.js';
import { INTERNATIONAL_SHIPPING_USD } from './shipping.js';

describe('product constants', () => {
  it('sells a DEFECTIVE piece as is, and offers shoppers no SOLD OUT or OUT OF STOCK filter', () => {
    expect(ORDERABLE_AVAILABILITY).toContain('DEFECTIVE');
    expect(SHOPPER_AVAILABILITY_FILTERS).toEqual(['AVAILABLE', 'ARRIVING SOON', 'DEFECTIVE', 'PRE-ORDER']);
  });

  it('has the rank tiers of the requirements in ascending order', () => {
    expect(RANK_TIERS.map((t) => [t.name, t.threshold, t.discountPercent])).toEqual([
      ['Blush Babe', 0, 0],
      ['Rosé Darling', 2_000_000, 5],
      ['Lace Lover', 4_000_000, 7],
      ['Pearl Princess', 6_000_000, 10],
      ['Velvet Queen', 12_000_000, 15],
    ]);
  });

  it('lists 27 translation namespaces', () => {
    expect(I18N_NAMESPACES).toHaveLength(27);
    expect(new Set(I18N_NAMESPACES).size).toBe(27);
  });

  it('only moves orders between known statuses', () => {
    for (const [from, targets] of Object.entries(ORDER_TRANSITIONS)) {
      expect(ORDER_STATUSES).toContain(from);
      for (const to of targets) expect(ORDER_STATUSES).toContain(to);
    }
  });

  it('has five shipping tiers for every country', () => {
    for (const prices of Object.values(INTERNATIONAL_SHIPPING_USD)) expect(prices).toHaveLength(5);
    expect(INTERNATIONAL_SHIPPING_USD.Portugal).toEqual([63, 63, 81, 112, 151]);
  });

  it('caps the cart badge at 99+', () => {
    expect(formatBadgeCount(0)).toBe('0');
    expect(formatBadgeCount(99)).toBe('99');
    expect(formatBadgeCount(100)).toBe('99+');
  });

  it.each([
    ['/login', true],
    ['/signUp', true],
    ['/forgot-password', true],
    ['/verify-email', true],
    ['/reset-password/abc', true],
    ['/profile', true],
    ['/admin-dashboard', true],
    ['/product/42', true],
    ['/checkout', true],
    ['/cart', true],
    ['/LOGIN', true],
    ['/signup', true],
    ['/Product/42', true],
    ['/CART/', true],
    ['/', false],
    ['/products', false],
    ['/about-us', false],
    ['/Collection/7', false],
    ['/purchase-success', false],
  ])('footer hidden on %s: %s', (path, hidden) => {
    expect(isFooterHidden(path)).toBe(hidden);
  });
});
