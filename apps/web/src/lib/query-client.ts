import { QUERY_DEFAULTS } from '@shop/shared';
import { QueryClient } from '@tanstack/react-query';

/** Retry delay 1000 ms doubled each time, capped at 5000 ms. */
export function retryDelay(attemptIndex: number): number {
  return Math.min(QUERY_DEFAULTS.retryBaseDelayMs * 2 ** attemptIndex, QUERY_DEFAULTS.retryMaxDelayMs);
}

/** Default query options. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: QUERY_DEFAULTS.retries,
        retryDelay,
        refetchOnWindowFocus: false,
        refetchOnMount: false,
        refetchOnReconnect: false,
        staleTime: QUERY_DEFAULTS.staleTimeMs,
        gcTime: QUERY_DEFAULTS.gcTimeMs,
      },
    },
  });
}

export const queryClient = createQueryClient();
