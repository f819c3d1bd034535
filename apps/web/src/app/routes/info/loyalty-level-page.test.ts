import { describe, expect, it } from 'vitest';
import { loyaltyExample, progressPercent } from './loyalty-level-page';

describe('loyalty progress', () => {
  it('measures the way from the current rank to the next', () => {
    expect(progressPercent(0, 0, 2_000_000)).toBe(0);
    expect(progressPercent(1_000_000, 0, 2_000_000)).toBe(50);
    expect(progressPercent(5_000_000, 4_000_000, 6_000_000)).toBe(50);
    expect(progressPercent(13_000_000, 12_000_000, undefined)).toBe(100);
  });

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
