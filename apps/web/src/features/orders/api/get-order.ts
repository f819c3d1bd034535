import type { Order, OrderResponse } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { orderKeys } from './order-keys';

/**
 * GET /order/{id}: its owner or staff (anyone else 404); QR orders still unpaid carry
 * `payment`, and so do COD orders whose deposit is still to pay.
 */
export async function getOrder(id: string, signal?: AbortSignal): Promise<Order> {
  return (await api.get<OrderResponse>(`/order/${encodeURIComponent(id)}`, { signal })).order;
}

/** How often a payment still waiting is asked about (the bank webhook may land at any moment). */
export const PAYMENT_POLL_MS = 3000;

/** Whether a COD order still waits for the deposit checkout asked of it (its risk was HIGH). */
export const awaitsDeposit = (
  order: Pick<Order, 'status' | 'paymentMethod'> & Partial<Pick<Order, 'depositAmount' | 'depositPaid'>>,
): boolean =>
  order.paymentMethod === 'COD' &&
  order.status === 'Pending' &&
  (order.depositAmount ?? 0) > 0 &&
  order.depositPaid !== true;

/** Whether the order still waits for a transfer or a PayPal capture that may come (or a COD deposit's transfer). */
export const awaitsPayment = (
  order: Pick<Order, 'paymentStatus' | 'status' | 'paymentMethod'> &
    Partial<Pick<Order, 'depositAmount' | 'depositPaid'>>,
): boolean =>
  order.paymentMethod === 'COD'
    ? awaitsDeposit(order)
    : order.paymentStatus === 'pending' && order.status === 'Pending';

export const orderQueryOptions = (id: string, { poll = false }: { poll?: boolean } = {}) =>
  queryOptions({
    queryKey: orderKeys.detail(id),
    queryFn: ({ signal }) => getOrder(id, signal),
    staleTime: 0,
    refetchOnMount: true,
    // a missing order stays missing: no retry on a 4xx
    retry: (count, error) => !(isApiError(error) && error.status >= 400 && error.status < 500) && count < 2,
    // live payment status: asked again while the payment may still arrive (the QR view)
    refetchInterval: poll
      ? (query) => (query.state.data && !awaitsPayment(query.state.data) ? false : PAYMENT_POLL_MS)
      : false,
    refetchIntervalInBackground: false,
  });

export function useOrder(id: string | null, options: { poll?: boolean } = {}) {
  return useQuery({ ...orderQueryOptions(id ?? '', options), enabled: !!id });
}
