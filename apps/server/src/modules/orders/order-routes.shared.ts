import { errorBodySchema, invalidTransitionErrorSchema } from '@shop/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { currentUser, isStaffCaller } from '../../lib/auth-guard.js';
import type { Caller } from './orders.service.js';

/** The error responses of the order routes. */
export const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: invalidTransitionErrorSchema,
};

/** Ids that are not UUIDs are simply not found (never a database error). */
export const params = z.object({ id: z.string().max(64) });

/** The signed-in user, and whether they are staff right now (the role is read from the database). */
export async function callerOf(request: FastifyRequest): Promise<Caller> {
  return { userId: currentUser(request).sub, staff: await isStaffCaller(request) };
}

/** Behind requireStaff the role was just read from the database. */
export const staffCaller = (request: FastifyRequest): Caller => ({
  userId: currentUser(request).sub,
  staff: true,
});
