import { STORAGE_KEYS } from '@shop/shared';
import type { CountryStash } from '../../../lib/address-fields';
import { emptyShipping, SHIPPING_FIELDS, type ShippingValues } from './shipping-form';

/**
 * What the shopper typed at checkout survives a reload. It lives in session storage (this tab only,
 * gone with it), under the signed-in user's id so that another account signing in on this tab never
 * sees it, and is removed once the order is placed and on sign-out (stores/auth-storage.ts clears
 * STORAGE_KEYS.checkoutDraft with the cart's keys): a name, a phone and an address are not left to the
 * next person at the computer (docs/decisions/0038-the-address-book.md).
 */
export interface CheckoutDraft {
  values: ShippingValues;
  /** the province and ward the other kind of country held (switchCountry in lib/address-fields.ts) */
  stash: CountryStash;
}

interface StoredDraft extends CheckoutDraft {
  owner: string;
}

/** Longer than any field may be (the note: 500): a stored value past it is not the form's. */
const MAX_TEXT = 1000;

function storage(): Storage | null {
  try {
    return window.sessionStorage ?? null;
  } catch {
    return null;
  }
}

const textOf = (value: unknown): string =>
  typeof value === 'string' && value.length <= MAX_TEXT ? value : '';

export function saveCheckoutDraft(owner: string, draft: CheckoutDraft): void {
  const stored: StoredDraft = { owner, values: draft.values, stash: draft.stash };
  try {
    storage()?.setItem(STORAGE_KEYS.checkoutDraft, JSON.stringify(stored));
  } catch {
    // quota exceeded or storage disabled: the form still works, only a reload forgets it
  }
}

/**
 * The draft this user left in this tab, or null. Whatever cannot be the form's (another owner, a
 * value that is not text, unreadable JSON) is not used; a field missing is empty.
 */
export function readCheckoutDraft(owner: string): CheckoutDraft | null {
  let parsed: unknown;
  try {
    const raw = storage()?.getItem(STORAGE_KEYS.checkoutDraft);
    if (!raw) return null;
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object') return null;
  const stored = parsed as Partial<Record<keyof StoredDraft, unknown>>;
  if (stored.owner !== owner || !stored.values || typeof stored.values !== 'object') return null;
  const values = stored.values as Record<string, unknown>;
  const stash = (stored.stash && typeof stored.stash === 'object' ? stored.stash : {}) as Record<
    string,
    unknown
  >;
  const read = emptyShipping();
  for (const field of SHIPPING_FIELDS) if (field in values) read[field] = textOf(values[field]);
  if (!read.country) read.country = emptyShipping().country;
  return { values: read, stash: { province: textOf(stash.province), ward: textOf(stash.ward) } };
}

export function clearCheckoutDraft(): void {
  try {
    storage()?.removeItem(STORAGE_KEYS.checkoutDraft);
  } catch {
    // storage disabled: there is nothing to clear
  }
}
