import { retryUnlessClientError } from '../../../lib/query-retry';

/** A parcel as staff type it (grams and cm); an empty one asks the server for its defaults. */
export interface Parcel {
  weight: number;
  length: number;
  width: number;
  height: number;
}

/**
 * Query keys of fulfilment. The order itself (its `shipment`) stays under the orders'
 * keys: a page that ships an order refreshes those through the orders feature.
 */
export const shippingKeys = {
  all: ['shipping'] as const,
  quote: (orderId: string, parcel: Parcel | null) => ['shipping', 'quote', orderId, parcel] as const,
  cod: ['shipping', 'cod'] as const,
  reconciliation: (from: string, to: string) => ['shipping', 'cod', from, to] as const,
};

/** Staff figures show what is true now, and a rejection (403, 404) at once. */
export const LIVE = { staleTime: 0, refetchOnMount: true, retry: retryUnlessClientError } as const;

export const orderPath = (action: string, id: string) => `/order/${action}/${encodeURIComponent(id)}`;
