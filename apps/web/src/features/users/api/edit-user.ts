import type { AdminUser, AdminUserResponse, EditUserBody } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { usersKeys } from './users-keys';

/** Staff: PATCH /auth/edit-user/{id} (name, phone, userType; role by an ADMIN only). */
export async function editUser(id: string, body: EditUserBody): Promise<AdminUser> {
  return (await api.patch<AdminUserResponse>(`/auth/edit-user/${encodeURIComponent(id)}`, body)).user;
}

export function useEditUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: EditUserBody }) => editUser(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.all }),
  });
}
