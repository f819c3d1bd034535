import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { LoggerOptions } from 'pino';

/**
 * Logs never contain passwords, tokens or cookies: headers and bodies are not logged by default, the
 * listed paths are redacted wherever they appear, and tokens carried in a URL (reset links, unsubscribe
 * links, PayPal returns) are masked before the URL is logged.
 */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.newPassword',
  '*.currentPassword',
  '*.token',
  '*.accessToken',
  '*.refreshToken',
  '*.googleCode',
  'password',
  'token',
  'accessToken',
];

export function maskUrl(url: string): string {
  return url
    .replace(/(\/reset-password\/)[^/?#]+/i, '$1[redacted]')
    .replace(/([?&](?:token|code|access_token|refresh_token|PayerID)=)[^&#]*/gi, '$1[redacted]');
}

export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: {
      req(req: FastifyRequest | LoggedRequest) {
        return { method: req.method, url: maskUrl(req.url), remoteAddress: req.ip };
      },
    },
  };
}

/** A request id from the caller is kept when it looks like one; otherwise a new UUID. */
const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** The id of a request, in its logs and in its response's `x-request-id` (Fastify's `genReqId`). */
export function requestId(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

/**
 * What the `req` serializer reads of a request: a Fastify request, or a cache hit's
 * (delivery/cache-hit-fast-path.ts).
 */
export interface LoggedRequest {
  method: string;
  url: string;
  ip: string | undefined;
}

/** A request slower than this is logged (warn) whatever it was: budgets are tens of milliseconds. */
export const SLOW_REQUEST_MS = 500;

/**
 * The one line a request gets, when it ends (Fastify's routes, and the cache hits sent before them,
 * delivery/cache-hit-fast-path.ts):
 * - a response ≥ 500: error; slower than SLOW_REQUEST_MS: warn;
 * - a write (any method but GET and HEAD) and a read that got a 4xx: info;
 * - a read whose response took less than SLOW_REQUEST_MS: debug.
 * Why reads at debug: one info line per request, formatted and written on the main thread, costs as
 * much as the cache hit it logs (bench/NOTES.md), and the reverse proxy in front (deploy/README.md)
 * keeps an access line for every request already, with the `x-request-id` every response carries to
 * find this log's lines of it. `LOG_LEVEL=debug`
 * logs the reads too. A pino transport would move the formatting and the write to a worker thread
 * but not remove them, for a thread's memory against the RSS budget.
 */
export function logRequestEnd(
  log: FastifyBaseLogger,
  method: string,
  status: number,
  ms: number,
  fields: () => object,
): void {
  if (status >= 500) log.error(fields(), 'request failed');
  else if (ms >= SLOW_REQUEST_MS) log.warn(fields(), 'slow request');
  else if (status >= 400 || (method !== 'GET' && method !== 'HEAD')) log.info(fields(), 'request completed');
  // the fields are made only when the line is written
  else if (log.level === 'debug' || log.level === 'trace') log.debug(fields(), 'request completed');
}
