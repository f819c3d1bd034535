import {
  errorBodySchema,
  provincesResponseSchema,
  wardsQuerySchema,
  wardsResponseSchema,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ProvincesClient } from './provinces.client.js';

/**
 * Provinces and wards for the checkout page (DECISIONS §7), from the provinces service through the
 * server's cache, with the bundled 34 provinces when the service is down. Public: nothing personal.
 */
export const addressRoutes: FastifyPluginAsyncZod<{ provinces: ProvincesClient }> = async (
  app,
  { provinces },
) => {
  app.get(
    '/address/provinces',
    {
      schema: {
        tags: ['address'],
        summary: 'The 34 provinces and cities of Vietnam (bundled when the provinces service is down)',
        response: { 200: provincesResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return provinces.provinces();
    },
  );

  app.get(
    '/address/wards',
    {
      schema: {
        tags: ['address'],
        summary: "A province's wards; source 'unavailable' (empty list) means: let the ward be typed",
        querystring: wardsQuerySchema,
        response: { 200: wardsResponseSchema, 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      const answer = await provinces.wards(request.query.province);
      if (answer.source === 'live') reply.header('cache-control', 'public, max-age=3600');
      return answer;
    },
  );
};
