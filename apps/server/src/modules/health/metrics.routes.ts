import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { unauthorized } from '../../lib/app-error.js';
import type { Metrics } from '../../lib/metrics.js';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * GET /api/metrics: the Prometheus text format, for a scraper holding METRICS_TOKEN. Registered only
 * when the token is set (otherwise the path responds 404 like any unknown one). The token is compared
 * through digests of equal length, in constant time.
 */
export const metricsRoutes: FastifyPluginAsync<{ metrics: Metrics; token: string }> = async (
  app,
  { metrics, token },
) => {
  const expected = digest(`Bearer ${token}`);
  app.get(
    '/metrics',
    // a scraper every few seconds must never be throttled; not part of the shop's API document
    { config: { rateLimit: false }, schema: { hide: true } },
    async (request, reply) => {
      const given = request.headers.authorization;
      if (!given || !timingSafeEqual(digest(given), expected)) {
        reply.header('www-authenticate', 'Bearer');
        throw unauthorized('A valid metrics token is required');
      }
      return reply
        .type(metrics.registry.contentType)
        .header('cache-control', 'no-store')
        .send(await metrics.registry.metrics());
    },
  );
};
