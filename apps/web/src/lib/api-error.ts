import { NETWORK_ERROR } from '@shop/shared';

/** Code of a request that ran out of time (docs/requirements/limits.md); status 0 like a network failure. */
export const TIMEOUT_ERROR = 'TIMEOUT';
/** Code used when the server gave none. */
export const DEFAULT_ERROR_CODE = 'API_ERROR';

/**
 * The one error type of the web app (STYLE: one error type): every failed call, whatever went wrong,
 * becomes an ApiError with the HTTP status (0 when no response came), the server's code and a message.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;

  constructor(message: string, status: number, code: string = DEFAULT_ERROR_CODE) {
    super(message);
    this.status = status;
    this.code = code;
  }

  get isNetworkError(): boolean {
    return this.code === NETWORK_ERROR || this.code === TIMEOUT_ERROR;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** The message to show for any thrown value, with a fallback for the unexpected (errors.md's defaults). */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
