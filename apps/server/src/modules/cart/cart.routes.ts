import {
  addCartItemBodySchema,
  CART_MESSAGES,
  cartChangeResponseSchema,
  cartErrorSchema,
  cartProductParamsSchema,
  cartResponseSchema,
  errorBodySchema,
  MESSAGES,
  orderSummarySchema,
  removeCartItemBodySchema,
  updateCartItemBodySchema,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.js';
import { currentUser, requireVerified } from '../../lib/auth-guard.js';
import type { CartService } from './cart.service.js';

const errors = {
  400: cartErrorSchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: cartErrorSchema,
};

/** The line's product id: the body's (the web app sends it there) or else the path's; they must agree. */
function lineProductId(pathId: string, bodyId: string | undefined, requiredMessage: string): string {
  const id = bodyId || pathId.trim();
  if (!id) throw new AppError('VALIDATION_ERROR', requiredMessage);
  if (bodyId && pathId && bodyId !== pathId)
    throw new AppError('VALIDATION_ERROR', CART_MESSAGES.productIdMismatch);
  return id;
}

/** The cart calls (docs/requirements/api.md), for signed-in users with a verified e-mail. */
export const cartRoutes: FastifyPluginAsyncZod<{ cart: CartService }> = async (app, { cart }) => {
  app.get(
    '/cart',
    {
      preValidation: requireVerified,
      schema: { tags: ['cart'], response: { 200: cartResponseSchema, ...errors } },
    },
    async (request) => ({ cartItem: await cart.lines(currentUser(request).sub) }),
  );

  app.get(
    '/cart/order-summary',
    {
      preValidation: requireVerified,
      schema: {
        tags: ['cart'],
        summary: 'Subtotal, discount (coupon or rank), shipping and total, computed on the server',
        response: { 200: orderSummarySchema, ...errors },
      },
    },
    async (request) => cart.summary(currentUser(request).sub),
  );

  app.post(
    '/cart/addItem',
    {
      preValidation: requireVerified,
      schema: {
        tags: ['cart'],
        summary: 'Adds a product in a size; an existing product + size adds up the quantities',
        body: addCartItemBodySchema,
        response: { 200: cartChangeResponseSchema, ...errors },
      },
    },
    async (request) => ({
      message: CART_MESSAGES.added,
      cartItems: await cart.addItem(currentUser(request).sub, request.body),
    }),
  );

  app.patch(
    '/cart/update-quantity/:productId',
    {
      preValidation: requireVerified,
      schema: {
        tags: ['cart'],
        params: cartProductParamsSchema,
        body: updateCartItemBodySchema,
        response: { 200: cartChangeResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { size, quantity } = request.body;
      const productId = lineProductId(
        request.params.productId,
        request.body.productId,
        MESSAGES.updateQuantityFields,
      );
      return {
        message: CART_MESSAGES.updated,
        cartItems: await cart.updateQuantity(currentUser(request).sub, { productId, size, quantity }),
      };
    },
  );

  app.delete(
    '/cart/removeItem/:productId',
    {
      preValidation: requireVerified,
      schema: {
        tags: ['cart'],
        params: cartProductParamsSchema,
        body: removeCartItemBodySchema,
        response: { 200: cartChangeResponseSchema, ...errors },
      },
    },
    async (request) => {
      const productId = lineProductId(
        request.params.productId,
        request.body.productId,
        MESSAGES.removeItemFields,
      );
      return {
        message: CART_MESSAGES.removed,
        cartItems: await cart.removeItem(currentUser(request).sub, { productId, size: request.body.size }),
      };
    },
  );

  app.delete(
    '/cart/removeAllItems',
    {
      preValidation: requireVerified,
      schema: { tags: ['cart'], response: { 200: cartChangeResponseSchema, ...errors } },
    },
    async (request) => ({
      message: CART_MESSAGES.cleared,
      cartItems: await cart.removeAll(currentUser(request).sub),
    }),
  );
};
