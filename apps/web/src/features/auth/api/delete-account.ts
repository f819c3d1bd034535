import { MESSAGES } from '@shop/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useAuthStore } from '../../../stores/auth-store';
import { AUTH_MUTATION, authCall, authKeys } from './auth-action';

/** DELETE /auth/delete-account: the signed-in account, for good. */
export const deleteAccount = () => api.delete('/auth/delete-account');

/** Deletes the account, then signs out here (storage, cart, coupon, query cache). */
export function useDeleteAccount() {
  return useMutation({
    ...AUTH_MUTATION,
    mutationKey: authKeys.action('delete-account'),
    mutationFn: () => authCall('deleteAccount', deleteAccount, MESSAGES.deleteAccountFailed),
    onSuccess: () => useAuthStore.getState().signOutLocally(),
  });
}
