import {
  CATEGORIES,
  errorBodySchema,
  productCardSchema,
  productDetailSchema,
  productListQuerySchema,
  productPageSchema,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isStaffCaller } from '../../lib/auth-guard.js';
import type { CachedResponses } from '../../lib/catalog-cache.js';
import type { CatalogService } from './catalog.service.js';
import { catalogStaffRoutes } from './catalog.staff.routes.js';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
/** Ids that are not UUIDs are simply not found (never a database error). */
const idParams = z.object({ id: z.string().max(64) });
const limitQuery = z.object({
  limit: z.coerce.number().int().min(1).max(48).default(8),
  productId: z.string().uuid().optional(),
});

/**
 * The catalogue's routes: the shoppers' reads, sent through the response cache and conditional
 * (ETag / 304), then the staff's (catalog.staff.routes.ts).
 */
export const catalogRoutes: FastifyPluginAsyncZod<{
  catalog: CatalogService;
  cache: CachedResponses;
}> = async (app, { catalog, cache }) => {
  for (const url of ['/product', '/product/sort-products']) {
    app.get(
      url,
      {
        schema: {
          tags: ['catalog'],
          summary: 'Visible products: filters, search, sort, pagination',
          querystring: productListQuerySchema,
          response: { 200: productPageSchema, ...errors },
        },
      },
      (request, reply) => cache.send(request, reply, () => catalog.listResponse(request.query)),
    );
  }

  app.get(
    '/product/products/featured',
    {
      schema: {
        tags: ['catalog'],
        querystring: limitQuery,
        response: { 200: z.object({ products: z.array(productCardSchema) }), ...errors },
      },
    },
    (request, reply) =>
      cache.send(request, reply, async () => ({
        products: (
          await catalog.list({ featured: 'true', sort: 'newest', page: 1, pageSize: request.query.limit })
        ).products,
      })),
  );

  app.get(
    '/product/recommendations/recommendations',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Same collection or category first, then best sellers',
        querystring: limitQuery,
        response: { 200: z.object({ products: z.array(productCardSchema) }), ...errors },
      },
    },
    (request, reply) =>
      cache.send(request, reply, async () => ({
        products: await catalog.recommendations(request.query.productId, request.query.limit),
      })),
  );

  app.get(
    '/product/category/:category',
    {
      schema: {
        tags: ['catalog'],
        params: z.object({ category: z.enum(CATEGORIES) }),
        querystring: productListQuerySchema.omit({ category: true }),
        response: { 200: productPageSchema, ...errors },
      },
    },
    (request, reply) =>
      cache.send(request, reply, () => catalog.byCategory(request.params.category, request.query)),
  );

  app.get(
    '/product/:id',
    { schema: { tags: ['catalog'], params: idParams, response: { 200: productDetailSchema, ...errors } } },
    async (request, reply) => {
      // staff see hidden products too; their responses are never cached
      if (await isStaffCaller(request)) return catalog.detail(request.params.id, true);
      return cache.send(request, reply, () => catalog.detail(request.params.id, false));
    },
  );

  await app.register(catalogStaffRoutes, { catalog });
};
