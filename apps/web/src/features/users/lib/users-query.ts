import { type Role, USERS_PAGE_SIZE, type UserStatus, type UserType } from '@shop/shared';
import type { UsersQuery } from '../api/users-keys';

/** The User tab's filters; '' is "all". */
export interface UserFilters {
  role: Role | '';
  userType: UserType | '';
  status: UserStatus | '';
}
export const NO_USER_FILTERS: UserFilters = { role: '', userType: '', status: '' };

/** The list query from the tab's filters (empty ones left out: equal filters, equal query key). */
export function usersQuery(filters: UserFilters, q: string, page: number): UsersQuery {
  const query: UsersQuery = { page, pageSize: USERS_PAGE_SIZE };
  if (q) query.q = q;
  if (filters.role) query.role = filters.role;
  if (filters.userType) query.userType = filters.userType;
  if (filters.status) query.status = filters.status;
  return query;
}
