import type { AddressBook } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshIfStale, writeAddressBook } from './write-address-book';

/** DELETE /address/book/{id}: the address book as it is now (another entry may have become the default). */
export const deleteAddress = (id: string): Promise<AddressBook> =>
  api.delete<AddressBook>(`/address/book/${encodeURIComponent(id)}`);

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAddress,
    onSuccess: (book) => writeAddressBook(queryClient, book),
    onError: (error) => refreshIfStale(queryClient, error),
  });
}
