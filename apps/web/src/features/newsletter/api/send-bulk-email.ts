import type { BulkEmailBody, BulkEmailResponse } from '@shop/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * Staff: POST /subscribe/bulk-email → 202 `{ campaignId, recipients }`: one mail per
 * active subscriber is queued and goes out in the background (follow it with the campaign's progress).
 */
export function sendBulkEmail(body: BulkEmailBody): Promise<BulkEmailResponse> {
  return api.post<BulkEmailResponse>('/subscribe/bulk-email', body);
}

export function useSendBulkEmail() {
  return useMutation({ mutationFn: sendBulkEmail });
}
