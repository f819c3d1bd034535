import type { CodReconciliation } from '@shop/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { LIVE, shippingKeys } from './shipping-keys';

/** Staff: GET /order/cod-reconciliation?from&to: delivered COD orders, totals, remittances. */
export function getCodReconciliation(
  from: string,
  to: string,
  signal?: AbortSignal,
): Promise<CodReconciliation> {
  return api.get<CodReconciliation>('/order/cod-reconciliation', { query: { from, to }, signal });
}

export const codReconciliationQueryOptions = (from: string, to: string) =>
  queryOptions({
    queryKey: shippingKeys.reconciliation(from, to),
    queryFn: ({ signal }) => getCodReconciliation(from, to, signal),
    ...LIVE,
    placeholderData: keepPreviousData,
  });

export function useCodReconciliation(from: string, to: string, enabled = true) {
  return useQuery({ ...codReconciliationQueryOptions(from, to), enabled });
}
