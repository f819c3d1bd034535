import type { UserListResponse } from '@shop/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { LIVE_LIST, type UsersQuery, usersKeys } from './users-keys';

/** Staff: GET /auth/view-all-users (`q, role, userType, status, page`) → `{ users, total }`, newest first. */
export function getUsers(query: UsersQuery, signal?: AbortSignal): Promise<UserListResponse> {
  return api.get<UserListResponse>('/auth/view-all-users', { query: { ...query }, signal });
}

export const usersQueryOptions = (query: UsersQuery) =>
  queryOptions({
    queryKey: usersKeys.list(query),
    queryFn: ({ signal }) => getUsers(query, signal),
    placeholderData: keepPreviousData,
    ...LIVE_LIST,
  });

export function useUsers(query: UsersQuery) {
  return useQuery(usersQueryOptions(query));
}
