import type { AddToBlacklistBody, BlacklistEntry, BlacklistEntryResponse } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { usersKeys } from './users-keys';

/** Staff: POST /auth/add-user-to-blacklist `{ userId?, phone?, email?, reason, note? }` → 201 `{ entry }`. */
export async function addToBlacklist(body: AddToBlacklistBody): Promise<BlacklistEntry> {
  return (await api.post<BlacklistEntryResponse>('/auth/add-user-to-blacklist', body)).entry;
}

export function useAddToBlacklist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToBlacklist,
    // the named user turns BLACKLISTED: the user list changes too
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.all }),
  });
}
