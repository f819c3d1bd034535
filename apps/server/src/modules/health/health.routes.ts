import { errorBodySchema, healthSchema } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';

export const healthRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/health',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['health'],
        summary: 'Whether the server and its database answer',
        response: { 200: healthSchema, 503: errorBodySchema },
      },
    },
    async () => {
      try {
        await ctx.database.ping();
      } catch {
        throw new AppError('SERVICE_UNAVAILABLE', 'The database does not answer');
      }
      return { status: 'ok' as const, db: 'ok' as const };
    },
  );
};
