import { type ProvincesResponse, VN_PROVINCES } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { addressKeys } from './address-keys';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * GET /address/provinces: Vietnam's 34 provinces and cities. When even our server
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

export function useProvinces({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery(
    queryOptions({
      queryKey: addressKeys.provinces,
      queryFn: ({ signal }) => getProvinces(signal),
      // divisions change rarely; a fallback response is asked again on the next visit
      staleTime: DAY_MS,
      enabled,
      retry: false,
    }),
  );
}
