import {
  changePasswordBodySchema,
  emailBodySchema,
  MESSAGES,
  messageSchema,
  resetPasswordBodySchema,
  resetTokenParamsSchema,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../lib/auth-guard.js';
import { callerOf } from '../../lib/caller.js';
import { type AuthRoutesOptions, authErrors as errors } from './auth-cookies.js';

/** A forgotten password reset by a mailed link, and a change of password from the profile. */
export const passwordRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { auth }) => {
  app.post(
    '/auth/forgot-password',
    { schema: { tags: ['auth'], body: emailBodySchema, response: { 200: messageSchema, ...errors } } },
    async (request) => {
      await auth.forgotPassword(request.body.email);
      return { message: MESSAGES.resetEmailSent };
    },
  );

  app.post(
    '/auth/reset-password/:token',
    {
      schema: {
        tags: ['auth'],
        params: resetTokenParamsSchema,
        body: resetPasswordBodySchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      await auth.resetPassword(request.params.token, request.body.password);
      return { message: MESSAGES.passwordReset };
    },
  );

  app.put(
    '/auth/user-profile/update',
    {
      preValidation: requireUser,
      schema: {
        tags: ['auth'],
        summary: 'Change the password (the current one is required when the account has one)',
        body: changePasswordBodySchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      await auth.changePassword(callerOf(request), request.body.currentPassword, request.body.newPassword);
      return { message: 'Password changed successfully' };
    },
  );
};
