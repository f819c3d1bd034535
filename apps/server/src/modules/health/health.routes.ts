import { errorBodySchema, healthSchema } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import type { Readiness } from './readiness.js';

// server-side only: the probes of a load balancer or an orchestrator, not something the web app reads
const checksSchema = z.record(z.string(), z.enum(['ok', 'failed']));
const liveSchema = z.object({ status: z.literal('ok') });
const readySchema = z.object({ status: z.literal('ok'), checks: checksSchema });
const notReadySchema = errorBodySchema.extend({ checks: checksSchema });

export const healthRoutes: FastifyPluginAsyncZod<{ ctx: AppContext; readiness: Readiness }> = async (
  app,
  { ctx, readiness },
) => {
  app.get(
    '/health',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['health'],
        summary: 'Whether the server and its database respond',
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

  app.get(
    '/health/live',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['health'],
        summary: 'Whether the process is up (no I/O: a restart is the only cure when this fails)',
        response: { 200: liveSchema },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/health/ready',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['health'],
        summary: 'Whether this instance can serve: every dependency (database, Redis when set) responds',
        response: { 200: readySchema, 503: notReadySchema },
      },
    },
    async () => {
      const { ready, checks } = await readiness.run();
      if (!ready) {
        const failed = Object.keys(checks).filter((name) => checks[name] === 'failed');
        throw new AppError('SERVICE_UNAVAILABLE', `Not ready: no answer from ${failed.join(' and ')}`, {
          checks,
        });
      }
      return { status: 'ok' as const, checks };
    },
  );
};
