import { describe, expect, it } from 'vitest';
import { addableQuantity } from './purchase-panel';

describe('the quantity a shopper may add', () => {
  it('never exceeds the stock shown for the size, less what the bag holds', () => {
    expect(addableQuantity(3, 0)).toBe(3);
    expect(addableQuantity(3, 2)).toBe(1);
    expect(addableQuantity(3, 3)).toBe(0);
    expect(addableQuantity(0, 0)).toBe(0);
  });

  it('stays within one go (10) and the cart line maximum (99)', () => {
    expect(addableQuantity(50, 0)).toBe(10);
    expect(addableQuantity(200, 95)).toBe(4);
  });
});
