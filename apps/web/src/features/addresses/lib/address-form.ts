import {
  ADDRESS_BOOK_MESSAGES,
  type AddressEntry,
  type AddressEntryInput,
  addressEntryBodySchema,
  normalisePhone,
} from '@shop/shared';
import {
  ADDRESS_FIELDS,
  type AddressField,
  type AddressValues,
  emptyAddressValues,
  firstIssuePerField,
} from '../../../lib/address-fields';
import { isApiError } from '../../../lib/api-error';

/** The address book's form: the address and the shopper's label for it. */
export type AddressFormValues = AddressValues & { label: string };
/** A field error: the English text of the shared rule (shown through its translation). */
export type AddressErrors = Partial<Record<AddressField | 'label', string>>;

export const emptyAddress = (over: Partial<AddressFormValues> = {}): AddressFormValues => ({
  label: '',
  ...emptyAddressValues(),
  ...over,
});

/** The address fields of a saved entry (its label, id and flags left aside). */
export function addressValuesOf(entry: AddressEntry): AddressValues {
  const { name, phone, email, country, province, ward, street } = entry;
  return { name, phone, email, country, province, ward, street };
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
  return { ok: false, fields: firstIssuePerField(result.error.issues, isField) };
}

/** Where a failed write shows: beside a field (400 "street: …"), or above the form (a key in `addresses`). */
export type AddressWriteError =
  | { kind: 'field'; field: AddressField | 'label'; text: string }
  | { kind: 'alert'; key: string };

export function addressWriteError(error: unknown): AddressWriteError {
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
