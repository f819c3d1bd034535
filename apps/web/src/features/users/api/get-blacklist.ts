import type { BlacklistEntry, BlacklistResponse } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { LIVE_LIST, usersKeys } from './users-keys';

/** Staff: GET /auth/view-blacklist-users → `{ entries }`, newest first. */
export async function getBlacklist(signal?: AbortSignal): Promise<BlacklistEntry[]> {
  return (await api.get<BlacklistResponse>('/auth/view-blacklist-users', { signal })).entries;
}

export const blacklistQueryOptions = () =>
  queryOptions({
    queryKey: usersKeys.blacklist,
    queryFn: ({ signal }) => getBlacklist(signal),
    ...LIVE_LIST,
  });

export function useBlacklist() {
  return useQuery(blacklistQueryOptions());
}
