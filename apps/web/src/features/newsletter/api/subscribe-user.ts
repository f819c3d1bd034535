import { MESSAGES, NETWORK_ERROR, QUERY_DEFAULTS } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ApiError, isApiError, TIMEOUT_ERROR } from '../../../lib/api-error';

export const newsletterKeys = {
  all: ['newsletter'] as const,
  subscription: ['newsletter', 'subscription'] as const,
};

export interface SubscribeResponse {
  message?: string;
}

/** SPEC §7: POST /subscribe/subscribe-user {email}; SPEC §8 maps 401 and 403 to fixed messages. */
export async function subscribeUser(email: string): Promise<SubscribeResponse> {
  try {
    return (
      (await api.post<SubscribeResponse>('/subscribe/subscribe-user', { email }, { retryOn401: false })) ?? {}
    );
  } catch (error) {
    if (isApiError(error) && error.status === 401)
      throw new ApiError(MESSAGES.newsletterEmailRequired, 401, 'FORBIDDEN');
    if (isApiError(error) && error.status === 403)
      throw new ApiError(MESSAGES.accessForbidden, 403, 'FORBIDDEN');
    throw error;
  }
}

export type SubscribeFailure = 'authRequired' | 'forbidden' | 'network' | 'generic';

/** SPEC §8: the message shown is chosen by code (auth required, forbidden, network, generic). */
export function subscribeFailureKind(error: unknown): SubscribeFailure {
  if (!isApiError(error)) return 'generic';
  if (error.status === 401) return 'authRequired';
  if (error.code === 'FORBIDDEN' || error.status === 403) return 'forbidden';
  if (error.code === NETWORK_ERROR || error.code === TIMEOUT_ERROR) return 'network';
  return 'generic';
}

/** SPEC §9: no retry on 4xx, at most 2 retries otherwise, delay capped at 3000 ms. */
export function subscribeRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < QUERY_DEFAULTS.subscribeMaxRetries;
}

export const subscribeRetryDelay = (attempt: number) =>
  Math.min(QUERY_DEFAULTS.retryBaseDelayMs * 2 ** attempt, QUERY_DEFAULTS.subscribeMaxDelayMs);

interface SubscriptionState {
  email: string;
  subscribed: boolean;
}

/** Subscribes optimistically: the subscription state rolls back on error, refreshes on success. */
export function useSubscribeUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: subscribeUser,
    retry: subscribeRetry,
    retryDelay: subscribeRetryDelay,
    onMutate: async (email: string) => {
      await queryClient.cancelQueries({ queryKey: newsletterKeys.subscription });
      const previous = queryClient.getQueryData<SubscriptionState>(newsletterKeys.subscription);
      queryClient.setQueryData<SubscriptionState>(newsletterKeys.subscription, { email, subscribed: true });
      return { previous };
    },
    onError: (_error, _email, context) => {
      queryClient.setQueryData(newsletterKeys.subscription, context?.previous);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: newsletterKeys.all }),
  });
}
