import {
  ADDRESS_BOOK_MESSAGES,
  type AddressEntry,
  type AddressEntryInput,
  addressEntryBodySchema,
  normalisePhone,
} from '@shop/shared';
import { isApiError } from '../../../lib/api-error';

/** The fields of an address, as the checkout's shipping details have them (DECISIONS §10, §11). */
export const ADDRESS_FIELDS = ['name', 'phone', 'email', 'country', 'province', 'ward', 'street'] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
export type AddressValues = Record<AddressField, string>;
/** The address book's form: the address and the shopper's label for it. */
export type AddressFormValues = AddressValues & { label: string };
/** A field error: the English text of the shared rule (shown through its translation). */
export type AddressErrors = Partial<Record<AddressField | 'label', string>>;

export const DEFAULT_COUNTRY = 'Vietnam';

export const emptyAddress = (over: Partial<AddressFormValues> = {}): AddressFormValues => ({
  label: '',
  name: '',
  phone: '',
  email: '',
  country: DEFAULT_COUNTRY,
  province: '',
  ward: '',
  street: '',
  ...over,
});

/** The address fields of a saved entry (its label, id and flags left aside). */
export function addressValuesOf(entry: AddressEntry): AddressValues {
  const { name, phone, email, country, province, ward, street } = entry;
  return { name, phone, email, country, province, ward, street };
}

/**
 * What the province and ward fields held for the other kind of country: Vietnam's province and ward
 * while the country is abroad, the region and city while it is Vietnam.
 */
export interface CountryStash {
  province: string;
  ward: string;
}
export const EMPTY_STASH: CountryStash = { province: '', ward: '' };

/**
 * A change of country that keeps what still applies: name, phone, e-mail and street exist everywhere
 * and stay; between two countries abroad the region and city stay too. Between Vietnam and abroad the
 * province/ward fields mean different things (one of the 34 and its ward; a free region and city), so
 * they are put aside in the stash and what was put aside for the new side comes back: switching to
 * Singapore and back to Vietnam finds the province and ward as they were.
 */
export function switchCountry<T extends { country: string; province: string; ward: string }>(
  values: T,
  stash: CountryStash,
  country: string,
): { values: T; stash: CountryStash } {
  if (country === values.country) return { values, stash };
  const wasVietnam = values.country === DEFAULT_COUNTRY;
  const toVietnam = country === DEFAULT_COUNTRY;
  if (wasVietnam === toVietnam) return { values: { ...values, country }, stash };
  return {
    values: { ...values, country, province: stash.province, ward: stash.ward },
    stash: { province: values.province, ward: values.ward },
  };
}

/** The body of POST and PUT /address/book: trimmed by the schema on the server. */
export function toAddressInput(values: AddressFormValues, makeDefault = false): AddressEntryInput {
  const { label, name, phone, email, country, province, ward, street } = values;
  return {
    label,
    name,
    phone,
    email,
    country,
    province,
    ward,
    street,
    ...(makeDefault ? { makeDefault } : {}),
  };
}

const isField = (value: unknown): value is AddressField | 'label' =>
  value === 'label' || ADDRESS_FIELDS.includes(value as AddressField);

/** The entry checked by the very schema the server parses it with, one message per field. */
export function checkAddress(values: AddressFormValues): { ok: boolean; fields: AddressErrors } {
  const result = addressEntryBodySchema.safeParse(toAddressInput(values));
  if (result.success) return { ok: true, fields: {} };
  const fields: AddressErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (isField(field) && !fields[field]) fields[field] = issue.message;
  }
  return { ok: false, fields };
}

/** What a refused write shows: beside a field (400 "street: …"), or above the form (a key in `addresses`). */
export type AddressRefusal =
  | { kind: 'field'; field: AddressField | 'label'; text: string }
  | { kind: 'alert'; key: string };

export function addressRefusal(error: unknown): AddressRefusal {
  if (!isApiError(error)) return { kind: 'alert', key: 'addresses:messages.failed' };
  if (error.isNetworkError) return { kind: 'alert', key: 'addresses:messages.network' };
  if (error.code === 'ADDRESS_BOOK_FULL' || error.message === ADDRESS_BOOK_MESSAGES.full) {
    return { kind: 'alert', key: 'addresses:messages.full' };
  }
  if (error.status === 404) return { kind: 'alert', key: 'addresses:messages.notFound' };
  const m = /^([a-zA-Z]+): (.+)$/.exec(error.message);
  if (error.code === 'VALIDATION_ERROR' && m && isField(m[1])) {
    return { kind: 'field', field: m[1], text: m[2] ?? '' };
  }
  return { kind: 'alert', key: 'addresses:messages.failed' };
}

/**
 * A Vietnamese number grouped for reading once typed: mobiles 4-3-3 ("0912 345 678"), landlines
 * 3-4-4 ("028 3822 1234"); "+84" and "84" become the leading 0. Anything else is left as typed.
 */
export function formatVietnamesePhone(phone: string): string {
  const digits = normalisePhone(phone);
  if (/^0[35789]\d{8}$/.test(digits)) return `${digits.slice(0, 4)} ${digits.slice(4, 7)} ${digits.slice(7)}`;
  if (/^02\d{9}$/.test(digits)) return `${digits.slice(0, 3)} ${digits.slice(3, 7)} ${digits.slice(7)}`;
  return phone;
}
