import { CART_MAX_LINE_QUANTITY } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { addLine, MAX_LINE_QUANTITY, removeLine, setLineQuantity, toMirrorItem } from './cart-store-lines';

const line = (productId: string, size: string, quantity: number) => ({ productId, size, quantity });

describe('cart lines', () => {
  it('adds up the quantities of an existing product + size pair and appends a new pair', () => {
    const lines = [line('a', 'S', 1), line('a', 'M', 2)];
    expect(addLine(lines, line('a', 'M', 3))).toEqual([line('a', 'S', 1), line('a', 'M', 5)]);
    expect(addLine(lines, line('b', 'M', 1))).toEqual([...lines, line('b', 'M', 1)]);
    expect(lines).toEqual([line('a', 'S', 1), line('a', 'M', 2)]); // never mutated
  });

  it('changes and removes only the line of that product and size', () => {
    const lines = [line('a', 'S', 1), line('a', 'M', 2)];
    expect(setLineQuantity(lines, { productId: 'a', size: 'M' }, 4)).toEqual([
      line('a', 'S', 1),
      line('a', 'M', 4),
    ]);
    expect(removeLine(lines, { productId: 'a', size: 'S' })).toEqual([line('a', 'M', 2)]);
  });

  it('mirrors a server line as the persisted cart item', () => {
    expect(
      toMirrorItem({
        productId: 'p',
        size: 'M',
        quantity: 2,
        name: 'Áo lụa',
        price: 500_000,
        discountPrice: 390_000,
        image: { src: '/img/p-640.webp', srcset: '', width: 640, height: 800 },
        availability: 'AVAILABLE',
        stock: 4,
        isUnavailable: false,
      }),
    ).toEqual({
      productId: 'p',
      size: 'M',
      quantity: 2,
      name: 'Áo lụa',
      price: 500_000,
      discountPrice: 390_000,
      image: '/img/p-640.webp',
    });
  });

  it("restates the server's line maximum", () => {
    expect(MAX_LINE_QUANTITY).toBe(CART_MAX_LINE_QUANTITY);
  });
});
