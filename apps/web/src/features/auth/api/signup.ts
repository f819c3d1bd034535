import { isEmailShape, MESSAGES, normaliseEmail, PASSWORD_MIN_LENGTH } from '@shop/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useAuthStore } from '../../../stores/auth-store';
import { type ActionMessage, AUTH_MUTATION, AuthActionError, authCall, authKeys } from './auth-action';

export interface SignupInput {
  email: string;
  password: string;
  name: string;
  /** The language of the verification mail: the interface's, not the browser's. */
  language?: string;
}

/** POST /auth/signup. A 401 here is no expired token: no refresh is tried. */
export const signup = (body: SignupInput) =>
  api.post('/auth/signup', body, { timeout: 'auth', retryOn401: false });

/** Signs up; the shopper is not signed in until the e-mail is verified. */
export function useSignup() {
  return useMutation({
    ...AUTH_MUTATION,
    mutationKey: authKeys.action('signup'),
    mutationFn: async ({
      email: rawEmail,
      password,
      name: rawName,
      language,
    }: SignupInput): Promise<ActionMessage> => {
      const email = normaliseEmail(rawEmail ?? '');
      const name = (rawName ?? '').trim();
      if (!email || !password || !name) throw new AuthActionError(MESSAGES.allFieldsRequired);
      if (!isEmailShape(email)) throw new AuthActionError(MESSAGES.invalidEmail);
      if (password.length < PASSWORD_MIN_LENGTH) throw new AuthActionError(MESSAGES.passwordTooShort);
      const body =
        language === 'en' || language === 'vi'
          ? { email, password, name, language }
          : { email, password, name };
      await authCall('signup', () => signup(body), MESSAGES.signupFailed, { email, password, name });
      return { message: MESSAGES.signupSuccess };
    },
    onSuccess: () => useAuthStore.setState({ isAuthenticated: false }),
  });
}
