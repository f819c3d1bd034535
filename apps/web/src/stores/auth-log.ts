import { isApiError } from '../lib/api-error';

const SECRET_KEY = /pass(word)?|token|code/i;

/** Passwords (and tokens, codes) never reach a log line. */
export function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([k, v]) => [
      k,
      SECRET_KEY.test(k) ? '[redacted]' : redact(v),
    ]),
  );
}

export type FailureClass = '5xx' | '4xx' | 'timeout' | 'other';

/** Failures are logged by class (5xx, 4xx, timeout, other). */
export function classifyFailure(error: unknown): FailureClass {
  if (isApiError(error)) {
    if (error.code === 'TIMEOUT') return 'timeout';
    if (error.status >= 500) return '5xx';
    if (error.status >= 400) return '4xx';
  }
  return 'other';
}

export function logAuthFailure(action: string, error: unknown, payload?: unknown): void {
  const kind = classifyFailure(error);
  const detail = isApiError(error)
    ? { status: error.status, code: error.code, message: error.message }
    : error;
  const log = kind === '4xx' ? console.warn : console.error;
  log(`[auth] ${action} failed (${kind})`, detail, payload === undefined ? '' : redact(payload));
}
