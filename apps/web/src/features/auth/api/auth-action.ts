import { isEmailShape, isTokenShape, MESSAGES, normaliseEmail } from '@shop/shared';
import { errorMessage } from '../../../lib/api-error';
import { logAuthFailure } from '../../../stores/auth-log';
import type { Account, SessionResponse, User } from '../../../stores/auth-store';

/**
 * The mutation keys of the account actions. The navbar's "Log out" waits while any of them runs
 * (`useIsMutating({ mutationKey: authKeys.all })`).
 */
export const authKeys = {
  all: ['auth'] as const,
  action: (name: string) => ['auth', name] as const,
};

/**
 * Options every account mutation shares: it runs even when the browser believes it is offline, so
 * the shopper sees the network error at once instead of a form waiting for a connection.
 */
export const AUTH_MUTATION = { networkMode: 'always' } as const;

/**
 * How an account action fails: `message` is the text to show, in English (a rule of
 * docs/requirements/validation.md, the server's own message, or the action's default from
 * docs/requirements/errors.md), translated on screen by `useAuthMessage`.
 */
export class AuthActionError extends Error {
  override readonly name = 'AuthActionError';
}

/**
 * Runs one server call of an account action: a failure is logged by class with its secrets redacted,
 * and becomes an AuthActionError holding the server's message, or `fallback` (a function of the error
 * when the default wins over the server's text).
 */
export async function authCall<T>(
  action: string,
  call: () => Promise<T>,
  fallback: string | ((error: unknown) => string),
  payload?: unknown,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    logAuthFailure(action, error, payload);
    throw new AuthActionError(
      typeof fallback === 'function' ? fallback(error) : errorMessage(error, fallback),
    );
  }
}

/** E-mail required, of a valid shape, trimmed and lower-cased (docs/requirements/validation.md). */
export function checkedEmail(raw: string): string {
  const email = normaliseEmail(raw ?? '');
  if (!email) throw new AuthActionError(MESSAGES.emailRequired);
  if (!isEmailShape(email)) throw new AuthActionError(MESSAGES.invalidEmail);
  return email;
}

export interface Session {
  user: User;
  account: Account;
  accessToken: string;
}

/** The session of a login's or Google login's response; without one the response is malformed. */
export function sessionOf(data: SessionResponse | undefined): Session {
  const accessToken = data?.tokens?.accessToken;
  if (!data?.user || !data.account || !isTokenShape(accessToken))
    throw new Error(MESSAGES.invalidResponseStructure);
  return { user: data.user, account: data.account, accessToken };
}

/** What an action that only reports its outcome resolves with: the text to show. */
export interface ActionMessage {
  message: string | null;
}
