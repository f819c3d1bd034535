import { AUTH_CHECK_MAX_RETRIES, isTokenShape, MESSAGES, TOKEN_REFRESH, tokenExpiry } from '@shop/shared';
import { create } from 'zustand';
import { api } from '../lib/api-client';
import { errorMessage, isApiError } from '../lib/api-error';
import { queryClient } from '../lib/query-client';
import { createAccountActions } from './auth-account-actions';
import { logAuthFailure } from './auth-log';
import {
  clearStoredSession,
  clearStoredShopState,
  readStoredSession,
  withoutPassword,
  writeStoredSession,
} from './auth-storage';
import type { Account, AuthSession, AuthState, SessionResponse, User } from './auth-types';
import { useCartStore } from './cart-store';
import { useCouponStore } from './coupon-store';

export type { AuthActions, AuthSession, AuthState } from './auth-types';

const SIGNED_OUT: Pick<
  AuthSession,
  | 'user'
  | 'account'
  | 'accessToken'
  | 'isAuthenticated'
  | 'isLoading'
  | 'isRefreshing'
  | 'loginAttempts'
  | 'lastLoginAttempt'
> = {
  user: null,
  account: null,
  accessToken: null,
  isAuthenticated: false,
  isLoading: false,
  isRefreshing: false,
  loginAttempts: 0,
  lastLoginAttempt: null,
};

export const INITIAL_AUTH_SESSION: AuthSession = {
  ...SIGNED_OUT,
  isCheckingAuth: true, // SPEC §4: at start the client is checking
  error: null,
  message: null,
  authCheckFailed: false,
  authCheckRetries: 0,
};

let refreshTimer: ReturnType<typeof setInterval> | undefined;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A 401 or 403 from /auth/me is a definite "not signed in"; anything else may pass on retry. */
const isDefiniteRefusal = (error: unknown) =>
  isApiError(error) && (error.status === 401 || error.status === 403);

export const useAuthStore = create<AuthState>()((set, get) => {
  /** Store a session the server just handed over (login, Google, verification, auth check). */
  function establishSession(user: User, account: Account, accessToken: string): void {
    const safeUser = withoutPassword(user);
    writeStoredSession({ user: safeUser, account, accessToken });
    set({
      user: safeUser,
      account,
      accessToken,
      isAuthenticated: true,
      isCheckingAuth: false,
      authCheckFailed: false,
      error: null,
    });
    get().startTokenRefresh();
  }

  /** SPEC §4: a refresh in progress is awaited by polling every 100 ms, for at most 10 s. */
  async function waitForRefresh(): Promise<string> {
    const deadline = Date.now() + TOKEN_REFRESH.waitCeilingMs;
    while (get().isRefreshing) {
      if (Date.now() >= deadline) throw new Error(MESSAGES.tokenRefreshTimeout);
      await sleep(TOKEN_REFRESH.pollMs);
    }
    const token = get().accessToken;
    if (!isTokenShape(token)) throw new Error(MESSAGES.sessionExpired);
    return token;
  }

  return {
    ...INITIAL_AUTH_SESSION,
    ...createAccountActions({ set, get, establishSession }),

    initialize: () => {
      try {
        const stored = readStoredSession();
        if (stored.accessToken !== null && !isTokenShape(stored.accessToken)) {
          // SPEC §4: a token that is not three non-empty dot-separated parts is invalid.
          clearStoredSession();
          set({ ...SIGNED_OUT, isCheckingAuth: false });
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
        set({ ...SIGNED_OUT, isCheckingAuth: false });
      } catch (error) {
        logAuthFailure('initialize', error);
        clearStoredSession();
        set({ ...SIGNED_OUT, isCheckingAuth: false, error: MESSAGES.authInitFailed });
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
        establishSession(
          data.user,
          data.account ?? {},
          isTokenShape(token) ? token : (get().accessToken as string),
        );
      } catch (error) {
        logAuthFailure('checkAuth', error);
        if (isDefiniteRefusal(error) || !get().accessToken) {
          get().signOutLocally(get().error);
          set({ isCheckingAuth: false, authCheckFailed: false });
          return;
        }
        // SPEC §2, §4: the loader offers Retry (at most 3); when none is left, the client signs out.
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

    logout: async () => {
      set({ isLoading: true });
      try {
        await api.post('/auth/logout', undefined, { timeout: 'auth', retryOn401: false });
      } catch (error) {
        // SPEC §7: a failed logout call is only logged; the local sign-out happens anyway.
        logAuthFailure(MESSAGES.logoutFailed, error);
      } finally {
        get().signOutLocally();
      }
    },

    signOutLocally: (error = null) => {
      get().stopTokenRefresh();
      clearStoredSession();
      useCartStore.getState().reset();
      useCouponStore.getState().clearAll();
      clearStoredShopState();
      queryClient.clear();
      set({ ...SIGNED_OUT, error, message: null });
    },

    refreshToken: async () => {
      if (get().isRefreshing) return waitForRefresh();
      const current = get().accessToken;
      if (!current) throw new Error(MESSAGES.noTokenToRefresh);
      set({ isRefreshing: true });
      try {
        const data = await api.post<{ accessToken?: string }>('/auth/refresh-token', undefined, {
          timeout: 'auth',
          retryOn401: false,
        });
        const next = data?.accessToken;
        if (!isTokenShape(next)) throw new Error(MESSAGES.invalidRefreshResponse);
        writeStoredSession({ accessToken: next });
        set({ accessToken: next, isRefreshing: false });
        return next;
      } catch (error) {
        logAuthFailure('refreshToken', error);
        set({ isRefreshing: false });
        get().signOutLocally(MESSAGES.sessionExpired);
        throw error;
      }
    },

    startTokenRefresh: () => {
      get().stopTokenRefresh();
      // SPEC §9: check every 30 s; refresh within 5 min of expiry or when the expiry is unreadable.
      const tick = () => {
        const { accessToken, isRefreshing } = get();
        if (!accessToken || isRefreshing) return;
        const exp = tokenExpiry(accessToken);
        if (exp === undefined || exp * 1000 - Date.now() <= TOKEN_REFRESH.windowMs) {
          get()
            .refreshToken()
            .catch(() => undefined);
        }
      };
      refreshTimer = setInterval(tick, TOKEN_REFRESH.checkEveryMs);
      tick();
    },

    stopTokenRefresh: () => {
      if (refreshTimer !== undefined) clearInterval(refreshTimer);
      refreshTimer = undefined;
    },

    clearFeedback: () => set({ error: null, message: null }),
  };
});

// The API client reaches the session through this bridge (it cannot import the store: cycle).
api.connectAuth({
  getToken: () => useAuthStore.getState().accessToken,
  refresh: () => useAuthStore.getState().refreshToken(),
  onRefreshFailed: () => {
    if (useAuthStore.getState().isAuthenticated || useAuthStore.getState().accessToken) {
      useAuthStore.getState().signOutLocally(MESSAGES.sessionExpired);
    }
  },
});

/** Selectors used by the guards and the navbar. */
export const selectIsVerified = (s: AuthSession): boolean => s.account?.isVerified === true;
export const selectUserType = (s: AuthSession): string | undefined => s.account?.userType;
