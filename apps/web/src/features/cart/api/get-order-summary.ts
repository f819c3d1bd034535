import { MESSAGES, type OrderSummary, QUERY_DEFAULTS } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ApiError, isApiError } from '../../../lib/api-error';
import { cartKeys, mirrorSummary } from '../../../stores/cart-store-sync';
import { cartLoadRetry, cartLoadRetryDelay } from './cart-retry';

/** The summary must be an object holding the summary's numbers (docs/requirements/validation.md). */
export function isOrderSummary(body: unknown): body is OrderSummary {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return false;
  const s = body as Record<string, unknown>;
  return (
    ['cartSubTotal', 'discountAmount', 'cartTotalValue', 'shippingFee'].every(
      (key) => typeof s[key] === 'number',
    ) &&
    !!s.rank &&
    typeof s.rank === 'object'
  );
}

/**
 * GET /cart/order-summary: the server's numbers, the truth. A failure reads 'Unable
 * to load cart summary. Please try again later.', a body that is no summary 'Invalid cart summary
 * response.' (docs/requirements/errors.md). The coupon mirror follows it.
 */
export async function getOrderSummary(signal?: AbortSignal): Promise<OrderSummary> {
  let body: unknown;
  try {
    body = await api.get<unknown>('/cart/order-summary', { signal });
  } catch (error) {
    if (isApiError(error)) throw new ApiError(MESSAGES.cartSummaryFailed, error.status, error.code);
    throw error;
  }
  if (!isOrderSummary(body)) throw new ApiError(MESSAGES.cartSummaryInvalid, 200, 'INVALID_RESPONSE');
  mirrorSummary(body);
  return body;
}

export const orderSummaryQueryOptions = () =>
  queryOptions({
    queryKey: cartKeys.summary,
    queryFn: ({ signal }) => getOrderSummary(signal),
    staleTime: QUERY_DEFAULTS.cartStaleTimeMs,
    gcTime: QUERY_DEFAULTS.cartGcTimeMs,
    retry: cartLoadRetry,
    retryDelay: cartLoadRetryDelay,
    // without this a stale cart would never reload (the app's default is no refetch on mount)
    refetchOnMount: true,
  });

export function useOrderSummary({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...orderSummaryQueryOptions(), enabled });
}
