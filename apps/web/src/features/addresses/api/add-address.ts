import type { AddressChange, AddressEntryInput } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshIfStale, writeAddressBook } from './write-address-book';

/** POST /address/book: 201 `{ address, addresses, limit }`; 409 ADDRESS_BOOK_FULL at the limit. */
export const addAddress = (body: AddressEntryInput): Promise<AddressChange> =>
  api.post<AddressChange>('/address/book', body);

export function useAddAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addAddress,
    onSuccess: (book) => writeAddressBook(queryClient, book),
    onError: (error) => refreshIfStale(queryClient, error),
  });
}
