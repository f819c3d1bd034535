import type { AddressBook } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { addressKeys } from './address-keys';

/** GET /address/book: the customer's saved addresses, the default first. */
export const getAddressBook = (signal?: AbortSignal): Promise<AddressBook> =>
  api.get<AddressBook>('/address/book', { signal });

export const addressBookQueryOptions = () =>
  queryOptions({
    queryKey: addressKeys.book,
    queryFn: ({ signal }) => getAddressBook(signal),
    // an order placed in another tab adds to it: read again when a page shows it
    staleTime: 0,
  });

export function useAddressBook({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...addressBookQueryOptions(), enabled });
}
