import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Redis } from 'ioredis';
import { IPV6_SUBNET, RateLimitCounts } from '../lib/rate-limit-counts.js';

/** For a page request, how many seconds its client must wait; undefined when it may go on. */
export type PageLimit = (request: FastifyRequest) => Promise<number | undefined>;

/**
 * Page requests a client may make per window, from RATE_LIMIT_PER_MINUTE (the API's): a fifth of it,
 * 60 a minute by default.
 *
 * Why fewer than the API's: a browser asks the server for a page only on a full load or a reload
 * (moving around after that happens in the app, which reads the API), so a shopper loads a few pages
 * a minute while the app makes dozens of API calls; and a page the cache does not hold costs a
 * server-side render, tens of times the CPU of an API response, so a client sending nothing but new
 * searches at the API's rate could keep a core busy. Derived from the API's number rather than
 * configured apart, it grows with it where load tests raise it, and a household or office behind one
 * address meets the API's limit first.
 */
export function pagesPerWindow(apiPerWindow: number): number {
  return Math.max(1, Math.floor(apiPerWindow / 5));
}

export interface PageRateLimitOptions {
  /** RATE_LIMIT_PER_MINUTE */
  apiPerWindow: number;
  windowMs: number;
  /** with several instances (REDIS_URL), where the counts every instance shares are kept */
  redis?: Redis | undefined;
}

/**
 * The rate limit of the server-rendered pages, through @fastify/rate-limit as the API's: without it,
 * a client could make the server render page after page for new query strings. The pages are sent
 * by the not-found handler (web-app.ts), which no route option reaches, so the limiter is the
 * plugin's `createRateLimit()`, called for page requests only: the app's files (/assets/*, /locales/*)
 * and uploaded images are not counted, and a client over the page limit still gets them.
 * `/sitemap.xml` (modules/seo) is counted as a page (`pageLimitHook`): it is built from the catalogue
 * when its cache entry is gone, and is no more an API call than a page is.
 *
 * Counted apart from the API, per client address as the API is (IPv6 by /64): a page and an API
 * call differ in cost and in how often a shopper makes them (`pagesPerWindow`), and one count for
 * both would let a shopper's API calls use up their page loads. The counts are a RateLimitCounts of
 * their own (lib/rate-limit-counts.ts), in Redis under names of their own when there is Redis, and
 * counted per instance while Redis does not respond, as the API's are. Nothing but the plugin reads
 * them: the cache hits sent before routing (cache-hit-fast-path.ts, `take`) are never pages.
 */
export async function pageRateLimit(app: FastifyInstance, options: PageRateLimitOptions): Promise<PageLimit> {
  const max = pagesPerWindow(options.apiPerWindow);
  let check: ReturnType<FastifyInstance['createRateLimit']> | undefined;
  // in a context of its own: `global: false` and no route in it, so it limits nothing but what asks it
  await app.register(async (context) => {
    await context.register(rateLimit, {
      global: false,
      max,
      timeWindow: options.windowMs,
      ipv6Subnet: IPV6_SUBNET,
      store: new RateLimitCounts({
        max,
        windowMs: options.windowMs,
        redis: options.redis,
        namespace: 'page-rate-limit-',
        log: app.log,
      }).pluginStore(),
    });
    check = context.createRateLimit();
  });
  const limit = check!;
  return async (request) => {
    const counted = await limit(request);
    return !counted.isAllowed && counted.isExceeded ? Math.max(1, counted.ttlInSeconds) : undefined;
  };
}

/**
 * What a client over the page rate limit gets when it is a browser (a navigation asks for
 * text/html): a page a person can read, in both of the shop's languages since no translation is
 * loaded for it. Anything else (a script, a crawler asking for any type) gets the shop's error shape,
 * `{ error, code: 'RATE_LIMITED' }`, as from the API. Both carry Retry-After.
 */
const TOO_MANY_PAGES = `<!doctype html>
<html lang="vi">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>429 · Quá nhiều yêu cầu / Too many requests</title></head>
<body>
<h1>429</h1>
<p>Bạn đã mở quá nhiều trang trong thời gian ngắn. Vui lòng đợi một chút rồi tải lại trang.</p>
<p lang="en">You opened too many pages in a short time. Please wait a moment, then reload the page.</p>
</body>
</html>`;

const wantsHtml = (accept: string | undefined) => accept !== undefined && /\btext\/html\b/i.test(accept);

/**
 * The 429 of a request over the page limit (`PageLimit` gave `wait`): the page above for a browser,
 * the error shape for anything else (thrown to the error handler, as the API's 4xx are).
 */
export function respondTooManyPages(
  request: FastifyRequest,
  reply: FastifyReply,
  wait: number,
): FastifyReply {
  reply.header('retry-after', String(wait)).header('cache-control', 'no-store');
  if (!wantsHtml(request.headers.accept)) {
    throw Object.assign(new Error('Too many requests'), { statusCode: 429 });
  }
  return reply.status(429).type('text/html; charset=utf-8').send(TOO_MANY_PAGES);
}

/** `limit` as a route's onRequest hook (the sitemap's): a request over the limit gets its 429 there. */
export function pageLimitHook(limit: PageLimit): onRequestAsyncHookHandler {
  return async (request, reply) => {
    const wait = await limit(request);
    if (wait !== undefined) return respondTooManyPages(request, reply, wait);
  };
}
