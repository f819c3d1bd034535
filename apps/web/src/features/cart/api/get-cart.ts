import { type CartLine, MESSAGES, QUERY_DEFAULTS } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ApiError, isApiError } from '../../../lib/api-error';
import { cartKeys, mirrorCart } from '../../../stores/cart-store-sync';
import { normaliseCart } from '../lib/cart-lines';
import { cartLoadRetry, cartLoadRetryDelay } from './cart-retry';

/**
 * GET /cart; the persisted mirror follows what it returns. A failure reads 'Unable to
 * retrieve cart items. Please try again later.', keeping the status and code.
 */
export async function getCart(signal?: AbortSignal): Promise<CartLine[]> {
  let body: unknown;
  try {
    body = await api.get<unknown>('/cart', { signal });
  } catch (error) {
    if (isApiError(error)) throw new ApiError(MESSAGES.cartLoadFailed, error.status, error.code);
    throw error;
  }
  const lines = normaliseCart(body);
  if (!lines) throw new ApiError(MESSAGES.cartLoadFailed, 200, 'INVALID_RESPONSE');
  mirrorCart(lines);
  return lines;
}

/** Cart data is stale after 30 s and kept 5 minutes. */
export const cartQueryOptions = () =>
  queryOptions({
    queryKey: cartKeys.items,
    queryFn: ({ signal }) => getCart(signal),
    staleTime: QUERY_DEFAULTS.cartStaleTimeMs,
    gcTime: QUERY_DEFAULTS.cartGcTimeMs,
    retry: cartLoadRetry,
    retryDelay: cartLoadRetryDelay,
    // without this a stale cart would never reload (the app's default is no refetch on mount)
    refetchOnMount: true,
  });

export function useCart({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...cartQueryOptions(), enabled });
}
