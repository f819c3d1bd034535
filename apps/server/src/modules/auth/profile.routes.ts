import { messageSchema, profileBodySchema, profileResponseSchema, userResponseSchema } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../lib/auth-guard.js';
import { callerOf } from '../../lib/caller.js';
import { type AuthRoutesOptions, authErrors as errors } from './auth-cookies.js';

/** The signed-in customer's own profile, and the deletion of their account. */
export const profileRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { auth, cookies }) => {
  app.put(
    '/auth/profile',
    {
      preValidation: requireUser,
      schema: { tags: ['auth'], body: profileBodySchema, response: { 200: userResponseSchema, ...errors } },
    },
    async (request) => ({ user: await auth.updateProfile(callerOf(request), request.body) }),
  );

  app.get(
    '/auth/user-profile',
    {
      preValidation: requireUser,
      schema: { tags: ['auth'], response: { 200: profileResponseSchema, ...errors } },
    },
    async (request) => auth.profile(callerOf(request)),
  );

  app.get(
    '/auth/user-summary',
    {
      preValidation: requireUser,
      schema: { tags: ['auth'], response: { 200: profileResponseSchema, ...errors } },
    },
    async (request) => auth.profile(callerOf(request)),
  );

  app.delete(
    '/auth/delete-account',
    { preValidation: requireUser, schema: { tags: ['auth'], response: { 200: messageSchema, ...errors } } },
    async (request, reply) => {
      await auth.deleteAccount(callerOf(request));
      cookies.clearRefresh(reply);
      return { message: 'Your account has been deleted' };
    },
  );
};
