import { MESSAGES, type PublicUser } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type User, useAuthStore } from '../../../stores/auth-store';
import { type ActionMessage, AUTH_MUTATION, AuthActionError, authCall, authKeys } from './auth-action';
import { type UserProfile, userProfileKey } from './get-user-profile';

export type ProfileChanges = Record<string, unknown>;

/** PUT /auth/profile: name, phone, delivery address, the language of the shop's e-mails. */
export const updateProfile = (changes: ProfileChanges) => api.put<{ user?: User }>('/auth/profile', changes);

/** Saves the profile; the session's user and the profile page's query take the saved user. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    ...AUTH_MUTATION,
    mutationKey: authKeys.action('update-profile'),
    mutationFn: async (changes: ProfileChanges | null | undefined) => {
      if (!changes || Object.keys(changes).length === 0)
        throw new AuthActionError(MESSAGES.profileDataRequired);
      const data = await authCall(
        'updateProfile',
        () => updateProfile(changes),
        MESSAGES.updateProfileFailed,
        changes,
      );
      return { user: data?.user, message: MESSAGES.profileUpdated } satisfies ActionMessage & { user?: User };
    },
    onSuccess: ({ user }) => {
      if (user) useAuthStore.getState().storeUser(user);
      const saved = useAuthStore.getState().user as PublicUser | null;
      if (saved)
        queryClient.setQueryData<UserProfile>(userProfileKey, (old) => (old ? { ...old, user: saved } : old));
    },
  });
}
