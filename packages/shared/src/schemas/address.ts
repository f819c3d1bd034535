import { z } from 'zod';
import { canonicalProvince } from '../constants/provinces.js';
import { normaliseEmail, normalisePhone } from '../text/email.js';
import {
  canonicalShippingAddress,
  checkShippingAddress,
  orderShippingSchema,
  type ShippingAddress,
  shippingAddressFields,
} from './checkout.js';

/** A customer keeps at most this many addresses (docs/decisions/0038). */
export const ADDRESS_BOOK_LIMIT = 10;

/** The address book's error messages (the web app translates them by their English text). */
export const ADDRESS_BOOK_MESSAGES = {
  full: `Your address book is full (${ADDRESS_BOOK_LIMIT} addresses). Delete one to add another.`,
  notFound: 'Address not found',
} as const;

/**
 * POST /address/book and PUT /address/book/{id}: the address fields under the very rules of the
 * checkout's shipping details, a short label of the shopper's own ("Home", "Office"),
 * and whether it becomes the default. Unknown fields (an id, an owner, `isDefault`…) are refused.
 */
export const addressEntryBodySchema = z
  .strictObject({
    label: z.string().trim().max(40, 'must be at most 40 characters').default(''),
    ...shippingAddressFields,
    makeDefault: z.boolean().optional(),
  })
  .superRefine(checkShippingAddress)
  .transform((s) => canonicalShippingAddress(s));
export type AddressEntryInput = z.input<typeof addressEntryBodySchema>;
export type AddressEntryBody = z.output<typeof addressEntryBodySchema>;

/** One saved address. `lastUsedAt`: when an order last went to it (null: never). */
export const addressEntrySchema = z.object({
  id: z.string(),
  label: z.string(),
  // the same fields as an order's shipping snapshot, without the order's delivery note
  ...orderShippingSchema.omit({ note: true }).shape,
  isDefault: z.boolean(),
  lastUsedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AddressEntry = z.infer<typeof addressEntrySchema>;

/** GET /address/book (and DELETE's response): the default first, then the most recently used or added. */
export const addressBookSchema = z.object({
  addresses: z.array(addressEntrySchema),
  /** ADDRESS_BOOK_LIMIT */
  limit: z.number().int(),
});
export type AddressBook = z.infer<typeof addressBookSchema>;

/** POST, PUT /address/book/{id} and PUT /address/book/{id}/default: the entry and the whole book. */
export const addressChangeSchema = addressBookSchema.extend({ address: addressEntrySchema });
export type AddressChange = z.infer<typeof addressChangeSchema>;

export const addressIdParamSchema = z.object({ id: z.string().max(64) });

/** A field compared as a person reads it: no case, no extra spaces, one Unicode form. */
const loose = (text: string) => text.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('vi');

/**
 * Whether two addresses are the same one (an order's shipping details already in the book): every
 * field alike, read loosely — case and spacing aside, the phone by its digits (+84 = 0), a Vietnamese
 * province by its official name. The label does not count.
 */
export function sameAddress(a: ShippingAddress, b: ShippingAddress): boolean {
  const province = (s: ShippingAddress) =>
    loose(s.country === 'Vietnam' ? (canonicalProvince(s.province) ?? s.province) : s.province);
  return (
    a.country === b.country &&
    loose(a.name) === loose(b.name) &&
    normalisePhone(a.phone) === normalisePhone(b.phone) &&
    normaliseEmail(a.email) === normaliseEmail(b.email) &&
    province(a) === province(b) &&
    loose(a.ward) === loose(b.ward) &&
    loose(a.street) === loose(b.street)
  );
}
