import { describe, expect, it } from 'vitest';
import { cleanCode } from './verification-code';

describe('cleanCode', () => {
  it('upper-cases and drops what a code cannot hold', () => {
    expect(cleanCode('ab3 9kz')).toBe('AB39KZ');
    expect(cleanCode(' AB-39-KZ ')).toBe('AB39KZ');
  });

  it('keeps at most 6 characters (a pasted sentence does not overflow)', () => {
    expect(cleanCode('Your code: X7K2M9 (valid 24 h)')).toBe('YOURCO');
    expect(cleanCode('X7K2M9Q')).toBe('X7K2M9');
  });
});
