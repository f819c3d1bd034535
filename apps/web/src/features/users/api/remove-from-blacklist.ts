import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { usersKeys } from './users-keys';

/** Staff: DELETE /auth/blacklist/{id}; the user is ACTIVE again when no other entry names them. */
export function removeFromBlacklist(id: string): Promise<{ message: string }> {
  return api.delete<{ message: string }>(`/auth/blacklist/${encodeURIComponent(id)}`);
}

export function useRemoveFromBlacklist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFromBlacklist,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.all }),
  });
}
