import { isTokenShape, MESSAGES } from '@shop/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type Account, type SessionResponse, type User, useAuthStore } from '../../../stores/auth-store';
import { AUTH_MUTATION, authCall, authKeys } from './auth-action';

/** POST /auth/google/link-account: the signed-in account also signs in with this Google identity. */
export const linkGoogleAccount = (googleCode: string) =>
  api.post<SessionResponse>('/auth/google/link-account', { googleCode });

type Linked = SessionResponse & { user: User; account: Account };

/** Links Google to the signed-in account; resolves with the server's response (its `message`). */
export function useLinkGoogleAccount() {
  return useMutation({
    ...AUTH_MUTATION,
    mutationKey: authKeys.action('link-google-account'),
    mutationFn: (googleCode: string): Promise<Linked> =>
      authCall(
        'linkGoogleAccount',
        async () => {
          const data = await linkGoogleAccount(googleCode);
          if (!data?.user || !data.account) throw new Error(MESSAGES.invalidResponseStructure);
          return data as Linked;
        },
        () => MESSAGES.googleLinkFailed,
        { googleCode },
      ),
    onSuccess: (data) => {
      const store = useAuthStore.getState();
      const token = data.tokens?.accessToken;
      store.establishSession(
        data.user,
        data.account,
        isTokenShape(token) ? token : (store.accessToken ?? ''),
      );
      store.resetLoginAttempts();
    },
  });
}
