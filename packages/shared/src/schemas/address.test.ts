import { describe, expect, it } from 'vitest';
import { addressEntryBodySchema, sameAddress } from './address.js';
import { CHECKOUT_MESSAGES, shippingSchema } from './checkout.js';

const HOME = {
  name: 'Nguyễn Thị Lan',
  phone: '0912 345 678',
  email: 'lan@example.vn',
  country: 'Vietnam',
  province: 'Thành phố Hồ Chí Minh',
  ward: 'Phường Sài Gòn',
  street: '42 Đồng Khởi',
};

describe('address book entry', () => {
  it('follows the checkout’s rules for every address field', () => {
    const bad = { ...HOME, phone: '12345', province: 'Atlantis', street: '' };
    const entry = addressEntryBodySchema.safeParse(bad);
    const shipping = shippingSchema.safeParse(bad);
    const messages = (r: typeof entry | typeof shipping) =>
      r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(messages(entry)).toEqual(messages(shipping));
    expect(messages(entry)).toEqual([
      `phone: ${CHECKOUT_MESSAGES.phoneInvalidVn}`,
      `province: ${CHECKOUT_MESSAGES.provinceUnknown}`,
      `street: ${CHECKOUT_MESSAGES.streetRequired}`,
    ]);
  });

  it('stores what the checkout stores: trimmed, e-mail lower-cased, the official province name', () => {
    expect(
      addressEntryBodySchema.parse({
        ...HOME,
        email: ' Lan@Example.VN ',
        province: 'TP.HCM',
        label: ' Nhà ',
      }),
    ).toEqual({ ...HOME, label: 'Nhà' });
  });

  it('refuses fields of its own making (an id, an owner, the default flag, a note)', () => {
    for (const extra of [{ id: 'x' }, { userId: 'x' }, { isDefault: true }, { note: 'x' }]) {
      expect(addressEntryBodySchema.safeParse({ ...HOME, ...extra }).success, JSON.stringify(extra)).toBe(
        false,
      );
    }
  });
});

describe('sameAddress', () => {
  it('reads an address loosely: case, spacing, +84 and the spellings of Ho Chi Minh City aside', () => {
    expect(
      sameAddress(HOME, {
        ...HOME,
        name: 'nguyễn  thị lan',
        phone: '+84 912.345.678',
        email: 'LAN@example.vn',
        province: 'TP.HCM',
        street: ' 42 ĐỒNG KHỞI ',
      }),
    ).toBe(true);
  });

  it('tells apart any field that differs', () => {
    for (const change of [
      { name: 'Lan' },
      { phone: '0912 345 679' },
      { email: 'lan@example.com' },
      { province: 'Thành phố Hà Nội' },
      { ward: 'Phường Bến Thành' },
      { street: '44 Đồng Khởi' },
      { country: 'Singapore' },
    ]) {
      expect(sameAddress(HOME, { ...HOME, ...change }), JSON.stringify(change)).toBe(false);
    }
  });
});
