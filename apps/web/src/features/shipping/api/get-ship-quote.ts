import type { ShipQuote } from '@shop/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { retryUnlessClientError } from '../../../lib/query-retry';
import { LIVE, orderPath, type Parcel, shippingKeys } from './shipping-keys';

/**
 * Staff: GET /order/ship-quote/{id}?weight&length&width&height → `{quote}`: the carrier's fee and the
 * COD amount before a shipment is created. Without a parcel the server quotes its defaults per
 * category (which the form then shows).
 */
export async function getShipQuote(
  id: string,
  parcel: Parcel | null,
  signal?: AbortSignal,
): Promise<ShipQuote> {
  const query = parcel ? { ...parcel } : undefined;
  return (await api.get<{ quote: ShipQuote }>(orderPath('ship-quote', id), { query, signal })).quote;
}

export const shipQuoteQueryOptions = (id: string, parcel: Parcel | null) =>
  queryOptions({
    queryKey: shippingKeys.quote(id, parcel),
    queryFn: ({ signal }) => getShipQuote(id, parcel, signal),
    ...LIVE,
    // staff wait for this price: a carrier's failure is tried once more, not for the default 7 s
    retry: (count, error) => count < 1 && retryUnlessClientError(count, error),
    // the last price stays on screen while the new numbers are quoted
    placeholderData: keepPreviousData,
  });

export function useShipQuote(id: string, parcel: Parcel | null, enabled: boolean) {
  return useQuery({ ...shipQuoteQueryOptions(id, parcel), enabled });
}
