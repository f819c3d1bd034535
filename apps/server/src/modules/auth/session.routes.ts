import { authSessionSchema, loginBodySchema, messageSchema, refreshResponseSchema } from '@shop/shared';
import type { preValidationHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.js';
import { requireUser } from '../../lib/auth-guard.js';
import { callerOf } from '../../lib/caller.js';
import { type AuthRoutesOptions, authErrors as errors, REFRESH_COOKIE } from './auth-cookies.js';

/**
 * The endpoints authenticated by the refresh cookie require `X-Requested-With: XMLHttpRequest`,
 * which a cross-site form cannot send: a second wall against CSRF besides SameSite=Strict.
 */
const requireXhr: preValidationHookHandler = async (request) => {
  if (request.headers['x-requested-with'] !== 'XMLHttpRequest') {
    throw new AppError('FORBIDDEN', 'Missing X-Requested-With header');
  }
};

/** A login: signing in with a password, the session's access tokens, signing out. */
export const sessionRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { auth, cookies }) => {
  app.post(
    '/auth/login',
    { schema: { tags: ['auth'], body: loginBodySchema, response: { 200: authSessionSchema, ...errors } } },
    async (request, reply) => cookies.withCookie(reply, await auth.login(request.body, request.ip)),
  );

  app.get(
    '/auth/me',
    {
      preValidation: requireUser,
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user and account, with a fresh access token',
        response: { 200: authSessionSchema, ...errors },
      },
    },
    async (request) => auth.me(callerOf(request)),
  );

  app.post(
    '/auth/refresh-token',
    {
      preValidation: requireXhr,
      schema: { tags: ['auth'], response: { 200: refreshResponseSchema, ...errors } },
    },
    async (request, reply) => {
      try {
        const { accessToken, refreshToken } = await auth.refresh(request.cookies[REFRESH_COOKIE]);
        if (refreshToken) cookies.setRefresh(reply, refreshToken);
        return { accessToken };
      } catch (err) {
        cookies.clearRefresh(reply);
        throw err;
      }
    },
  );

  app.post(
    '/auth/logout',
    { preValidation: requireXhr, schema: { tags: ['auth'], response: { 200: messageSchema, ...errors } } },
    async (request, reply) => {
      await auth.logout(request.cookies[REFRESH_COOKIE]);
      cookies.clearRefresh(reply);
      return { message: 'Logged out' };
    },
  );
};
