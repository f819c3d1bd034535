import { describe, expect, it } from 'vitest';
import { ORDER_CODE_IN_TEXT } from './payments.js';
import { canonicalProvince, HO_CHI_MINH_CITY, isHoChiMinhCity, VN_PROVINCES } from './provinces.js';

describe('provinces', () => {
  it('bundles the 34 provinces and cities with distinct codes', () => {
    expect(VN_PROVINCES).toHaveLength(34);
    expect(new Set(VN_PROVINCES.map((p) => p.code)).size).toBe(34);
  });

  it.each([
    'TP.HCM',
    'TP HCM',
    'tphcm',
    'Hồ Chí Minh',
    'Ho Chi Minh City',
    'Sài Gòn',
    'Saigon',
    'HCMC',
    'Thành phố Hồ Chí Minh',
  ])('recognises Ho Chi Minh City written "%s"', (text) => {
    expect(isHoChiMinhCity(text)).toBe(true);
    expect(canonicalProvince(text)).toBe(HO_CHI_MINH_CITY);
  });

  it('finds a province with or without its prefix and diacritics; refuses an unknown one', () => {
    expect(canonicalProvince('Đà Nẵng')).toBe('Thành phố Đà Nẵng');
    expect(canonicalProvince('da nang')).toBe('Thành phố Đà Nẵng');
    expect(canonicalProvince('Tỉnh Khánh Hòa')).toBe('Tỉnh Khánh Hòa');
    expect(canonicalProvince('Hà Nội')).toBe('Thành phố Hà Nội');
    expect(canonicalProvince('Bình Dương')).toBeUndefined();
    expect(canonicalProvince('')).toBeUndefined();
    expect(isHoChiMinhCity('Hà Nội')).toBe(false);
  });
});

describe('order code in a bank memo', () => {
  it.each([
    ['DH-7K2M9Q', '7K2M9Q'],
    ['MBVCB.123.DH7K2M9Q.CT tu 0123', '7K2M9Q'],
    ['thanh toan dh-7k2m9q', '7k2m9q'],
    ['IBFT DH 7K2M9Q', '7K2M9Q'],
  ])('finds the code in "%s"', (memo, code) => {
    expect(ORDER_CODE_IN_TEXT.exec(memo)?.[1]).toBe(code);
  });

  it('does not take a longer word for a code', () => {
    expect(ORDER_CODE_IN_TEXT.exec('DH7K2M9QX')).toBeNull();
  });
});
