import {
  adminProductListQuerySchema,
  adminProductPageSchema,
  errorBodySchema,
  productDetailSchema,
  toggleManyBodySchema,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireStaff } from '../../lib/auth-guard.js';
import { readMultipart } from '../../lib/multipart.js';
import type { CatalogService } from './catalog.service.js';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
/** Ids that are not UUIDs are simply not found (never a database error). */
const idParams = z.object({ id: z.string().max(64) });
const productBody = z.object({ product: productDetailSchema });

/** The staff's catalogue routes: every product, hidden ones too, and the writes. Never cached. */
export const catalogStaffRoutes: FastifyPluginAsyncZod<{ catalog: CatalogService }> = async (
  app,
  { catalog },
) => {
  app.get(
    '/product/product-admin',
    {
      preValidation: requireStaff,
      schema: {
        tags: ['catalog'],
        summary: 'Every product, hidden ones too, with stock totals',
        querystring: adminProductListQuerySchema,
        response: { 200: adminProductPageSchema, ...errors },
      },
    },
    async (request) => catalog.listForStaff(request.query),
  );

  app.post(
    '/product/create-product',
    {
      preValidation: requireStaff,
      schema: {
        tags: ['catalog'],
        summary: 'multipart: `data` (JSON of the product) and files under `images`',
        consumes: ['multipart/form-data'],
        response: {
          201: productBody,
          ...errors,
          409: errorBodySchema,
          413: errorBodySchema,
          415: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const product = await catalog.create(await readMultipart(request, 10));
      return reply.status(201).send({ product });
    },
  );

  app.patch(
    '/product/edit-product/:id',
    {
      preValidation: requireStaff,
      schema: {
        tags: ['catalog'],
        summary: 'multipart like create, or JSON of the fields to change when no image is added',
        params: idParams,
        response: { 200: productBody, ...errors, 413: errorBodySchema, 415: errorBodySchema },
      },
    },
    async (request) => {
      const input = request.isMultipart()
        ? { form: await readMultipart(request, 10) }
        : { json: request.body };
      return { product: await catalog.edit(request.params.id, input) };
    },
  );

  app.delete(
    '/product/delete/:id',
    {
      preValidation: requireStaff,
      schema: {
        tags: ['catalog'],
        summary: 'Deletes, or hides a product that orders name',
        params: idParams,
        response: {
          200: z.object({ deleted: z.boolean(), hidden: z.boolean(), message: z.string() }),
          ...errors,
        },
      },
    },
    async (request) => {
      const result = await catalog.remove(request.params.id);
      return {
        ...result,
        message: result.deleted
          ? 'Product deleted'
          : 'The product appears in orders, so it was hidden instead',
      };
    },
  );

  app.patch(
    '/product/toggle/:id',
    {
      preValidation: requireStaff,
      schema: {
        tags: ['catalog'],
        summary: 'Toggles featured',
        params: idParams,
        response: { 200: productBody, ...errors },
      },
    },
    async (request) => ({ product: await catalog.toggleFeatured(request.params.id) }),
  );

  app.patch(
    '/product/toggle-visibility/:id',
    {
      preValidation: requireStaff,
      schema: { tags: ['catalog'], params: idParams, response: { 200: productBody, ...errors } },
    },
    async (request) => ({ product: await catalog.toggleVisibility(request.params.id) }),
  );

  app.patch(
    '/product/toggle-multiple-visibility',
    {
      preValidation: requireStaff,
      schema: {
        tags: ['catalog'],
        body: toggleManyBodySchema,
        response: { 200: z.object({ updated: z.number().int() }), ...errors },
      },
    },
    async (request) => ({ updated: await catalog.setVisibility(request.body.ids, request.body.visible) }),
  );
};
