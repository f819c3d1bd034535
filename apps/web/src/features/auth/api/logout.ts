import { MESSAGES } from '@shop/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { logAuthFailure } from '../../../stores/auth-log';
import { useAuthStore } from '../../../stores/auth-store';
import { AUTH_MUTATION, authKeys } from './auth-action';

/** POST /auth/logout: ends the refresh cookie's session on the server. */
export const logout = () => api.post('/auth/logout', undefined, { timeout: 'auth', retryOn401: false });

/**
 * Signs out. A failed call is only logged: the shopper asked to leave, so the local sign-out happens
 * anyway (storage, cart, coupon, query cache).
 */
export function useLogout() {
  return useMutation({
    ...AUTH_MUTATION,
    mutationKey: authKeys.action('logout'),
    mutationFn: async () => {
      try {
        await logout();
      } catch (error) {
        logAuthFailure(MESSAGES.logoutFailed, error);
      }
    },
    onSettled: () => useAuthStore.getState().signOutLocally(),
  });
}
