import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CHECKOUT_MESSAGES } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { fieldMessageKey, KNOWN_CHECKOUT_MESSAGES } from '../../../lib/shipping-messages';
import { checkShipping, emptyShipping, serverFieldError, toShippingInput } from './shipping-form';

const locales = join(__dirname, '../../../../public/locales');
const checkoutJson = (lng: string) => JSON.parse(readFileSync(join(locales, lng, 'checkout.json'), 'utf8'));

const valid = emptyShipping({
  name: 'Lan Nguyễn',
  phone: '0912 345 678',
  email: 'lan@example.com',
  province: 'TP.HCM',
  ward: 'Phường Sài Gòn',
  street: '12 Lê Lợi',
});

describe('shipping form', () => {
  it('passes complete Vietnamese details, any spelling of Ho Chi Minh City included', () => {
    expect(checkShipping(valid)).toEqual({ ok: true, fields: {} });
    for (const province of ['Sài Gòn', 'Ho Chi Minh City', 'HCMC', 'Thành phố Hồ Chí Minh']) {
      expect(checkShipping({ ...valid, province }).ok, province).toBe(true);
    }
  });

  it('puts one message beside each field that is wrong', () => {
    const check = checkShipping(emptyShipping({ phone: '12345', email: 'not-an-email' }));
    expect(check.ok).toBe(false);
    expect(check.fields).toEqual({
      name: CHECKOUT_MESSAGES.nameRequired,
      phone: CHECKOUT_MESSAGES.phoneInvalidVn,
      email: CHECKOUT_MESSAGES.emailInvalid,
      province: CHECKOUT_MESSAGES.provinceRequired,
      ward: CHECKOUT_MESSAGES.wardRequired,
      street: CHECKOUT_MESSAGES.streetRequired,
    });
  });

  it('rejects a province that is not one of the 34', () => {
    expect(checkShipping({ ...valid, province: 'Atlantis' }).fields).toEqual({
      province: CHECKOUT_MESSAGES.provinceUnknown,
    });
  });

  it('checks the phone by the Vietnamese format in Vietnam, loosely abroad', () => {
    for (const phone of ['0912345678', '+84 912 345 678', '84-912-345-678', '028 3822 1234']) {
      expect(checkShipping({ ...valid, phone }).ok, phone).toBe(true);
    }
    for (const phone of ['0112345678', '091234567', '09123456789', '+65 6123 4567']) {
      expect(checkShipping({ ...valid, phone }).fields.phone, phone).toBe(CHECKOUT_MESSAGES.phoneInvalidVn);
    }
    const abroad = { ...valid, country: 'Singapore', province: '', ward: '' };
    expect(checkShipping({ ...abroad, phone: '+65 6123 4567' }).ok).toBe(true);
    expect(checkShipping({ ...abroad, phone: '12' }).fields.phone).toBe(CHECKOUT_MESSAGES.phoneInvalid);
  });

  it('does not ask abroad for a province or a ward', () => {
    const abroad = { ...valid, country: 'France', phone: '+33 1 23 45 67 89', province: '', ward: '' };
    expect(checkShipping(abroad)).toEqual({ ok: true, fields: {} });
  });

  it('tells a field that is too long', () => {
    const check = checkShipping({ ...valid, street: 'x'.repeat(201) });
    expect(check.fields.street).toBe('must be at most 200 characters');
    expect(fieldMessageKey(check.fields.street ?? '')).toEqual({
      key: 'checkout:messages.tooLong',
      params: { max: 200 },
    });
  });

  it('leaves an empty note out of the body', () => {
    expect(toShippingInput(valid)).not.toHaveProperty('note');
    expect(toShippingInput({ ...valid, note: 'Gọi trước' })).toMatchObject({ note: 'Gọi trước' });
  });
});

describe('server field errors', () => {
  it('finds the field a 400 VALIDATION_ERROR names', () => {
    expect(serverFieldError(`shipping.phone: ${CHECKOUT_MESSAGES.phoneInvalidVn}`)).toEqual({
      field: 'phone',
      message: CHECKOUT_MESSAGES.phoneInvalidVn,
    });
    expect(serverFieldError(`acceptPolicy: ${CHECKOUT_MESSAGES.acceptPolicy}`)).toEqual({
      field: 'acceptPolicy',
      message: CHECKOUT_MESSAGES.acceptPolicy,
    });
    expect(serverFieldError('items: Unrecognized key')).toBeUndefined();
    expect(serverFieldError('Invalid request')).toBeUndefined();
  });
});

describe('checkout messages', () => {
  it('every shared checkout text has a translation whose English is the very same', () => {
    const en = checkoutJson('en').messages;
    const vi = checkoutJson('vi').messages;
    for (const [text, key] of Object.entries(KNOWN_CHECKOUT_MESSAGES)) {
      expect(en[key], key).toBe(text);
      expect(vi[key], key).toBeTruthy();
      expect(vi[key], key).not.toBe(text);
    }
    expect(Object.keys(KNOWN_CHECKOUT_MESSAGES)).toContain(CHECKOUT_MESSAGES.blacklisted);
  });

  it('every shipping country has a name in both languages', () => {
    for (const lng of ['en', 'vi']) {
      const countries = checkoutJson(lng).countries;
      expect(Object.keys(countries).length, lng).toBeGreaterThanOrEqual(19);
    }
  });
});
