import type { CartLine } from '@shop/shared';
import type { CartItem } from './cart-store';

/**
 * At most this many of one product and size in a cart: the shared CART_MAX_LINE_QUANTITY, restated
 * here because importing it would pull the cart schemas (and Zod) into the page (a test keeps them equal).
 */
export const MAX_LINE_QUANTITY = 99;

/** A line is identified by productId plus size. */
export interface LineKey {
  productId: string;
  size: string;
}

export const sameLine = (a: LineKey, b: LineKey): boolean => a.productId === b.productId && a.size === b.size;
export const lineId = (line: LineKey): string => `${line.productId}:${line.size}`;

/** Adding an existing productId + size pair adds up the quantities; a new pair goes last. */
export function addLine<T extends LineKey & { quantity: number }>(lines: readonly T[], added: T): T[] {
  const existing = lines.find((line) => sameLine(line, added));
  if (!existing) return [...lines, added];
  return lines.map((line) =>
    line === existing ? { ...line, quantity: line.quantity + added.quantity } : line,
  );
}

export function setLineQuantity<T extends LineKey & { quantity: number }>(
  lines: readonly T[],
  key: LineKey,
  quantity: number,
): T[] {
  return lines.map((line) => (sameLine(line, key) ? { ...line, quantity } : line));
}

export function removeLine<T extends LineKey>(lines: readonly T[], key: LineKey): T[] {
  return lines.filter((line) => !sameLine(line, key));
}

/** The persisted mirror's copy of a line (the cart item of docs/requirements/entities.md). */
export function toMirrorItem(line: CartLine): CartItem {
  return {
    productId: line.productId,
    size: line.size,
    quantity: line.quantity,
    price: line.price,
    discountPrice: line.discountPrice,
    name: line.name,
    ...(line.image ? { image: line.image.src } : {}),
    ...(line.isUnavailable ? { isUnavailable: true } : {}),
  };
}
