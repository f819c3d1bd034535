import type { Size } from '@shop/shared';

/**
 * What a visitor asked to add to the bag before being sent to log in: kept in
 * sessionStorage, which survives the trip through /login, sign-up, /verify-email and Google's
 * sign-in, and taken once by the product page when she is back, signed in and verified.
 */
export interface PendingAdd {
  productId: string;
  size: Size;
  quantity: number;
}

const KEY = 'pending-add-to-cart';
/** an add older than this was given up (the shopper went elsewhere); it is not made for her later */
export const PENDING_ADD_TTL_MS = 30 * 60_000;

export function savePendingAdd(add: PendingAdd, now = Date.now()): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ ...add, at: now }));
  } catch {
    // storage full or rejected: she adds again by hand, as before
  }
}

/** The pending add for this product, removed as it is read; undefined when none, stale or another's. */
export function takePendingAdd(productId: string, now = Date.now()): PendingAdd | undefined {
  let raw: string | null = null;
  try {
    raw = sessionStorage.getItem(KEY);
  } catch {
    return undefined;
  }
  if (!raw) return undefined;
  let stored: Partial<PendingAdd & { at: number }> | null = null;
  try {
    stored = JSON.parse(raw);
  } catch {
    sessionStorage.removeItem(KEY);
    return undefined;
  }
  if (!stored || typeof stored.at !== 'number' || now - stored.at > PENDING_ADD_TTL_MS) {
    sessionStorage.removeItem(KEY);
    return undefined;
  }
  if (stored.productId !== productId) return undefined;
  sessionStorage.removeItem(KEY);
  const quantity = Number(stored.quantity);
  if (typeof stored.size !== 'string' || !Number.isInteger(quantity) || quantity < 1) return undefined;
  return { productId, size: stored.size as Size, quantity };
}
