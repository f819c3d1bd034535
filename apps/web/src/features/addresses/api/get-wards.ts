import type { WardsResponse } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { addressKeys } from './address-keys';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * GET /address/wards?province=: a province's wards; `unavailable` (or no response at all) means the
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

export function useWards(province: number | undefined) {
  return useQuery(
    queryOptions({
      queryKey: addressKeys.wards(province ?? 0),
      queryFn: ({ signal }) => getWards(province ?? 0, signal),
      staleTime: DAY_MS,
      enabled: province !== undefined && province > 0,
      retry: false,
    }),
  );
}
