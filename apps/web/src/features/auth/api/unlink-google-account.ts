import { MESSAGES } from '@shop/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type ActionMessage, AUTH_MUTATION, authCall, authKeys } from './auth-action';

/** DELETE /auth/google/unlink-account: its response is a message only. */
export const unlinkGoogleAccount = () => api.delete<{ message?: string }>('/auth/google/unlink-account');

export function useUnlinkGoogleAccount() {
  return useMutation({
    ...AUTH_MUTATION,
    mutationKey: authKeys.action('unlink-google-account'),
    mutationFn: async (): Promise<ActionMessage> => {
      const data = await authCall('unlinkGoogleAccount', unlinkGoogleAccount, MESSAGES.googleUnlinkFailed);
      return { message: data?.message || null };
    },
  });
}
