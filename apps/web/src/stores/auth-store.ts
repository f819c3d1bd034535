import { LOGIN_WINDOW_MS, MESSAGES } from '@shop/shared';
import { create } from 'zustand';
import { api } from '../lib/api-client';
import { queryClient } from '../lib/query-client';
import { createAuthCheck } from './auth-check';
import {
  clearStoredSession,
  clearStoredShopState,
  withoutPassword,
  writeStoredSession,
} from './auth-storage';
import { createTokenRefresh } from './auth-token-refresh';
import type { AuthSession, AuthState } from './auth-types';
import { useCartStore } from './cart-store';
import { useCouponStore } from './coupon-store';

export type { Account, AuthActions, AuthSession, AuthState, SessionResponse, User } from './auth-types';

const SIGNED_OUT: Pick<
  AuthSession,
  | 'user'
  | 'account'
  | 'accessToken'
  | 'isAuthenticated'
  | 'isRefreshing'
  | 'loginAttempts'
  | 'lastLoginAttempt'
> = {
  user: null,
  account: null,
  accessToken: null,
  isAuthenticated: false,
  isRefreshing: false,
  loginAttempts: 0,
  lastLoginAttempt: null,
};

export const INITIAL_AUTH_SESSION: AuthSession = {
  ...SIGNED_OUT,
  isCheckingAuth: true, // the client starts by checking (docs/requirements/states.md)
  error: null,
  authCheckFailed: false,
  authCheckRetries: 0,
};

/**
 * The auth session: client state only. The account actions (sign-in, sign-up, Google, verification,
 * password reset, profile, sign-out) are TanStack Query mutations in features/auth/api, which call the
 * transitions below on success.
 */
export const useAuthStore = create<AuthState>()((set, get) => ({
  ...INITIAL_AUTH_SESSION,
  ...createAuthCheck(set, get, SIGNED_OUT),
  ...createTokenRefresh(set, get),

  establishSession: (user, account, accessToken) => {
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
  },

  storeUser: (user, account) => {
    const safeUser = withoutPassword(user);
    writeStoredSession({ user: safeUser, account: account ?? null });
    set(account ? { user: safeUser, account } : { user: safeUser });
  },

  currentLoginAttempts: (now) => {
    const last = get().lastLoginAttempt;
    if (last !== null && now - last > LOGIN_WINDOW_MS) {
      set({ loginAttempts: 0, lastLoginAttempt: null });
      return 0;
    }
    return get().loginAttempts;
  },

  recordLoginFailure: (attempts, at) => set({ loginAttempts: attempts, lastLoginAttempt: at }),

  resetLoginAttempts: () => set({ loginAttempts: 0, lastLoginAttempt: null }),

  signOutLocally: (error = null) => {
    get().stopTokenRefresh();
    clearStoredSession();
    useCartStore.getState().reset();
    useCouponStore.getState().clearAll();
    clearStoredShopState();
    queryClient.clear();
    set({ ...SIGNED_OUT, error });
  },

  clearError: () => set({ error: null }),
}));

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
