import { describe, expect, it } from 'vitest';
import { returnPathOf } from './return-path';

describe('returnPathOf', () => {
  it('gives back the kept path with its search and hash', () => {
    expect(returnPathOf({ from: { pathname: '/cart', search: '?a=1', hash: '#x' } })).toBe('/cart?a=1#x');
    expect(returnPathOf({ from: { pathname: '/profile' } })).toBe('/profile');
  });

  it('ignores anything else, and never leaves the site', () => {
    expect(returnPathOf(null)).toBeUndefined();
    expect(returnPathOf({})).toBeUndefined();
    expect(returnPathOf({ from: 'cart' })).toBeUndefined();
    expect(returnPathOf({ from: { pathname: '//evil.example/x' } })).toBeUndefined();
    expect(returnPathOf({ from: { pathname: 'https://evil.example' } })).toBeUndefined();
  });
});
