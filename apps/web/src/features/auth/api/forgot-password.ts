import { MESSAGES } from '@shop/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type ActionMessage, AUTH_MUTATION, authCall, authKeys, checkedEmail } from './auth-action';

/** POST /auth/forgot-password: the same response for known and unknown addresses. */
export const forgotPassword = (email: string) =>
  api.post<{ message?: string }>('/auth/forgot-password', { email }, { retryOn401: false });

export function useForgotPassword() {
  return useMutation({
    ...AUTH_MUTATION,
    mutationKey: authKeys.action('forgot-password'),
    mutationFn: async (rawEmail: string): Promise<ActionMessage> => {
      const email = checkedEmail(rawEmail);
      const data = await authCall(
        'forgotPassword',
        () => forgotPassword(email),
        MESSAGES.forgotPasswordFailed,
        { email },
      );
      return { message: data?.message || MESSAGES.resetEmailSent };
    },
  });
}
