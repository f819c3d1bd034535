import {
  COUPON_MESSAGES,
  type CouponValidation,
  couponAdminSchema,
  couponChangeResponseSchema,
  couponCodeBodySchema,
  couponCreateBodySchema,
  couponListSchema,
  couponValidationSchema,
  errorBodySchema,
  messageSchema,
  type OrderSummary,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireStaff, requireVerified } from '../../lib/auth-guard.js';
import type { CouponsService } from './coupons.service.js';

/**
 * What a shopper does with a coupon writes the cart, so the cart's service does it
 * (modules/cart/cart.service.ts); typed here, so that this module does not import the cart's.
 */
export interface CartCoupons {
  validateCoupon(userId: string, code: string): Promise<CouponValidation>;
  applyCoupon(userId: string, code: string): Promise<OrderSummary>;
  removeCoupon(userId: string): Promise<OrderSummary>;
}

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

/** The coupon calls (docs/requirements/api.md): staff manage coupons; shoppers validate, apply, remove. */
export const couponRoutes: FastifyPluginAsyncZod<{ coupons: CouponsService; cart: CartCoupons }> = async (
  app,
  { coupons, cart },
) => {
  // ── staff ────────────────────────────────────────────────────────────────────────────────────────
  app.get(
    '/coupon',
    {
      preValidation: requireStaff,
      schema: { tags: ['coupons'], response: { 200: couponListSchema, ...errors } },
    },
    async () => ({ coupons: await coupons.list() }),
  );

  app.post(
    '/coupon/create',
    {
      preValidation: requireStaff,
      schema: {
        tags: ['coupons'],
        body: couponCreateBodySchema,
        response: { 201: z.object({ coupon: couponAdminSchema }), ...errors },
      },
    },
    async (request, reply) => reply.status(201).send({ coupon: await coupons.create(request.body) }),
  );

  app.delete(
    '/coupon/delete/:id',
    {
      preValidation: requireStaff,
      schema: {
        tags: ['coupons'],
        params: z.object({ id: z.string().max(64) }),
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      await coupons.delete(request.params.id);
      return { message: COUPON_MESSAGES.deleted };
    },
  );

  // ── shoppers ─────────────────────────────────────────────────────────────────────────────────────
  app.post(
    '/coupon/validate',
    {
      preValidation: requireVerified,
      schema: {
        tags: ['coupons'],
        summary: 'Checks a code against your cart; changes nothing',
        body: couponCodeBodySchema,
        response: { 200: couponValidationSchema, ...errors },
      },
    },
    async (request) => cart.validateCoupon(currentUser(request).sub, request.body.code),
  );

  app.post(
    '/coupon/apply',
    {
      preValidation: requireVerified,
      schema: {
        tags: ['coupons'],
        body: couponCodeBodySchema,
        response: { 200: couponChangeResponseSchema, ...errors },
      },
    },
    async (request) => ({
      message: COUPON_MESSAGES.applied,
      summary: await cart.applyCoupon(currentUser(request).sub, request.body.code),
    }),
  );

  app.post(
    '/coupon/remove',
    {
      preValidation: requireVerified,
      schema: { tags: ['coupons'], response: { 200: couponChangeResponseSchema, ...errors } },
    },
    async (request) => ({
      message: COUPON_MESSAGES.removed,
      summary: await cart.removeCoupon(currentUser(request).sub),
    }),
  );
};
