import type { PublicAccount, PublicUser } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface UserProfile {
  user: PublicUser;
  account: PublicAccount;
}

export const userProfileKey = ['users', 'profile'] as const;

/** GET /auth/user-profile: the signed-in user and account (hasPassword, googleLinked). */
export const getUserProfile = (): Promise<UserProfile> => api.get<UserProfile>('/auth/user-profile');

export const userProfileQueryOptions = () =>
  queryOptions({ queryKey: userProfileKey, queryFn: getUserProfile, staleTime: 0 });

export const useUserProfile = () => useQuery(userProfileQueryOptions());
