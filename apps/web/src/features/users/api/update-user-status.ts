import type { AdminUser, AdminUserResponse, UpdateStatusBody } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { usersKeys } from './users-keys';

/**
 * Staff: PATCH /auth/update-status/{id} `{ status }`. BLACKLISTED also puts the user on the blacklist
 * (and ends their sessions); ACTIVE takes them off: both lists change.
 */
export async function updateUserStatus(id: string, body: UpdateStatusBody): Promise<AdminUser> {
  return (await api.patch<AdminUserResponse>(`/auth/update-status/${encodeURIComponent(id)}`, body)).user;
}

export function useUpdateUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateStatusBody }) => updateUserStatus(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.all }),
  });
}
