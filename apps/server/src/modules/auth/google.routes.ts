import {
  authSessionSchema,
  googleCodeBodySchema,
  linkGoogleResponseSchema,
  messageSchema,
  setPasswordBodySchema,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../lib/auth-guard.js';
import { callerOf } from '../../lib/caller.js';
import { type AuthRoutesOptions, authErrors as errors, languageOf } from './auth-cookies.js';

/** Signing in with Google, linking and unlinking it, and a first password for a Google account. */
export const googleRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { auth, cookies }) => {
  app.post(
    '/auth/google/login',
    {
      schema: { tags: ['auth'], body: googleCodeBodySchema, response: { 200: authSessionSchema, ...errors } },
    },
    async (request, reply) =>
      cookies.withCookie(reply, await auth.googleLogin(request.body.googleCode, languageOf(request))),
  );

  app.post(
    '/auth/google/link-account',
    {
      preValidation: requireUser,
      schema: {
        tags: ['auth'],
        body: googleCodeBodySchema,
        response: { 200: linkGoogleResponseSchema, ...errors },
      },
    },
    async (request, reply) => ({
      ...cookies.withCookie(reply, await auth.googleLink(callerOf(request), request.body.googleCode)),
      message: 'Google account linked successfully',
    }),
  );

  app.delete(
    '/auth/google/unlink-account',
    { preValidation: requireUser, schema: { tags: ['auth'], response: { 200: messageSchema, ...errors } } },
    async (request) => {
      await auth.googleUnlink(callerOf(request));
      return { message: 'Google account unlinked successfully' };
    },
  );

  app.post(
    '/auth/google/set-password',
    {
      preValidation: requireUser,
      schema: { tags: ['auth'], body: setPasswordBodySchema, response: { 200: messageSchema, ...errors } },
    },
    async (request) => {
      await auth.setPassword(callerOf(request), request.body.password);
      return { message: 'Password set successfully' };
    },
  );
};
