import { bannerSchema, errorBodySchema } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireStaff } from '../../lib/auth-guard.js';
import type { CachedResponses } from '../../lib/catalog-cache.js';
import { readMultipart } from '../../lib/multipart.js';
import type { BannersService } from './banners.service.js';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

export const bannerRoutes: FastifyPluginAsyncZod<{
  banners: BannersService;
  cache: CachedResponses;
}> = async (app, { banners, cache }) => {
  app.get(
    '/banner',
    { schema: { tags: ['banners'], response: { 200: z.object({ banners: z.array(bannerSchema) }) } } },
    (request, reply) => cache.send(request, reply, async () => ({ banners: await banners.list() })),
  );

  app.post(
    '/banner/create-banner',
    {
      preValidation: requireStaff,
      schema: {
        tags: ['banners'],
        summary: 'multipart: `data` (title, subtitle, link, position) and the picture under `image`',
        consumes: ['multipart/form-data'],
        response: {
          201: z.object({ banner: bannerSchema }),
          ...errors,
          413: errorBodySchema,
          415: errorBodySchema,
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ banner: await banners.create(await readMultipart(request, 1)) }),
  );

  app.delete(
    '/banner/delete/:id',
    {
      preValidation: requireStaff,
      schema: {
        tags: ['banners'],
        params: z.object({ id: z.string().max(64) }),
        response: { 200: z.object({ message: z.string() }), ...errors },
      },
    },
    async (request) => {
      await banners.remove(request.params.id);
      return { message: 'Banner deleted' };
    },
  );
};
