import { describe, expect, it } from 'vitest';
import { priceView } from './price';

describe('price display', () => {
  it('shows the price with the dong sign, grouped the way each language writes it', () => {
    expect(priceView({ price: 1_250_000, discountPrice: 0 }, 'en')).toEqual({
      current: '1,250,000 ₫',
      original: null,
      percentOff: null,
    });
    expect(priceView({ price: 1_250_000, discountPrice: 0 }, 'vi').current).toBe('1.250.000 ₫');
  });

  it('on sale: the sale price, the struck-out price beside it and the percent off', () => {
    expect(priceView({ price: 500_000, discountPrice: 350_000 }, 'vi')).toEqual({
      current: '350.000 ₫',
      original: '500.000 ₫',
      percentOff: 30,
    });
  });

  it('a sale price not below the price is no sale, and shows what the cart charges', () => {
    expect(priceView({ price: 300_000, discountPrice: 300_000 }, 'en')).toMatchObject({
      current: '300,000 ₫',
      original: null,
    });
    // old data the server would reject now: the cart charges the sale price, so the page says so
    expect(priceView({ price: 300_000, discountPrice: 450_000 }, 'en')).toEqual({
      current: '450,000 ₫',
      original: null,
      percentOff: null,
    });
  });

  it('never shows 0% off for a tiny reduction', () => {
    expect(priceView({ price: 1_000_000, discountPrice: 999_000 }, 'en').percentOff).toBe(1);
  });
});
