import { MESSAGES, PASSWORD_MIN_LENGTH } from '@shop/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type ActionMessage, AUTH_MUTATION, AuthActionError, authCall, authKeys } from './auth-action';

export interface ResetPasswordInput {
  /** the token of the reset mail's link */
  token: string;
  password: string;
}

/** POST /auth/reset-password/{token}: a new password; every session of the account ends. */
export const resetPassword = ({ token, password }: ResetPasswordInput) =>
  api.post<{ message?: string }>(
    `/auth/reset-password/${encodeURIComponent(token)}`,
    { password },
    { retryOn401: false },
  );

export function useResetPassword() {
  return useMutation({
    ...AUTH_MUTATION,
    mutationKey: authKeys.action('reset-password'),
    mutationFn: async ({ token, password }: ResetPasswordInput): Promise<ActionMessage> => {
      if (!token || !password) throw new AuthActionError(MESSAGES.resetFieldsRequired);
      if (password.length < PASSWORD_MIN_LENGTH) throw new AuthActionError(MESSAGES.passwordTooShort);
      const data = await authCall(
        'resetPassword',
        () => resetPassword({ token, password }),
        MESSAGES.resetPasswordFailed,
        { token, password },
      );
      return { message: data?.message || MESSAGES.passwordReset };
    },
  });
}
