import {
  addressBookSchema,
  addressChangeSchema,
  addressEntryBodySchema,
  addressIdParamSchema,
  errorBodySchema,
  provincesResponseSchema,
  wardsQuerySchema,
  wardsResponseSchema,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireVerified } from '../../lib/auth-guard.js';
import type { AddressBookService } from './address-book.service.js';
import type { ProvincesClient } from './provinces.client.js';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

/**
 * Provinces and wards for the checkout page (docs/decisions/0037-addresses-the-34-provinces.md), from
 * the provinces service through the
 * server's cache, with the bundled 34 provinces when the service is down. Public: nothing personal.
 * And the customer's own address book (address-book.service.ts): verified users only, each reaching
 * only their own entries (another's id is 404 and changes nothing).
 */
export const addressRoutes: FastifyPluginAsyncZod<{
  provinces: ProvincesClient;
  book: AddressBookService;
}> = async (app, { provinces, book }) => {
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
      const wards = await provinces.wards(request.query.province);
      if (wards.source === 'live') reply.header('cache-control', 'public, max-age=3600');
      return wards;
    },
  );

  // ── the address book ─────────────────────────────────────────────────────────────────────────────
  app.get(
    '/address/book',
    {
      preValidation: requireVerified,
      schema: {
        tags: ['address'],
        summary: 'Your saved addresses: the default first, then the most recently used or added',
        response: { 200: addressBookSchema, ...errors },
      },
    },
    async (request) => book.list(currentUser(request).sub),
  );

  app.post(
    '/address/book',
    {
      preValidation: requireVerified,
      schema: {
        tags: ['address'],
        summary: 'Saves an address (at most 10; the first becomes the default)',
        body: addressEntryBodySchema,
        response: { 201: addressChangeSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await book.add(currentUser(request).sub, request.body)),
  );

  app.put(
    '/address/book/:id',
    {
      preValidation: requireVerified,
      schema: {
        tags: ['address'],
        summary: 'Replaces one of your addresses',
        params: addressIdParamSchema,
        body: addressEntryBodySchema,
        response: { 200: addressChangeSchema, ...errors },
      },
    },
    async (request) => book.update(currentUser(request).sub, request.params.id, request.body),
  );

  app.delete(
    '/address/book/:id',
    {
      preValidation: requireVerified,
      schema: {
        tags: ['address'],
        summary: 'Deletes one of your addresses; the most recent other one becomes the default if needed',
        params: addressIdParamSchema,
        response: { 200: addressBookSchema, ...errors },
      },
    },
    async (request) => book.remove(currentUser(request).sub, request.params.id),
  );

  app.put(
    '/address/book/:id/default',
    {
      preValidation: requireVerified,
      schema: {
        tags: ['address'],
        summary: 'Makes one of your addresses the default',
        params: addressIdParamSchema,
        response: { 200: addressChangeSchema, ...errors },
      },
    },
    async (request) => book.makeDefault(currentUser(request).sub, request.params.id),
  );
};
