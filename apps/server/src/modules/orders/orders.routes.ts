import {
  buyerConfirmBodySchema,
  buyerConfirmResponseSchema,
  cancelOrderBodySchema,
  errorBodySchema,
  ORDER_MESSAGES,
  orderChangeResponseSchema,
  orderListQuerySchema,
  orderListResponseSchema,
  orderResponseSchema,
  returnOrderBodySchema,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireVerified } from '../../lib/auth-guard.js';
import { callerOf, errors, params } from './order-routes.shared.js';
import type { OrdersService } from './orders.service.js';
import { staffOrderRoutes } from './staff-orders.routes.js';

/**
 * The order calls (docs/requirements/api.md): a customer's own orders, and every order for staff;
 * the calls only staff make are in staff-orders.routes.ts.
 */
export const orderRoutes: FastifyPluginAsyncZod<{ orders: OrdersService }> = async (app, { orders }) => {
  app.get(
    '/order',
    {
      preValidation: requireVerified,
      schema: {
        tags: ['orders'],
        summary:
          'Your orders (staff: every order), newest first; filters and pagination. Staff: queue=to-confirm lists pending COD orders, riskiest then oldest first',
        querystring: orderListQuerySchema,
        response: { 200: orderListResponseSchema, ...errors },
      },
    },
    async (request) => orders.list(await callerOf(request), request.query),
  );

  app.get(
    '/order/:id',
    {
      preValidation: requireVerified,
      schema: {
        tags: ['orders'],
        summary: 'One order: its owner or staff; anyone else 404',
        params,
        response: { 200: orderResponseSchema, ...errors },
      },
    },
    async (request) => ({ order: await orders.get(await callerOf(request), request.params.id) }),
  );

  app.post(
    '/order/cancel/:id',
    {
      preValidation: requireVerified,
      schema: {
        tags: ['orders'],
        summary:
          'The owner while Pending; staff while Pending or Confirmed, with an optional reason and note. Stock goes back.',
        params,
        body: cancelOrderBodySchema,
        response: { 200: orderChangeResponseSchema, ...errors },
      },
    },
    async (request) => ({
      message: ORDER_MESSAGES.canceled,
      order: await orders.cancel(await callerOf(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/order/confirm-by-buyer',
    {
      // no session: the mail's signed token is the proof (buyer-link.ts); the API's rate limit applies
      schema: {
        tags: ['orders'],
        summary: 'The buyer\'s "Confirm my order" link (COD): single use, signed, expires',
        body: buyerConfirmBodySchema,
        response: { 200: buyerConfirmResponseSchema, 400: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) => orders.confirmByBuyer(request.body.token),
  );

  app.post(
    '/order/return-order/:id',
    {
      preValidation: requireVerified,
      schema: {
        tags: ['orders'],
        summary: 'The owner asks for a return, within 7 days of completion',
        params,
        body: returnOrderBodySchema,
        response: { 200: orderChangeResponseSchema, ...errors },
      },
    },
    async (request) => ({
      message: ORDER_MESSAGES.returnRequested,
      order: await orders.requestReturn(
        { userId: currentUser(request).sub, staff: false },
        request.params.id,
        request.body.reason,
      ),
    }),
  );

  await app.register(staffOrderRoutes, { orders });
};
