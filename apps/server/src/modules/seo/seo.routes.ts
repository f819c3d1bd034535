import type { FastifyPluginAsync, onRequestAsyncHookHandler } from 'fastify';
import type { SeoService } from './seo.service.js';

export interface SeoRoutesOptions {
  seo: SeoService;
  /**
   * The pages' rate limit, as an onRequest hook that sends the 429 itself (delivery/page-rate-limit.ts):
   * the sitemap counts as a page.
   */
  pageLimit?: onRequestAsyncHookHandler | undefined;
}

/** robots.txt and sitemap.xml at the site's root, outside /api (crawlers look for them there). */
export const seoRoutes: FastifyPluginAsync<SeoRoutesOptions> = async (app, { seo, pageLimit }) => {
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(seo.robotsTxt()),
  );

  // counted in the pages' per-client limit, and kept in the response cache until the catalogue
  // changes (SeoService.sitemapXml)
  app.get('/sitemap.xml', { schema: { hide: true }, onRequest: pageLimit ?? [] }, async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(await seo.sitemapXml()),
  );
};
