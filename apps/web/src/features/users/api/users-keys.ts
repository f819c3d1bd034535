import type { Role, UserStatus, UserType } from '@shop/shared';
import { retryUnlessClientError } from '../../../lib/query-retry';

/** GET /auth/view-all-users's query (the shared schema's input types its page as `unknown`: it coerces). */
export interface UsersQuery {
  q?: string;
  role?: Role;
  userType?: UserType;
  status?: UserStatus;
  page: number;
  pageSize: number;
}

/** Query keys of the User and Blacklist tabs. A user's status and the blacklist move together. */
export const usersKeys = {
  all: ['admin-users'] as const,
  lists: ['admin-users', 'list'] as const,
  list: (query: UsersQuery) => ['admin-users', 'list', query] as const,
  blacklist: ['admin-users', 'blacklist'] as const,
};

/** Staff lists show what is true now, and a 403 at once (no retry). */
export const LIVE_LIST = { staleTime: 0, refetchOnMount: true, retry: retryUnlessClientError } as const;
