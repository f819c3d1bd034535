import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { userProfileKey } from './get-user-profile';

export interface ChangePasswordInput {
  /** Required by the server when the account has a password. */
  currentPassword?: string;
  newPassword: string;
}

/** PUT /auth/user-profile/update: a new password, proven by the current one. */
export const changePassword = (input: ChangePasswordInput) =>
  api.put<{ message?: string }>('/auth/user-profile/update', input);

/** POST /auth/google/set-password: a first password for an account made by Google sign-in. */
export const setPassword = (password: string) =>
  api.post<{ message?: string }>('/auth/google/set-password', { password });

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangePasswordInput & { hasPassword: boolean }) =>
      input.hasPassword
        ? changePassword({ currentPassword: input.currentPassword, newPassword: input.newPassword })
        : setPassword(input.newPassword),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userProfileKey }),
  });
}
