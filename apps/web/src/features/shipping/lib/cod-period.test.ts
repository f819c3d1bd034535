import { describe, expect, it } from 'vitest';
import { isPeriod, shopToday, thisMonth } from './cod-period';

describe('the reconciliation’s period', () => {
  it('is this month in Vietnam’s time, whatever the browser’s zone', () => {
    // 17:30 UTC on 31 October is already 1 November in Vietnam (UTC+7)
    const now = new Date('2026-10-31T17:30:00Z');
    expect(shopToday(now)).toBe('2026-11-01');
    expect(thisMonth(now)).toEqual({ from: '2026-11-01', to: '2026-11-01' });
    expect(thisMonth(new Date('2026-11-27T05:00:00Z'))).toEqual({ from: '2026-11-01', to: '2026-11-27' });
  });

  it('takes two dates in order', () => {
    expect(isPeriod({ from: '2026-11-01', to: '2026-11-01' })).toBe(true);
    expect(isPeriod({ from: '2026-11-02', to: '2026-11-01' })).toBe(false);
    expect(isPeriod({ from: '', to: '2026-11-01' })).toBe(false);
  });
});
