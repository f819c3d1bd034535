import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyRequest } from 'fastify';
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

/** The id of a request, in its logs and in its answer's `x-request-id` (Fastify's `genReqId`). */
export function requestId(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

/** What the `req` serializer reads of a request: a Fastify request, or the front's (cached-hits.ts). */
export interface LoggedRequest {
  method: string;
  url: string;
  ip: string | undefined;
}
