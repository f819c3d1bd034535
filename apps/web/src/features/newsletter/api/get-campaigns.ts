import type { CampaignList } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { campaignKeys } from './get-campaign-progress';

/** Staff: GET /subscribe/bulk-email: the latest campaigns with their progress, and the active subscribers. */
export function getCampaigns(signal?: AbortSignal): Promise<CampaignList> {
  return api.get<CampaignList>('/subscribe/bulk-email', { signal });
}

export const campaignsQueryOptions = () =>
  queryOptions({
    queryKey: [...campaignKeys.all, 'list'] as const,
    queryFn: ({ signal }) => getCampaigns(signal),
    staleTime: 0,
    refetchOnMount: true,
    retry: (count, error) => !(isApiError(error) && error.status >= 400 && error.status < 500) && count < 3,
  });

export function useCampaigns() {
  return useQuery(campaignsQueryOptions());
}
