import type { AddressBook } from '@shop/shared';
import type { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api-error';
import { addressKeys } from './address-keys';

/**
 * Every write answers the whole book (the default may have moved): it replaces the cached one, so the
 * list shows the server's order and default at once, without a second request.
 */
export function writeAddressBook(queryClient: QueryClient, { addresses, limit }: AddressBook): void {
  queryClient.setQueryData<AddressBook>(addressKeys.book, { addresses, limit });
}

/**
 * A rejection that says the cached address book is out of date (another tab deleted the entry: 404; filled the
 * book: ADDRESS_BOOK_FULL): the list is read again.
 */
export function refreshIfStale(queryClient: QueryClient, error: unknown): void {
  if (isApiError(error) && (error.status === 404 || error.code === 'ADDRESS_BOOK_FULL')) {
    void queryClient.invalidateQueries({ queryKey: addressKeys.book });
  }
}
