import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ADDRESS_BOOK_MESSAGES, type AddressEntry, CHECKOUT_MESSAGES, NETWORK_ERROR } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import {
  addressValuesOf,
  addressWriteError,
  checkAddress,
  emptyAddress,
  formatVietnamesePhone,
  toAddressInput,
} from './address-form';

const locales = join(__dirname, '../../../../public/locales');
const json = (lng: string) => JSON.parse(readFileSync(join(locales, lng, 'addresses.json'), 'utf8'));

const HOME = emptyAddress({
  label: 'Nhà',
  name: 'Lan Nguyễn',
  phone: '0912 345 678',
  email: 'lan@example.com',
  province: 'Thành phố Hồ Chí Minh',
  ward: 'Phường Sài Gòn',
  street: '12 Lê Lợi',
});

describe('address book form', () => {
  it('checks an entry by the checkout’s rules, one message per field', () => {
    expect(checkAddress(HOME)).toEqual({ ok: true, fields: {} });
    expect(checkAddress(emptyAddress({ phone: '12345', label: 'x'.repeat(41) })).fields).toEqual({
      label: 'must be at most 40 characters',
      name: CHECKOUT_MESSAGES.nameRequired,
      phone: CHECKOUT_MESSAGES.phoneInvalidVn,
      email: CHECKOUT_MESSAGES.emailInvalid,
      province: CHECKOUT_MESSAGES.provinceRequired,
      ward: CHECKOUT_MESSAGES.wardRequired,
      street: CHECKOUT_MESSAGES.streetRequired,
    });
  });

  it('sends the label and the address, and asks for the default only when ticked', () => {
    expect(toAddressInput(HOME)).toEqual({ ...HOME });
    expect(toAddressInput(HOME, true)).toEqual({ ...HOME, makeDefault: true });
  });

  it('takes the address fields of a saved entry', () => {
    const entry: AddressEntry = {
      ...HOME,
      id: 'a1',
      isDefault: true,
      lastUsedAt: null,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    };
    const { label: _label, ...address } = HOME;
    expect(addressValuesOf(entry)).toEqual(address);
  });

  it('puts a server error response beside its field, or above the form', () => {
    expect(
      addressWriteError(new ApiError(`street: ${CHECKOUT_MESSAGES.streetRequired}`, 400, 'VALIDATION_ERROR')),
    ).toEqual({
      kind: 'field',
      field: 'street',
      text: CHECKOUT_MESSAGES.streetRequired,
    });
    expect(addressWriteError(new ApiError(ADDRESS_BOOK_MESSAGES.full, 409, 'ADDRESS_BOOK_FULL'))).toEqual({
      kind: 'alert',
      key: 'addresses:messages.full',
    });
    expect(addressWriteError(new ApiError(ADDRESS_BOOK_MESSAGES.notFound, 404, 'NOT_FOUND'))).toEqual({
      kind: 'alert',
      key: 'addresses:messages.notFound',
    });
    expect(addressWriteError(new ApiError('offline', 0, NETWORK_ERROR))).toEqual({
      kind: 'alert',
      key: 'addresses:messages.network',
    });
    expect(addressWriteError(new Error('boom'))).toEqual({ kind: 'alert', key: 'addresses:messages.failed' });
  });

  it('says the server’s “address book full” in the same English words, and in Vietnamese', () => {
    expect(json('en').messages.full).toBe(ADDRESS_BOOK_MESSAGES.full);
    expect(json('vi').messages.full).not.toBe(ADDRESS_BOOK_MESSAGES.full);
  });
});

describe('Vietnamese phone format', () => {
  it('groups mobiles 4-3-3 and landlines 3-4-4, from any way of typing them', () => {
    expect(formatVietnamesePhone('0912345678')).toBe('0912 345 678');
    expect(formatVietnamesePhone('+84912345678')).toBe('0912 345 678');
    expect(formatVietnamesePhone('84 912.345.678')).toBe('0912 345 678');
    expect(formatVietnamesePhone('02838221234')).toBe('028 3822 1234');
  });

  it('leaves a number that is not Vietnamese as typed', () => {
    expect(formatVietnamesePhone('12345')).toBe('12345');
    expect(formatVietnamesePhone('+65 6123 4567')).toBe('+65 6123 4567');
  });
});
