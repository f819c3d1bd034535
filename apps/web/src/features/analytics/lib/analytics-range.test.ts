import { describe, expect, it } from 'vitest';
import {
  addDays,
  defaultRange,
  periodLabel,
  presetRange,
  rangeProblem,
  shopToday,
  suggestedGroup,
} from './analytics-range';

describe('analytics date range', () => {
  it("counts days in Vietnam's time whatever the browser's zone", () => {
    // 18:30 UTC on 31 Dec is already 1 Jan 01:30 in Ho Chi Minh City
    expect(shopToday(new Date('2025-12-31T18:30:00Z'))).toBe('2026-01-01');
    expect(shopToday(new Date('2025-12-31T16:59:59Z'))).toBe('2025-12-31');
  });

  it('opens on the last 30 days, today included, as the server does without a range', () => {
    const range = defaultRange(new Date('2026-03-15T05:00:00Z'));
    expect(range).toEqual({ from: '2026-02-14', to: '2026-03-15' });
  });

  it('gives each preset its range and keeps a custom one', () => {
    const now = new Date('2026-03-15T05:00:00Z');
    const custom = { from: '2026-01-01', to: '2026-01-31' };
    expect(presetRange('7', custom, now)).toEqual({ from: '2026-03-09', to: '2026-03-15' });
    expect(presetRange('90', custom, now)).toEqual({ from: '2025-12-16', to: '2026-03-15' });
    expect(presetRange('month', custom, now)).toEqual({ from: '2026-03-01', to: '2026-03-15' });
    expect(presetRange('custom', custom, now)).toBe(custom);
  });

  it('moves across month and leap-year ends', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('rejects a range the server would reject', () => {
    expect(rangeProblem({ from: '2026-01-01', to: '2026-01-01' })).toBeNull();
    expect(rangeProblem({ from: '', to: '2026-01-01' })).toBe('missing');
    expect(rangeProblem({ from: '2026-02-01', to: '2026-01-01' })).toBe('fromAfterTo');
    expect(rangeProblem({ from: '2024-01-01', to: '2026-01-02' })).toBe('tooLong');
  });

  it('suggests days, weeks or months by the length of the range', () => {
    expect(suggestedGroup({ from: '2026-01-01', to: '2026-01-30' })).toBe('day');
    expect(suggestedGroup({ from: '2026-01-01', to: '2026-04-30' })).toBe('week');
    expect(suggestedGroup({ from: '2025-01-01', to: '2026-01-01' })).toBe('month');
  });

  it('labels periods briefly', () => {
    expect(periodLabel('2026-07-03', 'day')).toBe('3/7');
    expect(periodLabel('2026-07', 'month')).toBe('07/2026');
  });
});
