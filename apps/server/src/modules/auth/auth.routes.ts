import { authSessionSchema, errorBodySchema } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../../lib/auth-guard.js';
import type { AuthService } from './auth.service.js';

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  app.get(
    '/auth/me',
    {
      preHandler: requireUser,
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user and account, with a fresh access token',
        response: { 200: authSessionSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => auth.me(currentUser(request)),
  );
};
