import { QUERY_DEFAULTS } from '@shop/shared';
import { isApiError } from './api-error';

/**
 * The default 3 retries are for failures that may pass (network, 5xx). A 4xx (a hidden or deleted
 * product is a 404) will be the same again: show it at once instead of after 7 s of back-off.
 */
export function retryUnlessClientError(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < QUERY_DEFAULTS.retries;
}
