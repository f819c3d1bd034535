import type { PaymentMethodsResponse } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { checkoutKeys } from './checkout-keys';

/** GET /payment/methods: which payment methods the shop offers (PayPal only when configured). */
export function getPaymentMethods(signal?: AbortSignal): Promise<PaymentMethodsResponse> {
  return api.get<PaymentMethodsResponse>('/payment/methods', { signal });
}

export function usePaymentMethods() {
  return useQuery(
    queryOptions({
      queryKey: [...checkoutKeys.all, 'methods'] as const,
      queryFn: ({ signal }) => getPaymentMethods(signal),
      staleTime: 5 * 60_000,
      retry: 1,
    }),
  );
}
