import { describe, expect, it } from 'vitest';
import { formatDate, formatDay } from './dates';

describe('formatDay', () => {
  it("writes a calendar day as Intl's long date does, in either language", () => {
    const days = ['2024-03-15', '2025-07-01', '2024-12-31', '2025-01-09', '2024-02-29', '2026-10-05'];
    for (const language of ['en', 'vi'])
      for (const iso of days)
        expect(formatDay(iso, language)).toBe(formatDate(`${iso}T12:00:00+07:00`, language, 'long'));
    expect(formatDay('2024-03-15', 'en')).toBe('15 March 2024');
    expect(formatDay('2024-03-15', 'vi')).toBe('15 tháng 3, 2024');
  });

  it('shows what it cannot read as it came', () => {
    expect(formatDay('2024-13-01', 'en')).toBe('2024-13-01');
    expect(formatDay('soon', 'vi')).toBe('soon');
  });
});
