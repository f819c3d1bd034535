import type { CodRemittanceBody } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { shippingKeys } from './shipping-keys';

/** Staff: POST /order/cod-remittance `{from, to, amount, note?}`: the carrier paid the period's COD. */
export const recordCodRemittance = (body: CodRemittanceBody) =>
  api.post<{ message?: string }>('/order/cod-remittance', body);

export function useRecordCodRemittance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordCodRemittance,
    // a remittance marks the period's rows remitted: every period on screen may change
    onSettled: () => queryClient.invalidateQueries({ queryKey: shippingKeys.cod }),
  });
}
