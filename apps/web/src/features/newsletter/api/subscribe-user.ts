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

export interface SubscribeInput {
  email: string;
  /** the language newsletters are written in for this address (the interface's, EN or VI) */
  language?: string;
}

/** Mails go out in EN or VI; any other interface language counts as EN. */
export const mailLanguage = (language: string | undefined): 'en' | 'vi' =>
  language?.toLowerCase().startsWith('vi') ? 'vi' : 'en';

/**
 * POST /subscribe/subscribe-user {email} (with the mail's language); 401 and 403 become fixed
 * messages (docs/requirements/errors.md).
 */
export async function subscribeUser(input: string | SubscribeInput): Promise<SubscribeResponse> {
  const { email, language } = typeof input === 'string' ? { email: input, language: undefined } : input;
  const body = language ? { email, language: mailLanguage(language) } : { email };
  try {
    return (
      (await api.post<SubscribeResponse>('/subscribe/subscribe-user', body, { retryOn401: false })) ?? {}
    );
  } catch (error) {
    if (isApiError(error) && error.status === 401)
      throw new ApiError(MESSAGES.newsletterEmailRequired, 401, 'FORBIDDEN');
    if (isApiError(error) && error.status === 403)
      throw new ApiError(MESSAGES.accessForbidden, 403, 'FORBIDDEN');
    throw error;
  }
}

export type SubscribeFailure = 'authRequired' | 'forbidden' | 'network' | 'invalidEmail' | 'generic';

/**
 * The message shown is chosen by code (auth required, forbidden, network, generic); an
 * address the server rejects (400 VALIDATION_ERROR, e.g. "a@b" passes the client's @ check) is told
 * as the invalid-address message.
 */
export function subscribeFailureKind(error: unknown): SubscribeFailure {
  if (!isApiError(error)) return 'generic';
  if (error.status === 401) return 'authRequired';
  if (error.code === 'FORBIDDEN' || error.status === 403) return 'forbidden';
  if (error.code === NETWORK_ERROR || error.code === TIMEOUT_ERROR) return 'network';
  if (error.status === 400 && error.code === 'VALIDATION_ERROR') return 'invalidEmail';
  return 'generic';
}

/** No retry on 4xx, at most 2 retries otherwise, delay capped at 3000 ms (docs/requirements/limits.md). */
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
    mutationFn: (input: SubscribeInput) => subscribeUser(input),
    retry: subscribeRetry,
    retryDelay: subscribeRetryDelay,
    onMutate: async ({ email }: SubscribeInput) => {
      await queryClient.cancelQueries({ queryKey: newsletterKeys.subscription });
      const previous = queryClient.getQueryData<SubscriptionState>(newsletterKeys.subscription);
      queryClient.setQueryData<SubscriptionState>(newsletterKeys.subscription, { email, subscribed: true });
      return { previous };
    },
    onError: (_error, _input, context) => {
      queryClient.setQueryData(newsletterKeys.subscription, context?.previous);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: newsletterKeys.all }),
  });
}
