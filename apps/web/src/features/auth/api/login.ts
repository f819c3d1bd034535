import { isEmailShape, LOGIN_MAX_FAILURES, MESSAGES, normaliseEmail } from '@shop/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type SessionResponse, useAuthStore } from '../../../stores/auth-store';
import { AUTH_MUTATION, AuthActionError, authCall, authKeys, type Session, sessionOf } from './auth-action';

export interface LoginInput {
  email: string;
  password: string;
}

/** POST /auth/login. Its 401 means wrong credentials, not an expired token: no refresh is tried. */
export const login = (body: LoginInput) =>
  api.post<SessionResponse>('/auth/login', body, { timeout: 'auth', retryOn401: false });

/**
 * Signs in with e-mail and password. At most 5 failed attempts in a 15-minute window, counted in the
 * session store: the 6th is rejected without a call (the server's own 429 says the same).
 */
export function useLogin() {
  return useMutation({
    ...AUTH_MUTATION,
    mutationKey: authKeys.action('login'),
    mutationFn: async ({ email: rawEmail, password }: LoginInput): Promise<Session> => {
      const email = normaliseEmail(rawEmail ?? '');
      if (!email || !password) throw new AuthActionError(MESSAGES.emailPasswordRequired);
      if (!isEmailShape(email)) throw new AuthActionError(MESSAGES.invalidEmail);
      const now = Date.now();
      const attempts = useAuthStore.getState().currentLoginAttempts(now);
      if (attempts >= LOGIN_MAX_FAILURES) throw new AuthActionError(MESSAGES.tooManyLoginAttempts);
      try {
        return await authCall(
          'login',
          async () => sessionOf(await login({ email, password })),
          MESSAGES.loginFailed,
          { email, password },
        );
      } catch (error) {
        useAuthStore.getState().recordLoginFailure(attempts + 1, now);
        throw error;
      }
    },
    onSuccess: ({ user, account, accessToken }) => {
      useAuthStore.getState().establishSession(user, account, accessToken);
      useAuthStore.getState().resetLoginAttempts();
    },
  });
}
