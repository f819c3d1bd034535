import { describe, expect, it } from 'vitest';
import { isEmailShape, normaliseEmail, normalisePhone } from './email.js';
import { formatVnd, formatWhole } from './money.js';
import { isCode, randomCode } from './random-code.js';
import { searchKey, stripDiacritics } from './strip-diacritics.js';
import { isTokenShape, tokenExpiry } from './token.js';

describe('stripDiacritics', () => {
  it.each([
    ['Áo sơ mi', 'Ao so mi'],
    ['Đầm dạ hội Đà Lạt', 'Dam da hoi Da Lat'],
    ['Thành phố Hồ Chí Minh', 'Thanh pho Ho Chi Minh'],
    ['Rosé Darling', 'Rose Darling'],
    ['THẤY GHÉT', 'THAY GHET'],
    ['plain text', 'plain text'],
  ])('%s → %s', (input, output) => {
    expect(stripDiacritics(input)).toBe(output);
  });

  it('makes a search key that ignores case, marks and extra spaces', () => {
    expect(searchKey('  ÁO  Sơ MI ')).toBe('ao so mi');
    expect(searchKey('Áo sơ mi')).toBe(searchKey('ao so mi'));
  });
});

describe('randomCode', () => {
  it('makes 6 capitals and digits by default', () => {
    for (let i = 0; i < 200; i++) expect(randomCode()).toMatch(/^[A-Z0-9]{6}$/);
  });
  it('honours another length and is not constant', () => {
    expect(randomCode(10)).toHaveLength(10);
    expect(new Set(Array.from({ length: 50 }, () => randomCode())).size).toBeGreaterThan(45);
  });
  it('uses every capital and digit but the look-alikes 0, O, 1 and I, over many draws', () => {
    const seen = new Set(Array.from({ length: 400 }, () => randomCode()).join(''));
    expect([...seen].sort().join('')).toBe('23456789ABCDEFGHJKLMNPQRSTUVWXYZ');
  });
  it('recognises a code', () => {
    expect(isCode('A1B2C3')).toBe(true);
    expect(isCode('a1b2c3')).toBe(false);
    expect(isCode('A1B2C')).toBe(false);
  });
});

describe('e-mail and phone', () => {
  it.each(['a@b.vn', 'first.last+tag@shop.com.vn'])('accepts %s', (e) => expect(isEmailShape(e)).toBe(true));
  it.each(['', 'plain', 'a@b', 'a b@c.vn', '@b.vn', 'a@@b.vn'])('refuses %s', (e) =>
    expect(isEmailShape(e)).toBe(false));
  it('trims and lower-cases an address', () => expect(normaliseEmail('  Lan@Shop.VN ')).toBe('lan@shop.vn'));
  it.each([
    ['+84 912 345 678', '0912345678'],
    ['0912.345.678', '0912345678'],
    ['84912345678', '0912345678'],
  ])('normalises %s to %s', (input, output) => expect(normalisePhone(input)).toBe(output));
});

describe('formatVnd', () => {
  it('shows a number with the dong sign, grouped for the language', () => {
    expect(formatVnd(1_250_000, 'en')).toBe('1,250,000 ₫');
    expect(formatVnd(1_250_000, 'vi')).toBe('1.250.000 ₫');
    expect(formatVnd(0)).toBe('0 ₫');
  });

  it("writes what Intl's number format writes, without it", () => {
    const intl = {
      en: new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }),
      vi: new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 0 }),
    };
    const amounts = [1, 7, 12, 999, 1000, 1001, 10_000, 99_999, 100_000, 123_456, 1_000_000, 25_000_000];
    amounts.push(...amounts.map((n) => -n), 1_234_567_890_123, 149_999.5, 0.4, -2_500.6);
    for (const language of ['en', 'vi'] as const)
      for (const amount of amounts)
        expect(formatVnd(amount, language)).toBe(`${intl[language].format(Math.round(amount))} ₫`);
  });

  it('groups a whole number without the sign, for counts and rates', () => {
    expect(formatWhole(25_432.6, 'en')).toBe('25,433');
    expect(formatWhole(1_234, 'vi')).toBe('1.234');
    expect(formatWhole(0)).toBe('0');
  });
});

describe('token shape', () => {
  const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '');
  it('accepts three non-empty dot-separated parts only', () => {
    expect(isTokenShape('a.b.c')).toBe(true);
    expect(isTokenShape('a..c')).toBe(false);
    expect(isTokenShape('a.b')).toBe(false);
    expect(isTokenShape('a.b.c.d')).toBe(false);
    expect(isTokenShape(undefined)).toBe(false);
    expect(isTokenShape(42)).toBe(false);
  });
  it('reads the expiry of a JWT, or nothing when unreadable', () => {
    expect(tokenExpiry(`${b64({ alg: 'HS256' })}.${b64({ exp: 1234 })}.sig`)).toBe(1234);
    expect(tokenExpiry(`${b64({ alg: 'HS256' })}.${b64({ sub: 'x' })}.sig`)).toBeUndefined();
    expect(tokenExpiry('a.%%%.c')).toBeUndefined();
  });
});
