import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { usersKeys } from './users-keys';

/** ADMIN only: DELETE /auth/permanent-account/{id}. The user's orders keep their snapshot. */
export function deleteUser(id: string): Promise<{ message: string }> {
  return api.delete<{ message: string }>(`/auth/permanent-account/${encodeURIComponent(id)}`);
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.all }),
  });
}
