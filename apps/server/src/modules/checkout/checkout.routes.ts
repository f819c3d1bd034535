import {
  bankWebhookBodySchema,
  bankWebhookResponseSchema,
  checkoutBodySchema,
  checkoutErrorSchema,
  checkoutResponseSchema,
  checkoutSummaryQuerySchema,
  checkoutSummarySchema,
  errorBodySchema,
  type PaymentMethod,
  paymentMethodsResponseSchema,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireVerified } from '../../lib/auth-guard.js';
import type { CheckoutService } from './checkout.service.js';
import type { PaymentsService } from './payments.service.js';

const errors = {
  400: checkoutErrorSchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: checkoutErrorSchema,
  503: errorBodySchema,
};

const METHODS: [path: string, method: PaymentMethod, summary: string][] = [
  ['/payment/create-checkout-cod', 'COD', 'Places the cart as an order paid cash on delivery'],
  ['/payment/create-checkout-qrcode', 'QR', 'Places the cart as an order paid by bank transfer (VietQR)'],
  ['/payment/create-checkout-paypal', 'PAYPAL', 'Places the cart as an order paid with PayPal'],
];

/** The payment calls (docs/requirements/api.md). */
export const checkoutRoutes: FastifyPluginAsyncZod<{
  checkout: CheckoutService;
  payments: PaymentsService;
}> = async (app, { checkout, payments }) => {
  for (const [url, method, summary] of METHODS) {
    app.post(
      url,
      {
        preValidation: requireVerified,
        schema: {
          tags: ['checkout'],
          summary,
          description:
            'Lines, prices and coupon come from your server cart; the body gives only the shipping details and the return-policy agreement.',
          body: checkoutBodySchema,
          response: { 201: checkoutResponseSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await checkout.place(currentUser(request).sub, method, request.body)),
    );
  }

  app.get(
    '/payment/methods',
    {
      schema: {
        tags: ['checkout'],
        summary: 'The payment methods on offer (PayPal only when configured)',
        response: { 200: paymentMethodsResponseSchema },
      },
    },
    async () => checkout.methods(),
  );

  app.get(
    '/payment/order-summary',
    {
      preValidation: requireVerified,
      schema: {
        tags: ['checkout'],
        summary:
          "The cart summary with the shipping of a country (international tiers in US dollars at today's rate)",
        querystring: checkoutSummaryQuerySchema,
        response: { 200: checkoutSummarySchema, ...errors },
      },
    },
    async (request) => checkout.summary(currentUser(request).sub, request.query.country),
  );

  app.get(
    '/payment/checkout-success',
    {
      schema: {
        tags: ['checkout'],
        summary: "PayPal's return: captures, then redirects to /purchase-success or /purchase-cancel",
        querystring: z.object({
          token: z.string().max(200).optional(),
          PayerID: z.string().max(200).optional(),
          cancelled: z.string().max(10).optional(),
          // the cancel link's signature (modules/checkout/paypal-cancel.ts)
          sig: z.string().max(200).optional(),
        }),
      },
    },
    async (request, reply) => {
      const { token, cancelled, sig, PayerID } = request.query;
      const target = await payments.paypalReturn(token, cancelled === '1' ? { sig } : undefined, PayerID);
      return reply.redirect(target, 303);
    },
  );

  app.post(
    '/payment/bank-webhook',
    {
      // the secret is checked before the body, so a caller without it learns nothing
      preValidation: async (request) => payments.checkWebhookSecret(request.headers.authorization),
      schema: {
        tags: ['checkout'],
        summary: 'Bank-transfer notification (SePay-style); Authorization: Apikey <BANK_WEBHOOK_SECRET>',
        body: bankWebhookBodySchema,
        response: { 200: bankWebhookResponseSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request) => {
      await payments.bankTransfer(request.body);
      return { success: true as const };
    },
  );
};
