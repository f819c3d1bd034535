import { type ShippingInput, shippingSchema } from '@shop/shared';
import { ADDRESS_FIELDS, emptyAddressValues, firstIssuePerField } from '../../../lib/address-fields';

/** The checkout's shipping details: the fields of every address form, and a note for the courier. */
export const SHIPPING_FIELDS = [...ADDRESS_FIELDS, 'note'] as const;
export type ShippingField = (typeof SHIPPING_FIELDS)[number];
export type ShippingValues = Record<ShippingField, string>;
/** A field error: the English text of the shared rule (the page shows its translation). */
export type ShippingErrors = Partial<Record<ShippingField | 'acceptPolicy', string>>;

export const emptyShipping = (over: Partial<ShippingValues> = {}): ShippingValues => ({
  ...emptyAddressValues(),
  note: '',
  ...over,
});

const isField = (value: unknown): value is ShippingField => SHIPPING_FIELDS.includes(value as ShippingField);

/**
 * The shipping details checked by the very schema the server parses them with (Ho Chi Minh City in
 * any of its spellings; a Vietnamese phone format in Vietnam), one message per field.
 */
export function checkShipping(values: ShippingValues): { ok: boolean; fields: ShippingErrors } {
  const result = shippingSchema.safeParse(toShippingInput(values));
  if (result.success) return { ok: true, fields: {} };
  return { ok: false, fields: firstIssuePerField(result.error.issues, isField) };
}

/** The body's shipping: trimmed by the schema on the server; an empty note is left out. */
export function toShippingInput(values: ShippingValues): ShippingInput {
  const { note, ...rest } = values;
  return note.trim() ? { ...rest, note } : rest;
}

/**
 * A 400 VALIDATION_ERROR names its field first ("shipping.phone: Please enter…", "acceptPolicy: …"):
 * the field it belongs beside, and the rule's text.
 */
export function serverFieldError(
  message: string,
): { field: ShippingField | 'acceptPolicy'; message: string } | undefined {
  const m = /^(?:shipping\.)?([a-zA-Z]+): (.+)$/.exec(message);
  if (!m) return undefined;
  const field = m[1];
  if (field === 'acceptPolicy' || isField(field)) return { field, message: m[2] ?? '' };
  return undefined;
}
