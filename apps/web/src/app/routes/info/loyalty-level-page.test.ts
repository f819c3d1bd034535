import { describe, expect, it } from 'vitest';
import { loyaltyExample } from './loyalty-level-page';

describe('loyalty progress', () => {
  it("works its example out with the cart's own rules: 4,500,000 ₫ spent is Lace Lover, 7 % off a 1,000,000 ₫ bag", () => {
    expect(loyaltyExample()).toEqual({
      spend: 4_500_000,
      rank: 'Lace Lover',
      percent: 7,
      bag: 1_000_000,
      saving: 70_000,
      next: 'Pearl Princess',
      nextPercent: 10,
      more: 1_500_000,
    });
  });
});
