import { DEFAULT_PARCEL_PIECE, PARCEL_LIMITS } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { parcelFor, pieceFor } from './parcel.js';

describe('parcel defaults per category', () => {
  it.each([
    // lines → weight, length, width, height
    ['one blouse', [{ category: 'Stylish blouse', quantity: 1 }], [250, 30, 25, 3]],
    [
      'a line of no pieces weighs the minimum 100 g',
      [{ category: 'Camisole', quantity: 0 }],
      [100, 30, 25, 3],
    ],
    ['two camisoles', [{ category: 'Camisole', quantity: 2 }], [240, 25, 20, 4]],
    [
      'a sweater and a blouse: the sweater box, 2 cm taller',
      [
        { category: 'Stylish blouse', quantity: 1 },
        { category: 'Sweater', quantity: 1 },
      ],
      [750, 35, 30, 8],
    ],
    ['three full sets', [{ category: 'Full set', quantity: 3 }], [1650, 35, 30, 9]],
    [
      'a themed collection takes the default piece',
      [{ category: 'Cinnamon Girl', quantity: 1 }],
      [300, 30, 25, 3],
    ],
    [
      'a line whose product is gone takes the default piece',
      [{ category: null, quantity: 2 }],
      [600, 30, 25, 5],
    ],
    ['no lines at all', [], [100, 30, 25, 3]],
    [
      'a hundred sweaters stay within GHN limits',
      [{ category: 'Sweater', quantity: 100 }],
      [PARCEL_LIMITS.weight, 35, 30, PARCEL_LIMITS.side],
    ],
  ] as const)('%s', (_name, lines, [weight, length, width, height]) => {
    expect(parcelFor(lines)).toEqual({ weight, length, width, height });
  });

  it("takes staff's values over the computed ones, field by field, still within the limits", () => {
    const lines = [{ category: 'Sweater', quantity: 2 }];
    expect(parcelFor(lines, { weight: 1200 })).toEqual({ weight: 1200, length: 35, width: 30, height: 8 });
    expect(parcelFor(lines, { length: 40, width: 32, height: 12 })).toEqual({
      weight: 1000,
      length: 40,
      width: 32,
      height: 12,
    });
    expect(parcelFor(lines, { weight: 90_000, length: 500 })).toMatchObject({
      weight: PARCEL_LIMITS.weight,
      length: PARCEL_LIMITS.side,
    });
  });

  it('knows the piece of each catalogue category it lists, and the default otherwise', () => {
    expect(pieceFor('Sleepwear')).toMatchObject({ weight: 300, height: 4 });
    expect(pieceFor('SALE OFF UP TO 70%')).toBe(DEFAULT_PARCEL_PIECE);
    expect(pieceFor(undefined)).toBe(DEFAULT_PARCEL_PIECE);
  });
});
