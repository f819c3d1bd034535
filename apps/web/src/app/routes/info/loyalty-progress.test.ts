import { describe, expect, it } from 'vitest';
import { progressPercent } from './loyalty-progress';

describe('loyalty progress', () => {
  it('measures the way from the current rank to the next', () => {
    expect(progressPercent(0, 0, 2_000_000)).toBe(0);
    expect(progressPercent(1_000_000, 0, 2_000_000)).toBe(50);
    expect(progressPercent(5_000_000, 4_000_000, 6_000_000)).toBe(50);
    expect(progressPercent(13_000_000, 12_000_000, undefined)).toBe(100);
  });
});
