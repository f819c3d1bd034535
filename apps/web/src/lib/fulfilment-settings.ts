import type { FulfilmentSettings } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { retryUnlessClientError } from './query-retry';

/**
 * Staff: GET /order/fulfilment-settings: the carriers configured, the COD risk rules
 * and thresholds, the deposit rule and the auto-cancel hours. One query for the two features that
 * read it (shipping: which carriers; orders: how risk is scored).
 */
export function getFulfilmentSettings(signal?: AbortSignal): Promise<FulfilmentSettings> {
  return api.get<FulfilmentSettings>('/order/fulfilment-settings', { signal });
}

export const fulfilmentSettingsKey = ['fulfilment', 'settings'] as const;

export const fulfilmentSettingsQueryOptions = () =>
  queryOptions({
    queryKey: fulfilmentSettingsKey,
    queryFn: ({ signal }) => getFulfilmentSettings(signal),
    // the server's configuration: it changes with a deploy, not while staff work
    staleTime: 10 * 60_000,
    retry: retryUnlessClientError,
  });

export function useFulfilmentSettings({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...fulfilmentSettingsQueryOptions(), enabled });
}

/**
 * The carriers staff may ship with: none while the settings load or when they failed, so that every
 * "Ship with GHN" control stays hidden unless the server said a carrier is configured.
 */
export function useCarriers(): FulfilmentSettings['carriers'] {
  return useFulfilmentSettings().data?.carriers ?? [];
}
