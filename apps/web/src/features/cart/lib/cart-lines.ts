import type { CartLine } from '@shop/shared';

/**
 * GET /cart: "a list or an object with a cartItem list". Anything else is no cart we can
 * show; lines without a product id, size or a positive quantity are dropped.
 */
export function normaliseCart(body: unknown): CartLine[] | undefined {
  const list = Array.isArray(body)
    ? body
    : body && typeof body === 'object' && Array.isArray((body as { cartItem?: unknown }).cartItem)
      ? (body as { cartItem: unknown[] }).cartItem
      : undefined;
  if (!list) return undefined;
  return list.filter(
    (line): line is CartLine =>
      !!line &&
      typeof line === 'object' &&
      typeof (line as CartLine).productId === 'string' &&
      typeof (line as CartLine).size === 'string' &&
      typeof (line as CartLine).quantity === 'number' &&
      (line as CartLine).quantity > 0,
  );
}

/** The lines that count towards the price: an unavailable line is priced 0 and left out. */
export const countedLines = (lines: readonly CartLine[]): CartLine[] => lines.filter((l) => !l.isUnavailable);
