import { isTokenShape, STORAGE_KEYS } from '@shop/shared';
import type { Account, StoredSession, User } from './auth-types';

const AUTH_KEYS = [STORAGE_KEYS.user, STORAGE_KEYS.account, STORAGE_KEYS.accessToken] as const;

/** Storage can be missing or throw (private modes, disabled cookies): every access is guarded. */
function safeStorage(name: 'sessionStorage' | 'localStorage'): Storage | null {
  try {
    return window[name] ?? null;
  } catch {
    return null;
  }
}

function stores(): Storage[] {
  return [safeStorage('sessionStorage'), safeStorage('localStorage')].filter((s): s is Storage => s !== null);
}

function safe(action: () => void): void {
  try {
    action();
  } catch {
    // quota exceeded or storage disabled: the in-memory session still works
  }
}

/** Any password field is removed from the user before storing. */
export function withoutPassword(user: User): User {
  const { password: _password, ...rest } = user;
  return rest;
}

/** Token stored as the bare string; a JSON-quoted one (written by another tool) is accepted too. */
function parseToken(raw: string | null): string | null {
  if (raw === null) return null;
  if (raw.startsWith('"')) {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'string' ? parsed : null;
  }
  return raw;
}

function parseObject<T>(raw: string | null): T | null {
  if (raw === null) return null;
  const parsed: unknown = JSON.parse(raw);
  return parsed && typeof parsed === 'object' ? (parsed as T) : null;
}

export class InvalidStoredSession extends Error {}

/**
 * Reads user, account and token from session storage first, then local storage.
 * Throws when a stored value cannot be read (the caller clears storage and reports
 * 'Authentication initialization failed').
 */
export function readStoredSession(): StoredSession {
  const [session, local] = [safeStorage('sessionStorage'), safeStorage('localStorage')];
  const read = (key: string) => session?.getItem(key) ?? local?.getItem(key) ?? null;
  try {
    return {
      user: parseObject<User>(read(STORAGE_KEYS.user)),
      account: parseObject<Account>(read(STORAGE_KEYS.account)),
      accessToken: parseToken(read(STORAGE_KEYS.accessToken)),
    };
  } catch (error) {
    throw new InvalidStoredSession(error instanceof Error ? error.message : 'unreadable session');
  }
}

/** User, account and accessToken are stored under those keys in both storages. */
export function writeStoredSession(session: Partial<StoredSession>): void {
  for (const s of stores()) {
    if (session.user) {
      const user = withoutPassword(session.user);
      safe(() => s.setItem(STORAGE_KEYS.user, JSON.stringify(user)));
    }
    if (session.account) {
      const account = session.account;
      safe(() => s.setItem(STORAGE_KEYS.account, JSON.stringify(account)));
    }
    if (isTokenShape(session.accessToken)) {
      const token = session.accessToken;
      safe(() => s.setItem(STORAGE_KEYS.accessToken, token));
    }
  }
}

export function clearStoredSession(): void {
  for (const s of stores()) for (const key of AUTH_KEYS) safe(() => s.removeItem(key));
}

/**
 * Signing out also clears the persisted cart and coupon, and the checkout's draft of the
 * shipping details: a name, a phone and an address are not left to the next person at the computer.
 */
export function clearStoredShopState(): void {
  for (const s of stores())
    for (const key of [STORAGE_KEYS.cart, STORAGE_KEYS.coupon, STORAGE_KEYS.checkoutDraft])
      safe(() => s.removeItem(key));
}
