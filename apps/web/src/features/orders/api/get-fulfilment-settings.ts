import type { FulfilmentSettings } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { orderKeys } from './order-keys';

/** Staff: DECISIONS §12 GET /order/fulfilment-settings: the risk rules, thresholds, deposit rule, confirm hours. */
export function getFulfilmentSettings(signal?: AbortSignal): Promise<FulfilmentSettings> {
  return api.get<FulfilmentSettings>('/order/fulfilment-settings', { signal });
}

export const fulfilmentSettingsQueryOptions = () =>
  queryOptions({
    queryKey: orderKeys.fulfilmentSettings,
    queryFn: ({ signal }) => getFulfilmentSettings(signal),
    // the server's configuration: it changes with a deploy, not during a shift
    staleTime: 10 * 60_000,
  });

export function useFulfilmentSettings({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...fulfilmentSettingsQueryOptions(), enabled });
}
