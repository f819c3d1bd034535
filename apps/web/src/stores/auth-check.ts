import { AUTH_CHECK_MAX_RETRIES, isTokenShape, MESSAGES } from '@shop/shared';
import type { StoreApi } from 'zustand';
import { api } from '../lib/api-client';
import { errorMessage, isApiError } from '../lib/api-error';
import { logAuthFailure } from './auth-log';
import { clearStoredSession, readStoredSession, withoutPassword } from './auth-storage';
import type { AuthActions, AuthSession, AuthState, SessionResponse } from './auth-types';

type AuthCheck = Pick<AuthActions, 'initialize' | 'checkAuth' | 'retryAuthCheck'>;

/** A 401 or 403 from /auth/me is a definite "not signed in"; anything else may pass on retry. */
const isDefinitelySignedOut = (error: unknown) =>
  isApiError(error) && (error.status === 401 || error.status === 403);

/**
 * Start-up: the stored session is read at once (a first paint waits on nothing), then checked with
 * GET /auth/me. Transitions: docs/requirements/states.md
 */
export function createAuthCheck(
  set: StoreApi<AuthState>['setState'],
  get: StoreApi<AuthState>['getState'],
  signedOut: Partial<AuthSession>,
): AuthCheck {
  return {
    initialize: () => {
      try {
        const stored = readStoredSession();
        if (stored.accessToken !== null && !isTokenShape(stored.accessToken)) {
          // not three non-empty dot-separated parts: no server would take it, so nothing stored is kept
          clearStoredSession();
          set({ ...signedOut, isCheckingAuth: false });
          return;
        }
        if (stored.accessToken && stored.user) {
          set({
            user: withoutPassword(stored.user),
            account: stored.account,
            accessToken: stored.accessToken,
            isAuthenticated: true,
            isCheckingAuth: true,
          });
          get().startTokenRefresh();
          return;
        }
        // No session (or half of one): a visitor. Nothing to check with the server.
        if (stored.accessToken || stored.user || stored.account) clearStoredSession();
        set({ ...signedOut, isCheckingAuth: false });
      } catch (error) {
        logAuthFailure('initialize', error);
        clearStoredSession();
        set({ ...signedOut, isCheckingAuth: false, error: MESSAGES.authInitFailed });
      }
    },

    checkAuth: async () => {
      if (!isTokenShape(get().accessToken)) {
        set({ isCheckingAuth: false, authCheckFailed: false });
        return;
      }
      set({ isCheckingAuth: true, error: null });
      try {
        const data = await api.get<SessionResponse>('/auth/me', { timeout: 'auth' });
        if (!data?.user) throw new Error(MESSAGES.authCheckUserMissing);
        const token = data.tokens?.accessToken;
        get().establishSession(
          data.user,
          data.account ?? {},
          isTokenShape(token) ? token : (get().accessToken as string),
        );
      } catch (error) {
        logAuthFailure('checkAuth', error);
        if (isDefinitelySignedOut(error) || !get().accessToken) {
          get().signOutLocally(get().error);
          set({ isCheckingAuth: false, authCheckFailed: false });
          return;
        }
        // the loader offers Retry (at most 3 times); when none is left, the client signs out
        const message = errorMessage(error, MESSAGES.authCheckUserMissing);
        if (get().authCheckRetries >= AUTH_CHECK_MAX_RETRIES) get().signOutLocally(message);
        set({ isCheckingAuth: false, authCheckFailed: true, error: message });
      }
    },

    retryAuthCheck: async () => {
      const { authCheckRetries, isCheckingAuth } = get();
      if (isCheckingAuth || authCheckRetries >= AUTH_CHECK_MAX_RETRIES) return;
      set({ authCheckRetries: authCheckRetries + 1 });
      await get().checkAuth();
    },
  };
}
