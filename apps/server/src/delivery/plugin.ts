import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerImageRoute } from '../lib/image-route.js';
import { type ProxyTrust, RATE_LIMIT_WINDOW_MS } from '../lib/rate-limit-counts.js';
import { securityHeaderOptions, securityHeaders } from '../lib/security-headers.js';
import { seoRoutes } from '../modules/seo/seo.routes.js';
import type { CacheHitFastPath } from './cache-hit-fast-path.js';
import { catalogPagePreloads } from './catalog-preloads.js';
import { pageLimitHook, pageRateLimit } from './page-rate-limit.js';
import { registerWebApp } from './web-app.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** cache hits sent before Fastify's routing (cache-hit-fast-path.ts) */
    cacheHitFastPath: CacheHitFastPath;
  }
}

export interface WebDeliveryOptions {
  /** made before Fastify, whose HTTP server it is (`serverFactory`) */
  hits: CacheHitFastPath;
  trust: ProxyTrust;
}

/**
 * The web delivery: uploaded images, robots.txt and the sitemap, the web app's files and its pages
 * (server-side rendering with their preloads, web-app.ts), the pages' own rate limit (the sitemap's
 * too), and the cache hits sent before routing once the services exist. Registered last: the pages
 * are the not-found handler's. It reads the services plugin's decorations (`app.services`,
 * `app.infrastructure`), which it depends on by name, and imports none of the plugins.
 */
export const webDeliveryPlugin = fp<WebDeliveryOptions>(
  async (app: FastifyInstance, { hits, trust }) => {
    const { config } = app.ctx;
    const { catalog, banners, cache, seo } = app.services;
    const { redis, metrics, rateLimits, storage } = app.infrastructure;
    hits.start({
      cache,
      counts: rateLimits,
      trust,
      headers: securityHeaders(securityHeaderOptions(config)).api,
      log: app.log,
      metrics,
      closing: () => app.isClosing(),
    });
    app.decorate('cacheHitFastPath', hits);

    registerImageRoute(app, storage);
    // a page the cache does not hold costs a render: pages have a per-client limit of their own
    const pageLimit = await pageRateLimit(app, {
      apiPerWindow: config.rateLimitPerMinute,
      windowMs: RATE_LIMIT_WINDOW_MS,
      redis,
    });
    // robots.txt, sitemap.xml (counted as a page), and product/collection heads in index.html (before
    // the SPA fallback)
    await app.register(seoRoutes, { seo, pageLimit: pageLimitHook(pageLimit) });
    await registerWebApp(
      app,
      config.webDistDir,
      (pathname) => seo.pageHead(pathname),
      catalogPagePreloads({ catalog, banners, cache }),
      cache,
      pageLimit,
      { earlyInput: config.earlyInput },
    );
  },
  { name: 'web-delivery', dependencies: ['services', 'platform'] },
);
