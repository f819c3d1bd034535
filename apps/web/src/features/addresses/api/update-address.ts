import type { AddressChange, AddressEntryInput } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshIfStale, writeAddressBook } from './write-address-book';

/** PUT /address/book/{id}: the whole entry replaced. */
export const updateAddress = ({
  id,
  body,
}: {
  id: string;
  body: AddressEntryInput;
}): Promise<AddressChange> => api.put<AddressChange>(`/address/book/${encodeURIComponent(id)}`, body);

export function useUpdateAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAddress,
    onSuccess: (book) => writeAddressBook(queryClient, book),
    onError: (error) => refreshIfStale(queryClient, error),
  });
}
