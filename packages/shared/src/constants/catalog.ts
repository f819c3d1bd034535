/** SPEC §3: the sizes a product can be stocked in, in display order. */
export const SIZES = ['XS', 'S', 'M', 'L', 'XL', 'FREESIZE < 55KG', 'FREESIZE < 58KG'] as const;
export type Size = (typeof SIZES)[number];

/** SPEC §3: product categories; the last six are themed collections and the sale shelf. */
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

/** SPEC §3: availability labels shown on a product. */
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
 * Labels under which a product can be put in a cart and ordered. DECISIONS §11: a DEFECTIVE piece
 * with stock is sold as is, at its price, with a note on its page, in the cart, the order and its mail.
 */
export const ORDERABLE_AVAILABILITY: readonly Availability[] = ['AVAILABLE', 'PRE-ORDER', 'DEFECTIVE'];

/** The label of a piece sold as is (its flaw described on its page): the notes DECISIONS §11 asks for. */
export const SOLD_AS_IS_AVAILABILITY: Availability = 'DEFECTIVE';

/**
 * The availability choices a shopper's filter offers. DECISIONS §11: SOLD OUT and OUT OF STOCK are
 * shown on products but not offered as choices (nobody looks for what cannot be bought); staff's lists
 * offer every label.
 */
export const SHOPPER_AVAILABILITY_FILTERS: readonly Availability[] = AVAILABILITY.filter(
  (a) => a !== 'SOLD OUT' && a !== 'OUT OF STOCK',
);
