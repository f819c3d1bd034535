import type { CampaignProgress } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';

export const campaignKeys = {
  all: ['newsletter', 'campaign'] as const,
  progress: (id: string) => ['newsletter', 'campaign', id] as const,
};

/** How often a running campaign's progress is asked for. */
export const CAMPAIGN_POLL_MS = 1000;

/** Staff: GET /subscribe/bulk-email/{campaignId} → `{ sent, failed, pending }` (sent + failed + pending = recipients). */
export function getCampaignProgress(id: string, signal?: AbortSignal): Promise<CampaignProgress> {
  return api.get<CampaignProgress>(`/subscribe/bulk-email/${encodeURIComponent(id)}`, { signal });
}

const isClientError = (error: unknown) => isApiError(error) && error.status >= 400 && error.status < 500;

/** A campaign is done when nothing is left to send (or to retry). */
export const isCampaignDone = (progress: Pick<CampaignProgress, 'pending'> | undefined): boolean =>
  progress !== undefined && progress.pending === 0;

export const campaignProgressQueryOptions = (id: string) =>
  queryOptions({
    queryKey: campaignKeys.progress(id),
    queryFn: ({ signal }) => getCampaignProgress(id, signal),
    staleTime: 0,
    // poll while mails are pending; stop once done, or on a rejection that will not change (4xx)
    refetchInterval: (query) =>
      isCampaignDone(query.state.data) || isClientError(query.state.error) ? false : CAMPAIGN_POLL_MS,
    retry: (count, error) => !isClientError(error) && count < 3,
  });

export function useCampaignProgress(id: string | null) {
  return useQuery({ ...campaignProgressQueryOptions(id ?? ''), enabled: id !== null });
}
