import { isTokenShape, MESSAGES, TOKEN_REFRESH, tokenExpiry } from '@shop/shared';
import type { StoreApi } from 'zustand';
import { api } from '../lib/api-client';
import { logAuthFailure } from './auth-log';
import { writeStoredSession } from './auth-storage';
import type { AuthActions, AuthState } from './auth-types';

type TokenRefresh = Pick<AuthActions, 'refreshToken' | 'startTokenRefresh' | 'stopTokenRefresh'>;

let refreshTimer: ReturnType<typeof setInterval> | undefined;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The access token's upkeep: POST /auth/refresh-token before the token expires, one refresh at a
 * time. A failed refresh signs the client out: the refresh cookie is gone or revoked, and no call can
 * succeed without it.
 */
export function createTokenRefresh(
  set: StoreApi<AuthState>['setState'],
  get: StoreApi<AuthState>['getState'],
): TokenRefresh {
  /** A refresh in progress is awaited by polling (every 100 ms, for at most 10 s: limits.md). */
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
      // checked every 30 s; refreshed within 5 min of expiry, or at once when the expiry is unreadable
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
  };
}
