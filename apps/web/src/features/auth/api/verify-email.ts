import { isEmailShape, isTokenShape, MESSAGES, normaliseEmail } from '@shop/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type Account, type SessionResponse, type User, useAuthStore } from '../../../stores/auth-store';
import { AUTH_MUTATION, AuthActionError, authCall, authKeys } from './auth-action';

export interface VerifyEmailInput {
  code: string;
  /** Tells the server whose code it is, when known; without it the code alone decides. */
  email?: string;
}

/** POST /auth/verify-email. A wrong code is a 400, never a 401: no refresh is tried. */
export const verifyEmail = (body: { code: string; email?: string }) =>
  api.post<SessionResponse>('/auth/verify-email', body, { retryOn401: false });

interface Verified {
  user: User;
  account: Account;
  accessToken: string | undefined;
  message: string;
}

/**
 * Proves the e-mail with its code. The response signs the shopper in; one without a token (the code
 * proven away from the browser that signed up, with no session there) keeps who they are for the
 * login that follows.
 */
export function useVerifyEmail() {
  return useMutation({
    ...AUTH_MUTATION,
    mutationKey: authKeys.action('verify-email'),
    mutationFn: async ({ code: rawCode, email: rawEmail }: VerifyEmailInput): Promise<Verified> => {
      const code = (rawCode ?? '').trim();
      if (!code) throw new AuthActionError(MESSAGES.verificationCodeRequired);
      const email = normaliseEmail(rawEmail ?? '');
      const body = isEmailShape(email) ? { code, email } : { code };
      const data = await authCall(
        'verifyEmail',
        async () => {
          const data = await verifyEmail(body);
          if (data?.message === MESSAGES.emailAlreadyVerified && !data.user) return null;
          if (!data?.user || !data.account) throw new Error(MESSAGES.invalidVerificationResponse);
          return { user: data.user, account: data.account, accessToken: data.tokens?.accessToken };
        },
        MESSAGES.verifyEmailFailed,
        { code },
      );
      // an account verified already gets no session: the page sends the shopper to log in instead,
      // which is not a failure worth a console error
      if (!data) throw new AuthActionError(MESSAGES.emailAlreadyVerified);
      return { ...data, message: MESSAGES.emailVerified };
    },
    onSuccess: ({ user, account, accessToken }) => {
      const store = useAuthStore.getState();
      const token = isTokenShape(accessToken) ? accessToken : store.accessToken;
      if (isTokenShape(token)) store.establishSession(user, account, token);
      // verified but not signed in (signed up in another browser): keep who they are, log in next
      else store.storeUser(user, account);
    },
  });
}
