import {
  editOrderBodySchema,
  FULFILMENT_MESSAGES,
  fulfilmentOrderResponseSchema,
  messageSchema,
  ORDER_MESSAGES,
  orderCallBodySchema,
  orderChangeResponseSchema,
  processReturnBodySchema,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff } from '../../lib/auth-guard.js';
import { errors, params, staffCaller } from './order-routes.shared.js';
import type { OrdersService } from './orders.service.js';

/** The order calls only staff make: every one responds 403 to a customer. */
export const staffOrderRoutes: FastifyPluginAsyncZod<{ orders: OrdersService }> = async (app, { orders }) => {
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
