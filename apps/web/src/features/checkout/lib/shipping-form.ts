import { type ShippingInput, shippingSchema } from '@shop/shared';

export const SHIPPING_FIELDS = [
  'name',
  'phone',
  'email',
  'country',
  'province',
  'ward',
  'street',
  'note',
] as const;
export type ShippingField = (typeof SHIPPING_FIELDS)[number];
export type ShippingValues = Record<ShippingField, string>;
/** A field error: the English text of the shared rule (the page shows its translation). */
export type ShippingErrors = Partial<Record<ShippingField | 'acceptPolicy', string>>;

export const DEFAULT_COUNTRY = 'Vietnam';

export const emptyShipping = (over: Partial<ShippingValues> = {}): ShippingValues => ({
  name: '',
  phone: '',
  email: '',
  country: DEFAULT_COUNTRY,
  province: '',
  ward: '',
  street: '',
  note: '',
  ...over,
});

const isField = (value: unknown): value is ShippingField => SHIPPING_FIELDS.includes(value as ShippingField);

/**
 * The shipping details checked by the very schema the server parses them with (DECISIONS §10;
 * SPEC §9 Ho Chi Minh City spellings; a Vietnamese phone format in Vietnam), one message per field.
 */
export function checkShipping(values: ShippingValues): { ok: boolean; fields: ShippingErrors } {
  const result = shippingSchema.safeParse(toShippingInput(values));
  if (result.success) return { ok: true, fields: {} };
  const fields: ShippingErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (isField(field) && !fields[field]) fields[field] = issue.message;
  }
  return { ok: false, fields };
}

/** The body's shipping: trimmed by the schema on the server; an empty note is left out. */
export function toShippingInput(values: ShippingValues): ShippingInput {
  const { note, ...rest } = values;
  return note.trim() ? { ...rest, note } : rest;
}

/**
 * A 400 VALIDATION_ERROR names its field first ("shipping.phone: Please enter…", "acceptPolicy: …",
 * DECISIONS §10): the field it belongs beside, and the rule's text.
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
