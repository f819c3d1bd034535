import { QUERY_DEFAULTS } from '@shop/shared';
import { isApiError } from '../../../lib/api-error';

/** Loading the cart is not retried on a 4xx; otherwise up to 2 retries, 1 s apart. */
export function cartLoadRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < QUERY_DEFAULTS.cartLoadMaxRetries;
}

export const cartLoadRetryDelay = (): number => QUERY_DEFAULTS.cartLoadRetryDelayMs;
