import {
  type Category,
  DEFAULT_PARCEL_PIECE,
  PARCEL_HEIGHT_PER_PIECE,
  PARCEL_LIMITS,
  PARCEL_PIECES,
  type ParcelPiece,
} from '@shop/shared';
import type { Parcel } from './carrier.js';

/** The lightest parcel GHN is told of, in grams (an envelope and its label weigh something). */
export const MIN_PARCEL_WEIGHT = 100;

/** The piece a product of this category is packed as (a themed collection or no product: the default). */
export const pieceFor = (category: string | null | undefined): ParcelPiece =>
  (category && PARCEL_PIECES[category as Category]) || DEFAULT_PARCEL_PIECE;

const clamp = (n: number, max: number) => Math.min(max, Math.max(1, Math.round(n)));

/**
 * An order's parcel from its lines when staff give no measures. Weight: the sum of
 * the pieces (at least MIN_PARCEL_WEIGHT); box: the largest piece's box, PARCEL_HEIGHT_PER_PIECE cm
 * taller for each further piece; everything within GHN's limits (PARCEL_LIMITS). A value staff give
 * wins over the computed one. Pure.
 */
export function parcelFor(
  lines: readonly { category: string | null | undefined; quantity: number }[],
  given: Partial<Parcel> = {},
): Parcel {
  let weight = 0;
  let pieces = 0;
  let largest: ParcelPiece | undefined;
  const volume = (p: ParcelPiece) => p.length * p.width * p.height;
  for (const line of lines) {
    const quantity = Math.max(0, Math.trunc(line.quantity));
    if (!quantity) continue;
    const piece = pieceFor(line.category);
    weight += piece.weight * quantity;
    pieces += quantity;
    if (!largest || volume(piece) > volume(largest)) largest = piece;
  }
  const box = largest ?? DEFAULT_PARCEL_PIECE;
  const height = box.height + PARCEL_HEIGHT_PER_PIECE * Math.max(0, pieces - 1);
  return {
    weight: clamp(given.weight ?? Math.max(MIN_PARCEL_WEIGHT, weight), PARCEL_LIMITS.weight),
    length: clamp(given.length ?? box.length, PARCEL_LIMITS.side),
    width: clamp(given.width ?? box.width, PARCEL_LIMITS.side),
    height: clamp(given.height ?? height, PARCEL_LIMITS.side),
  };
}
