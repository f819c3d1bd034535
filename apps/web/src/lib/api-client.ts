import {
  httpErrorMessage,
  isTokenShape,
  NETWORK_ERROR,
  networkErrorMessage,
  REQUEST_TIMEOUT_MS,
} from '@shop/shared';
import { resolveApiBase } from './api-base';
import { ApiError, DEFAULT_ERROR_CODE, TIMEOUT_ERROR } from './api-error';
import { requestId } from './request-id';
import { createRequestQueue, type RequestQueue } from './request-queue';

export type TimeoutKind = keyof typeof REQUEST_TIMEOUT_MS;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: Method;
  /** JSON-serialised, except FormData which goes as multipart (uploads). */
  body?: unknown;
  query?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  /**
   * 'default' 15 s, 'upload' 60 s, 'download' 120 s, 'auth' 5 s, or milliseconds; a path under
   * /auth/ defaults to 'auth'.
   */
  timeout?: TimeoutKind | number;
  /** Run through the shared one-at-a-time queue. */
  queue?: boolean;
  signal?: AbortSignal;
  /** false for calls whose 401 means "wrong credentials", not "token expired" (login, refresh…). */
  retryOn401?: boolean;
  responseType?: 'json' | 'text' | 'blob';
}

/**
 * How the client reaches the auth session without importing the store (which imports the client).
 * The auth store connects itself when it is created.
 */
export interface AuthBridge {
  getToken(): string | null;
  /** Resolves with the new access token; rejects or resolves null when none could be had. */
  refresh(): Promise<string | null>;
  /** No new token after a 401 → the user is logged out locally. */
  onRefreshFailed(): void;
}

export interface ApiClientConfig {
  base: string;
  fetch?: typeof fetch;
  queue?: RequestQueue;
}

const BODILESS_WRITE: ReadonlySet<Method> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function urlOf(base: string, path: string, query?: Record<string, QueryValue>): string {
  const full = `${base}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return full;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.append(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${full}${full.includes('?') ? '&' : '?'}${qs}` : full;
}

const isFormBody = (body: unknown): body is FormData =>
  typeof FormData !== 'undefined' && body instanceof FormData;

function headersFor(opts: RequestOptions, method: Method, token: string | null): Headers {
  const headers = new Headers({
    Accept: 'application/json',
    'X-Requested-With': 'XMLHttpRequest',
    'X-Request-Id': requestId(),
  });
  // JSON content type on every call, except multipart uploads (the browser writes the boundary)
  // and writes without a body, where a JSON type promises a document that never comes (Fastify
  // rejects those with 400).
  const bodiless = opts.body === undefined && BODILESS_WRITE.has(method);
  if (!isFormBody(opts.body) && !bodiless) headers.set('Content-Type', 'application/json');
  // the token is attached only when its format is valid: a malformed one could only earn a 401
  if (isTokenShape(token)) headers.set('Authorization', `Bearer ${token}`);
  for (const [key, value] of Object.entries(opts.headers ?? {})) headers.set(key, value);
  return headers;
}

/**
 * Auth calls time out after 5 s (docs/requirements/limits.md). Every endpoint under /auth/ is one
 * (verify, forgot, reset, resend, profile, delete, Google link and unlink included), so the path
 * decides, not each caller.
 */
