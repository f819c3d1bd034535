import type { FastifyPluginAsync } from 'fastify';
import { type PageLimit, refusePage } from '../../delivery/page-rate-limit.js';
import type { SeoService } from './seo.service.js';

/** robots.txt and sitemap.xml at the site's root, outside /api (crawlers look for them there). */
export const seoRoutes: FastifyPluginAsync<{ seo: SeoService; pageLimit?: PageLimit | undefined }> = async (
  app,
  { seo, pageLimit },
) => {
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(seo.robotsTxt()),
  );

  // counted in the pages' per-client limit (delivery/page-rate-limit.ts), and kept in the
  // response cache until the catalogue changes (SeoService.sitemapXml)
  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const wait = await pageLimit?.(request);
    if (wait !== undefined) return refusePage(request, reply, wait);
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(await seo.sitemapXml());
  });
};
