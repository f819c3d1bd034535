import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerImageRoute } from '../lib/image-route.js';
import type { ProxyTrust } from '../lib/rate-limit-counts.js';
import { securityHeaderOptions, securityHeaders } from '../lib/security-headers.js';
import { catalogPagePreloads } from '../modules/catalog/catalog.preloads.js';
import { seoRoutes } from '../modules/seo/seo.routes.js';
import { RATE_LIMIT_WINDOW_MS } from '../plugins/services.js';
import type { CachedHits } from './cached-hits.js';
import { pageRateLimit } from './page-rate-limit.js';
import { registerWebApp } from './web-app.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** cache hits answered before Fastify's routing (delivery/cached-hits.ts) */
    cachedHits: CachedHits;
  }
}

export interface WebDeliveryOptions {
  /** made before Fastify, whose HTTP server it is (`serverFactory`) */
  hits: CachedHits;
  trust: ProxyTrust;
}

/**
 * The web delivery: uploaded images, robots.txt and the sitemap, the web app's files and its pages
 * (server-side rendering with their preloads, delivery/web-app.ts), the pages' own rate limit (the
 * sitemap's too), and the cache hits answered before routing once the services exist. Registered
 * last: the pages are the not-found handler's.
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
    app.decorate('cachedHits', hits);

    registerImageRoute(app, storage);
    // issue (security) #7: server-rendered pages have their own per-client limit (delivery/page-rate-limit.ts)
    const pageLimit = await pageRateLimit(app, {
      apiPerWindow: config.rateLimitPerMinute,
      windowMs: RATE_LIMIT_WINDOW_MS,
      redis,
    });
    // robots.txt, sitemap.xml (counted as a page), and product/collection heads in index.html (before
    // the SPA fallback)
    await app.register(seoRoutes, { seo, pageLimit });
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
