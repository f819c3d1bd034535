import type { FulfilmentSettings } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { retryUnlessClientError } from '../../../lib/query-retry';
import { shippingKeys } from './shipping-keys';

/** Staff: DECISIONS §12 GET /order/fulfilment-settings (the carriers configured, the COD rules). */
export function getFulfilmentSettings(signal?: AbortSignal): Promise<FulfilmentSettings> {
  return api.get<FulfilmentSettings>('/order/fulfilment-settings', { signal });
}

export const fulfilmentSettingsQueryOptions = () =>
  queryOptions({
    queryKey: shippingKeys.settings,
    queryFn: ({ signal }) => getFulfilmentSettings(signal),
    // the configuration changes with a deploy, not while staff work
    staleTime: 5 * 60_000,
    retry: retryUnlessClientError,
  });

export function useFulfilmentSettings() {
  return useQuery(fulfilmentSettingsQueryOptions());
}

/**
 * The carriers staff may ship with: none while the settings load or when they failed, so that every
 * "Ship with GHN" control stays hidden unless the server said a carrier is configured.
 */
export function useCarriers(): FulfilmentSettings['carriers'] {
  return useFulfilmentSettings().data?.carriers ?? [];
}
