import { type ProvincesResponse, VN_PROVINCES, type WardsResponse } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { checkoutKeys } from './checkout-keys';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * GET /address/provinces: Vietnam's 34 provinces and cities (DECISIONS §7). When even our server
 * cannot be reached the bundled list is used, as the server itself does when the service is down.
 */
export async function getProvinces(signal?: AbortSignal): Promise<ProvincesResponse> {
  try {
    return await api.get<ProvincesResponse>('/address/provinces', { signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    return { provinces: VN_PROVINCES.map((p) => ({ ...p })), source: 'fallback' };
  }
}

/**
 * GET /address/wards?province=: a province's wards; `unavailable` (or no answer at all) means the
 * ward is typed by hand.
 */
export async function getWards(province: number, signal?: AbortSignal): Promise<WardsResponse> {
  try {
    return await api.get<WardsResponse>('/address/wards', { query: { province }, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    return { wards: [], source: 'unavailable' };
  }
}

export function useProvinces({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery(
    queryOptions({
      queryKey: checkoutKeys.provinces,
      queryFn: ({ signal }) => getProvinces(signal),
      // divisions change rarely; a fallback answer is asked again on the next visit
      staleTime: DAY_MS,
      enabled,
      retry: false,
    }),
  );
}

export function useWards(province: number | undefined) {
  return useQuery(
    queryOptions({
      queryKey: checkoutKeys.wards(province ?? 0),
      queryFn: ({ signal }) => getWards(province ?? 0, signal),
      staleTime: DAY_MS,
      enabled: province !== undefined && province > 0,
      retry: false,
    }),
  );
}
