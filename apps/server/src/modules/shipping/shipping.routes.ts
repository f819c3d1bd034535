import { errorBodySchema } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ShippingService } from './shipping.service.js';
import { staffShippingRoutes } from './staff-shipping.routes.js';

/** The URL's token: one string (a repeated parameter is no token). */
const tokenOf = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * Shipping with a carrier: the staff calls under `/order/…` beside the order calls
 * (staff-shipping.routes.ts), and the carrier's status callback under `/shipping/…`.
 */
export const shippingRoutes: FastifyPluginAsyncZod<{ shipping: ShippingService }> = async (
  app,
  { shipping },
) => {
  await app.register(staffShippingRoutes, { shipping });

  // the carrier's callback in a scope of its own: any body is read leniently (one that is not JSON
  // is an unusable body like any other: given a 200 and logged, never 400, or GHN sends it ten
  // times more), and the token is checked before the body is even read
  await app.register(async (callback) => {
    callback.removeAllContentTypeParsers();
    callback.addContentTypeParser('*', { parseAs: 'string' }, (_request, text, done) => {
      try {
        done(null, JSON.parse(text as string));
      } catch {
        done(null, undefined);
      }
    });
    callback.post(
      '/shipping/ghn/callback',
      {
        onRequest: async (request) =>
          shipping.checkCallback('GHN', tokenOf((request.query as { token?: unknown }).token)),
        schema: {
          tags: ['shipping'],
          summary: "GHN's status callback (?token=GHN_WEBHOOK_TOKEN); the status is read back from GHN",
          response: { 200: z.object({ success: z.literal(true) }), 401: errorBodySchema },
        },
      },
      async (request) => {
        await shipping.callback('GHN', request.body);
        return { success: true as const };
      },
    );
  });
};
