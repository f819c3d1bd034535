import { formatBadgeCount, STORAGE_KEYS } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { cartCount, unitPrice, useCartStore } from './cart-store';

describe('cart badge', () => {
  it('counts pieces: the sum of the quantities of every line', () => {
    expect(cartCount([])).toBe(0);
    expect(cartCount([{ quantity: 2 }, { quantity: 3 }])).toBe(5);
    expect(cartCount([{ quantity: 2 }, { quantity: Number.NaN }, { quantity: -1 }])).toBe(2);
  });

  it("shows '99+' above 99", () => {
    expect(formatBadgeCount(0)).toBe('0');
    expect(formatBadgeCount(99)).toBe('99');
    expect(formatBadgeCount(100)).toBe('99+');
    expect(formatBadgeCount(12_345)).toBe('99+');
  });

  it("persists under 'cart-storage'", () => {
    useCartStore
      .getState()
      .setItems([{ productId: 'p', size: 'S', quantity: 1, price: 350_000, discountPrice: 0, name: 'Áo' }]);
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.cart) ?? '{}');
    expect(stored.state.items).toHaveLength(1);
    useCartStore.getState().reset();
  });

  it('uses the discount price when above 0', () => {
    expect(unitPrice({ price: 500_000, discountPrice: 390_000 })).toBe(390_000);
    expect(unitPrice({ price: 500_000, discountPrice: 0 })).toBe(500_000);
  });
});
