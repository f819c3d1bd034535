import { collectionDetailSchema, collectionSchema, errorBodySchema } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireStaff } from '../../lib/auth-guard.js';
import type { CachedResponses } from '../../lib/catalog-cache.js';
import { readMultipart } from '../../lib/multipart.js';
import type { CollectionsService } from './collections.service.js';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const idParams = z.object({ id: z.string().max(64) });

export const collectionRoutes: FastifyPluginAsyncZod<{
  collections: CollectionsService;
  cache: CachedResponses;
}> = async (app, { collections, cache }) => {
  app.get(
    '/collection',
    {
      schema: {
        tags: ['collections'],
        response: { 200: z.object({ collections: z.array(collectionSchema) }) },
      },
    },
    (request, reply) => cache.send(request, reply, async () => ({ collections: await collections.list() })),
  );

  app.get(
    '/collection/:id',
    {
      schema: {
        tags: ['collections'],
        params: idParams,
        response: { 200: collectionDetailSchema, ...errors },
      },
    },
    (request, reply) => cache.send(request, reply, () => collections.detail(request.params.id)),
  );

  app.post(
    '/collection/create-collection',
    {
      preValidation: requireStaff,
      schema: {
        tags: ['collections'],
        summary: 'multipart: `data` (name, description, productIds) and the cover under `image`',
        consumes: ['multipart/form-data'],
        response: {
          201: z.object({ collection: collectionSchema }),
          ...errors,
          413: errorBodySchema,
          415: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const collection = await collections.create(await readMultipart(request, 1));
      return reply.status(201).send({ collection });
    },
  );

  app.patch(
    '/collection/edit-collection/:id',
    {
      preValidation: requireStaff,
      schema: {
        tags: ['collections'],
        params: idParams,
        response: { 200: z.object({ collection: collectionSchema }), ...errors, 413: errorBodySchema },
      },
    },
    async (request) => {
      const input = request.isMultipart()
        ? { form: await readMultipart(request, 1) }
        : { json: request.body };
      return { collection: await collections.edit(request.params.id, input) };
    },
  );

  app.delete(
    '/collection/delete/:id',
    {
      preValidation: requireStaff,
      schema: {
        tags: ['collections'],
        params: idParams,
        response: { 200: z.object({ message: z.string() }), ...errors },
      },
    },
    async (request) => {
      await collections.remove(request.params.id);
      return { message: 'Collection deleted' };
    },
  );
};
