import type { AddressChange } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshIfStale, writeAddressBook } from './write-address-book';

/** PUT /address/book/{id}/default (no body). */
export const setDefaultAddress = (id: string): Promise<AddressChange> =>
  api.put<AddressChange>(`/address/book/${encodeURIComponent(id)}/default`);

export function useSetDefaultAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDefaultAddress,
    onSuccess: (book) => writeAddressBook(queryClient, book),
    onError: (error) => refreshIfStale(queryClient, error),
  });
}
