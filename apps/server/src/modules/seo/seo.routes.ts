import type { FastifyPluginAsync } from 'fastify';
import type { SeoService } from './seo.service.js';

/** robots.txt and sitemap.xml at the site's root, outside /api (crawlers look for them there). */
export const seoRoutes: FastifyPluginAsync<{ seo: SeoService }> = async (app, { seo }) => {
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(seo.robotsTxt()),
  );

  // Built on each request (two queries of ids and dates): crawlers fetch it rarely, and it is never stale.
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(await seo.sitemapXml()),
  );
};
