import { MESSAGES } from '@shop/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type ActionMessage, AUTH_MUTATION, authCall, authKeys, checkedEmail } from './auth-action';

/** POST /auth/resend-verification: a new code, which replaces the last one. */
export const resendVerification = (email: string) =>
  api.post<{ message?: string }>('/auth/resend-verification', { email }, { retryOn401: false });

export function useResendVerification() {
  return useMutation({
    ...AUTH_MUTATION,
    mutationKey: authKeys.action('resend-verification'),
    mutationFn: async (rawEmail: string): Promise<ActionMessage> => {
      const email = checkedEmail(rawEmail);
      const data = await authCall(
        'resendVerification',
        () => resendVerification(email),
        MESSAGES.resendVerificationFailed,
        { email },
      );
      return { message: data?.message || MESSAGES.verificationEmailSent };
    },
  });
}