function timeoutOf(path: string, opts: RequestOptions): number {
  if (typeof opts.timeout === 'number') return opts.timeout;
  const kind = opts.timeout ?? (/^\/?auth\//.test(path) ? 'auth' : 'default');
  return REQUEST_TIMEOUT_MS[kind];
}

async function readBody(res: Response, type: RequestOptions['responseType']): Promise<unknown> {
  if (type === 'blob') return res.blob();
  const text = await res.text();
  if (type === 'text') return text;
  if (!text) return undefined;
  const contentType = res.headers.get('content-type') ?? '';
  if (!contentType.includes('json')) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * The server's error from body.error or body.message, else 'HTTP {status}: {statusText}'; its code
 * kept (docs/requirements/errors.md).
 */
function toApiError(res: Response, body: unknown): ApiError {
  const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const text =
    (typeof record.error === 'string' && record.error) ||
    (typeof record.message === 'string' && record.message) ||
    httpErrorMessage(res.status, res.statusText);
  const code = typeof record.code === 'string' && record.code ? record.code : DEFAULT_ERROR_CODE;
  return new ApiError(text, res.status, code);
}

/** Statuses 200 to 399 count as success (docs/requirements/api.md). */
const isSuccess = (status: number) => status >= 200 && status < 400;

export function createApiClient(config: ApiClientConfig) {
  const queue = config.queue ?? createRequestQueue();
  let bridge: AuthBridge | null = null;

  async function send<T>(path: string, opts: RequestOptions, tokenOverride?: string): Promise<T> {
    const method = opts.method ?? 'GET';
    const token = tokenOverride ?? bridge?.getToken() ?? null;
    const ms = timeoutOf(path, opts);
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, ms);
    const forwardAbort = () => controller.abort(opts.signal?.reason);
    if (opts.signal?.aborted) forwardAbort();
    opts.signal?.addEventListener('abort', forwardAbort, { once: true });

    let res: Response;
    let body: unknown;
    try {
      res = await (config.fetch ?? globalThis.fetch)(urlOf(config.base, path, opts.query), {
        method,
        credentials: 'include',
        headers: headersFor(opts, method, token),
        body:
          opts.body === undefined ? undefined : isFormBody(opts.body) ? opts.body : JSON.stringify(opts.body),
        signal: controller.signal,
      });
      body = await readBody(res, isSuccess(res.status) ? opts.responseType : 'json');
    } catch (error) {
      if (timedOut) {
        throw new ApiError(networkErrorMessage(`request timed out after ${ms} ms`), 0, TIMEOUT_ERROR);
      }
      // The caller cancelled (e.g. TanStack Query dropping a query): pass the abort through untouched.
      if (opts.signal?.aborted) throw error;
      const message = error instanceof Error ? error.message : String(error);
      throw new ApiError(networkErrorMessage(message), 0, NETWORK_ERROR);
    } finally {
      clearTimeout(timer);
      opts.signal?.removeEventListener('abort', forwardAbort);
    }

    if (isSuccess(res.status)) return body as T;

    // a 401 is retried once with a new token after a refresh; without a new token the user is
    // signed out locally (docs/requirements/states.md). Only calls that carried a token can have an
    // expired one.
    if (res.status === 401 && tokenOverride === undefined && opts.retryOn401 !== false && bridge) {
      if (isTokenShape(token)) {
        let fresh: string | null = null;
        try {
          fresh = await bridge.refresh();
        } catch {
          fresh = null;
        }
        if (isTokenShape(fresh)) return send<T>(path, opts, fresh);
        bridge.onRefreshFailed();
      }
    }
    throw toApiError(res, body);
  }

  function request<T>(path: string, opts: RequestOptions = {}): Promise<T> {
    return opts.queue ? queue.run(() => send<T>(path, opts)) : send<T>(path, opts);
  }

  type Opts = Omit<RequestOptions, 'method' | 'body'>;
  return {
    request,
    get: <T>(path: string, opts?: Opts) => request<T>(path, { ...opts, method: 'GET' }),
    post: <T>(path: string, body?: unknown, opts?: Opts) =>
      request<T>(path, { ...opts, method: 'POST', body }),
    put: <T>(path: string, body?: unknown, opts?: Opts) => request<T>(path, { ...opts, method: 'PUT', body }),
    patch: <T>(path: string, body?: unknown, opts?: Opts) =>
      request<T>(path, { ...opts, method: 'PATCH', body }),
    delete: <T>(path: string, body?: unknown, opts?: Opts) =>
      request<T>(path, { ...opts, method: 'DELETE', body }),
    connectAuth(next: AuthBridge | null): void {
      bridge = next;
    },
    /** The server-side renderer (entry-server.tsx) serves the API in-process instead of over HTTP. */
    setTransport(next: typeof fetch): void {
      config.fetch = next;
    },
    get base(): string {
      return config.base;
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The app's client: base '/api' unless VITE_API_BASE says otherwise. */
export const api: ApiClient = createApiClient({
  base: resolveApiBase(import.meta.env.VITE_API_BASE, import.meta.env.PROD),
});
