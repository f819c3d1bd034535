import http, { type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { type LoggedRequest, logRequestEnd, requestId } from '../lib/logger.js';
import type { Metrics } from '../lib/metrics.js';
import {
  clientAddress,
  type ProxyTrust,
  type RateLimitCounts,
  rateLimitKey,
} from '../lib/rate-limit-counts.js';
import type { HeaderSet } from '../lib/security-headers.js';
import { responseFor } from './http-encoding.js';
import type { ResponseCache } from './response-cache.js';

export interface CacheHitFastPathOptions {
  cache: ResponseCache;
  /** the rate limiter's counts: a hit is counted like any request, and one over the limit goes on */
  counts: RateLimitCounts;
  trust: ProxyTrust;
  /** the API's security headers (lib/security-headers.ts) */
  headers: HeaderSet;
  log: FastifyBaseLogger;
  metrics?: Metrics;
  /** true once the app is closing: Fastify then responds (503, or `connection: close`) */
  closing: () => boolean;
}

/**
 * Sends a request's response when it is in the cache (a cache hit, delivery/response-cache.ts)
 * before Fastify's routing, hooks, validation and handler; every other request goes on to Fastify.
 *
 * Why: a cache hit went through Fastify at well under half the rate of a bare Fastify hello-world.
 * The profile showed no single cost but some thirty small ones per request (the child logger, the
 * request id, three compression hooks, the cookie hooks, the rate limiter's promises, the query's
 * validation, the handler's awaits). A hit needs none of it: its URL was validated by the route
 * when its entry was stored, and the response depends on nothing else but the catalogue's version,
 * `If-None-Match` and `Accept-Encoding`.
 *
 * What the route would have done, it does the same way and through the same code:
 * - the same bytes and headers (`responseFor`), the API's security headers and the request id;
 * - the client is counted by the rate limiter, under the same key (`rateLimitKey`); a client at its
 *   limit goes on to Fastify, which counts it and sends the 429 with its headers;
 * - the same log line (`request completed`, with its `reqId`) and the same metrics, under the route
 *   pattern that made the entry.
 * It sends nothing that may differ by caller: a request with an `Authorization` header (staff see
 * hidden products) goes on, as does any method but GET. With several instances (REDIS_URL) it works
 * the same way: the cache learns of the other instances' invalidations in the background
 * (delivery/catalog-changes.ts), and a client's rate limit is taken from Redis in chunks
 * (lib/rate-limit-counts.ts), so a hit needs no round trip; a client whose chunk ran out goes on to
 * Fastify, whose limiter takes the next one.
 */
export class CacheHitFastPath {
  private options: CacheHitFastPathOptions | undefined;

  /** Sends cache hits from now on (the cache and the counts exist once the app is built). */
  start(options: CacheHitFastPathOptions): void {
    this.options = options;
  }

  /** Fastify's `serverFactory`: an HTTP server that asks `serve` first, with Fastify's timeouts. */
  readonly serverFactory = (
    fastify: RequestListener,
    options: { keepAliveTimeout?: number; requestTimeout?: number; connectionTimeout?: number },
  ): http.Server => {
    const server = http.createServer((req, res) => {
      if (!this.serve(req, res)) fastify(req, res);
    });
    server.keepAliveTimeout = options.keepAliveTimeout ?? 72_000;
    server.requestTimeout = options.requestTimeout ?? 0;
    server.setTimeout(options.connectionTimeout ?? 0);
    return server;
  };

  /** Sends the response to `req` when it is a cache hit; false when Fastify is to handle it. */
  serve(req: IncomingMessage, res: ServerResponse): boolean {
    const o = this.options;
    if (!o || req.method !== 'GET' || req.headers.authorization !== undefined || o.closing()) return false;
    const url = req.url;
    const entry = url === undefined ? undefined : o.cache.hit(url);
    if (!entry) return false;
    const ip = clientAddress(req, o.trust);
    if (ip === undefined || !o.counts.take(rateLimitKey(ip))) return false;
    const began = performance.now();
    const id = requestId(req);
    const response = responseFor(entry, req.headers);
    const headers: Record<string, string> = { 'x-request-id': id, ...o.headers, ...response.headers };
    if (response.body) headers['content-length'] = String(response.body.length);
    res.writeHead(response.status, headers);
    res.end(response.body);
    const ms = performance.now() - began;
    logRequestEnd(o.log, 'GET', response.status, ms, () => {
      const logged: LoggedRequest = { method: 'GET', url: url as string, ip };
      return { reqId: id, req: logged, status: response.status, ms: Math.round(ms) };
    });
    o.metrics?.observe('GET', entry.route, response.status, ms);
    return true;
  }
}
