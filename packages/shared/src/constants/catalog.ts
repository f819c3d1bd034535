/** The sizes a product can be stocked in, in display order (docs/requirements/entities.md). */
export const SIZES = ['XS', 'S', 'M', 'L', 'XL', 'FREESIZE < 55KG', 'FREESIZE < 58KG'] as const;
export type Size = (typeof SIZES)[number];

/** Product categories (docs/requirements/entities.md); the last six are themed collections and the sale shelf. */
export const CATEGORIES = [
  'Stylish blouse',
  'Camisole',
  'Sweater',
  'Skirt',
  'Full set',
  'Sleepwear',
  'Cinnamon Girl',
  'Mid Summer Party',
  'Garden Reverie Collection',
  'Old Vintage Collection',
  'Swan Asleep Collection',
  'SALE OFF UP TO 70%',
] as const;
export type Category = (typeof CATEGORIES)[number];

/** Availability labels shown on a product (docs/requirements/entities.md). */
export const AVAILABILITY = [
  'OUT OF STOCK',
  'SOLD OUT',
  'AVAILABLE',
  'ARRIVING SOON',
  'DEFECTIVE',
  'PRE-ORDER',
] as const;
export type Availability = (typeof AVAILABILITY)[number];

/**
 * Labels under which a product can be put in a cart and ordered. A DEFECTIVE piece with stock is
 * sold as is (docs/decisions/0042), at its price, with a note on its page, in the cart, the order and its mail.
 */
export const ORDERABLE_AVAILABILITY: readonly Availability[] = ['AVAILABLE', 'PRE-ORDER', 'DEFECTIVE'];

/** The label of a piece sold as is (its flaw described on its page): it carries the notes of docs/decisions/0042. */
export const SOLD_AS_IS_AVAILABILITY: Availability = 'DEFECTIVE';

/**
 * The availability choices a shopper's filter offers. SOLD OUT and OUT OF STOCK are
 * shown on products but not offered as choices (nobody looks for what cannot be bought); staff's lists
 * offer every label.
 */
export const SHOPPER_AVAILABILITY_FILTERS: readonly Availability[] = AVAILABILITY.filter(
  (a) => a !== 'SOLD OUT' && a !== 'OUT OF STOCK',
);

/** An uploaded image is at most this large (and must be JPEG, PNG, WebP or AVIF by content). */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/**
 * A request is kept at 10 MB (docs/requirements/limits.md), and this is that limit applied to the
 * images of one upload together: the limit is on the total, not only on each file. Ten 10 MB photos
 * would make one request of up to 100 MB, which the upload time-out (60 s) does not carry over a
 * shop's connection. The form's JSON and the multipart framing (a few KB) come on top.
 */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** The error messages of an upload, the server's words (the dashboard checks the same before sending). */
export const UPLOAD_MESSAGES = {
  imageTooLarge: 'Each image must be 10 MB or smaller',
  uploadTooLarge: 'The images sent together must be 10 MB or smaller. Send fewer or smaller photos.',
} as const;
