import { MESSAGES } from '@shop/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type SessionResponse, useAuthStore } from '../../../stores/auth-store';
import { AUTH_MUTATION, authCall, authKeys, type Session, sessionOf } from './auth-action';

/** POST /auth/google/login with the one-time code of Google's popup. */
export const googleLogin = (googleCode: string) =>
  api.post<SessionResponse>('/auth/google/login', { googleCode }, { timeout: 'auth', retryOn401: false });

/** Signs in (or up) with Google; any failure shows one message, whatever the server said. */
export function useGoogleLogin() {
  return useMutation({
    ...AUTH_MUTATION,
    mutationKey: authKeys.action('google-login'),
    mutationFn: (googleCode: string): Promise<Session> =>
      authCall(
        'googleLogin',
        async () => sessionOf(await googleLogin(googleCode)),
        () => MESSAGES.googleLoginFailed,
        { googleCode },
      ),
    onSuccess: ({ user, account, accessToken }) => {
      useAuthStore.getState().establishSession(user, account, accessToken);
      useAuthStore.getState().resetLoginAttempts();
    },
  });
}
