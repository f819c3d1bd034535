import { describe, expect, it } from 'vitest';
import { EMPTY_STASH, emptyAddressValues, switchCountry } from './address-fields';

const HOME = {
  ...emptyAddressValues(),
  name: 'Lan Nguyễn',
  phone: '0912 345 678',
  email: 'lan@example.com',
  province: 'Thành phố Hồ Chí Minh',
  ward: 'Phường Sài Gòn',
  street: '12 Lê Lợi',
};

describe('switching the country', () => {
  it('keeps name, phone, e-mail and street, and brings Vietnam’s province and ward back on the way back', () => {
    const abroad = switchCountry(HOME, EMPTY_STASH, 'Singapore');
    expect(abroad.values).toEqual({ ...HOME, country: 'Singapore', province: '', ward: '' });
    expect(abroad.stash).toEqual({ province: 'Thành phố Hồ Chí Minh', ward: 'Phường Sài Gòn' });

    const typed = { ...abroad.values, province: 'Central', ward: 'Singapore City' };
    const back = switchCountry(typed, abroad.stash, 'Vietnam');
    expect(back.values).toEqual(HOME);
    // …and what was typed abroad waits for the next trip abroad
    expect(switchCountry(back.values, back.stash, 'France').values).toMatchObject({
      country: 'France',
      province: 'Central',
      ward: 'Singapore City',
    });
  });

  it('keeps the region and city between two countries abroad (the fields exist for both)', () => {
    const sg = { ...HOME, country: 'Singapore', province: 'Central', ward: 'Singapore City' };
    const stash = { province: 'Thành phố Hà Nội', ward: 'Phường Hoàn Kiếm' };
    expect(switchCountry(sg, stash, 'Hong Kong')).toEqual({
      values: { ...sg, country: 'Hong Kong' },
      stash,
    });
  });

  it('changes nothing when the same country is chosen again', () => {
    const same = switchCountry(HOME, EMPTY_STASH, 'Vietnam');
    expect(same.values).toBe(HOME);
  });
});
