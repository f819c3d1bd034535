import {
  buyerConfirmBodySchema,
  buyerConfirmResponseSchema,
  cancelOrderBodySchema,
  editOrderBodySchema,
  errorBodySchema,
  FULFILMENT_MESSAGES,
  fulfilmentOrderResponseSchema,
  invalidTransitionErrorSchema,
  messageSchema,
  ORDER_MESSAGES,
  orderCallBodySchema,
  orderChangeResponseSchema,
  orderListQuerySchema,
  orderListResponseSchema,
  orderResponseSchema,
  processReturnBodySchema,
  returnOrderBodySchema,
} from '@shop/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, isStaffCaller, requireStaff, requireVerified } from '../../lib/auth-guard.js';
import type { Caller, OrdersService } from './orders.service.js';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: invalidTransitionErrorSchema,
};
/** Ids that are not UUIDs are simply not found (never a database error). */
const params = z.object({ id: z.string().max(64) });

async function caller(request: FastifyRequest): Promise<Caller> {
  return { userId: currentUser(request).sub, staff: await isStaffCaller(request) };
}
/** Behind requireStaff the role was just read from the database. */
const staffCaller = (request: FastifyRequest): Caller => ({ userId: currentUser(request).sub, staff: true });

/** SPEC §7 order calls with the shapes and rules of DECISIONS §7 and §10. */
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
    async (request) => orders.list(await caller(request), request.query),
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
    async (request) => ({ order: await orders.get(await caller(request), request.params.id) }),
  );

  app.patch(
    '/order/edit-order/:id',
    {
      preValidation: requireStaff,
      schema: {
        tags: ['orders'],
        summary: 'Staff: a step of the status or payment table; anything else 409 INVALID_TRANSITION',
        params,
        body: editOrderBodySchema,
        response: { 200: orderChangeResponseSchema, ...errors },
      },
    },
    async (request) => ({
      message: ORDER_MESSAGES.updated,
      order: await orders.edit(staffCaller(request), request.params.id, request.body),
    }),
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
      order: await orders.cancel(await caller(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/order/call/:id',
    {
      preValidation: requireStaff,
      schema: {
        tags: ['orders'],
        summary: 'Staff: notes a call to the buyer (the "To confirm" queue), with its outcome',
        params,
        body: orderCallBodySchema,
        response: { 200: fulfilmentOrderResponseSchema, ...errors },
      },
    },
    async (request) => ({
      message: FULFILMENT_MESSAGES.callNoted,
      order: await orders.call(staffCaller(request), request.params.id, request.body),
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

  app.post(
    '/order/process-return/:id',
    {
      preValidation: requireStaff,
      schema: {
        tags: ['orders'],
        summary: 'Staff: accept (Returned, stock back, refund) or refuse (Completed) a return',
        params,
        body: processReturnBodySchema,
        response: { 200: orderChangeResponseSchema, ...errors },
      },
    },
    async (request) => ({
      message: request.body.accept ? ORDER_MESSAGES.returnAccepted : ORDER_MESSAGES.returnRefused,
      order: await orders.processReturn(staffCaller(request), request.params.id, request.body.accept),
    }),
  );

  app.delete(
    '/order/delete/:id',
    {
      preValidation: requireStaff,
      schema: {
        tags: ['orders'],
        summary: 'Staff: deletes a Canceled order',
        params,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      await orders.delete(request.params.id);
      return { message: ORDER_MESSAGES.deleted };
    },
  );

  app.post(
    '/order/payment-reminders/send/:id',
    {
      preValidation: requireStaff,
      schema: {
        tags: ['orders'],
        summary: 'Staff: e-mails the customer a reminder of an unpaid order',
        params,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      await orders.sendReminder(request.params.id);
      return { message: ORDER_MESSAGES.reminderSent };
    },
  );
};
