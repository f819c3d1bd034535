import { describe, expect, it } from 'vitest';
import { formatCountdown, remainingMs } from './countdown';

describe('payment countdown', () => {
  const now = Date.parse('2025-03-01T10:00:00.000Z');

  it('counts down to expiresAt and stops at zero', () => {
    expect(remainingMs('2025-03-01T10:30:00.000Z', now)).toBe(30 * 60_000);
    expect(remainingMs('2025-03-01T09:59:00.000Z', now)).toBe(0);
    expect(remainingMs(null, now)).toBe(0);
    expect(remainingMs('not a date', now)).toBe(0);
  });

  it('reads as minutes and seconds, rounded up to the whole second', () => {
    expect(formatCountdown(30 * 60_000)).toBe('30:00');
    expect(formatCountdown(29 * 60_000 + 59_001)).toBe('30:00');
    expect(formatCountdown(245_000)).toBe('4:05');
    expect(formatCountdown(400)).toBe('0:01');
    expect(formatCountdown(0)).toBe('0:00');
    expect(formatCountdown(3_723_000)).toBe('1:02:03');
  });
});
