import {
  codReconciliationQuerySchema,
  codReconciliationSchema,
  codRemittanceBodySchema,
  codRemittanceResponseSchema,
  errorBodySchema,
  FULFILMENT_MESSAGES,
  fulfilmentSettingsSchema,
  labelsQuerySchema,
  shipManyBodySchema,
  shipManyResponseSchema,
  shipOrderBodySchema,
  shipQuoteResponseSchema,
  shipResponseSchema,
} from '@shop/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireStaff } from '../../lib/auth-guard.js';
import type { ShippingService, Staff } from './shipping.service.js';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  503: errorBodySchema,
};
/** Ids that are not UUIDs are simply not found (never a database error). */
const params = z.object({ id: z.string().max(64) });
/** Behind requireStaff the role was just read from the database. */
const staff = (request: FastifyRequest): Staff => ({ userId: currentUser(request).sub });

/** Shipping with a carrier, for staff: under `/order/…` beside the order calls. */
export const staffShippingRoutes: FastifyPluginAsyncZod<{ shipping: ShippingService }> = async (
  app,
  { shipping },
) => {
  app.get(
    '/order/fulfilment-settings',
    {
      preValidation: requireStaff,
      schema: {
        tags: ['shipping'],
        summary: 'Staff: the carriers configured, the COD risk rules and the deposit asked',
        response: { 200: fulfilmentSettingsSchema, ...errors },
      },
    },
    async () => shipping.settings(),
  );

  app.get(
    '/order/ship-quote/:id',
    {
      preValidation: requireStaff,
      schema: {
        tags: ['shipping'],
        summary: "Staff: the carrier's price for the order's parcel (defaults per category) and the COD",
        params,
        querystring: shipOrderBodySchema.omit({ note: true }),
        response: { 200: shipQuoteResponseSchema, ...errors },
      },
    },
    async (request) => ({ quote: await shipping.quote(request.params.id, request.query) }),
  );

  app.post(
    '/order/ship/:id',
    {
      preValidation: requireStaff,
      schema: {
        tags: ['shipping'],
        summary: 'Staff: creates the shipment with the carrier (Confirmed or Being Packed; once)',
        params,
        // no body at all (the defaults per category) arrives as null
        body: shipOrderBodySchema.nullish(),
        response: { 201: shipResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await shipping.ship(staff(request), request.params.id, request.body ?? {});
      return reply.status(201).send(result);
    },
  );

  app.post(
    '/order/ship-many',
    {
      preValidation: requireStaff,
      schema: {
        tags: ['shipping'],
        summary: 'Staff: ships several orders, each its own step; failures are listed, not thrown',
        body: shipManyBodySchema,
        response: { 200: shipManyResponseSchema, ...errors },
      },
    },
    async (request) => shipping.shipMany(staff(request), request.body.orderIds),
  );

  app.get(
    '/order/labels',
    {
      preValidation: requireStaff,
      schema: {
        tags: ['shipping'],
        summary:
          "Staff: the labels of those orders' shipments in one document, as the carrier serves it; with Accept: application/json, `{url}` of the carrier's print page",
        querystring: labelsQuerySchema,
        // no response schema: the body is the carrier's document (HTML or PDF), passed through as it came
      },
    },
    async (request, reply) => {
      if (/application\/json/.test(request.headers.accept ?? '')) {
        return reply.header('cache-control', 'no-store').send(await shipping.labelsUrl(request.query.ids));
      }
      const { contentType, body } = await shipping.labels(request.query.ids);
      return reply
        .header('content-type', contentType)
        .header('content-disposition', 'inline; filename="labels"')
        .header('cache-control', 'no-store')
        .send(body);
    },
  );

  app.post(
    '/order/cancel-shipment/:id',
    {
      preValidation: requireStaff,
      schema: {
        tags: ['shipping'],
        summary: 'Staff: cancels the shipment while the carrier has not picked it up; the order stays',
        params,
        response: { 200: shipResponseSchema, ...errors },
      },
    },
    async (request) => shipping.cancelShipment(staff(request), request.params.id),
  );

  app.get(
    '/order/cod-reconciliation',
    {
      preValidation: requireStaff,
      schema: {
        tags: ['shipping'],
        summary: "Staff: the period's delivered COD orders, expected against collected, and remittances",
        querystring: codReconciliationQuerySchema,
        response: { 200: codReconciliationSchema, ...errors },
      },
    },
    async (request) => shipping.codReconciliation(request.query.from, request.query.to),
  );

  app.post(
    '/order/cod-remittance',
    {
      preValidation: requireStaff,
      schema: {
        tags: ['shipping'],
        summary: "Staff: records the carrier's remittance for the period's delivered COD orders",
        body: codRemittanceBodySchema,
        response: { 200: codRemittanceResponseSchema, ...errors },
      },
    },
    async (request) => ({
      message: FULFILMENT_MESSAGES.remittanceRecorded,
      remittance: await shipping.recordRemittance(staff(request), request.body),
    }),
  );
};
