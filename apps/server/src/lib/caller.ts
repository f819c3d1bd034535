import type { Role } from '@shop/shared';
import type { FastifyRequest } from 'fastify';
import { currentUser } from './auth-guard.js';

/**
 * Who a request comes from: the signed-in user named by its access token, for the services to act
 * for. Behind `requireStaff` or `requireRole` the role was just read from the database; elsewhere it
 * is the token's, up to 15 minutes old, so a service that decides by role is called behind a guard.
 */
export interface Caller {
  userId: string;
  accountId: string;
  /** the login (refresh-token family) the access token belongs to */
  sessionId: string;
  role: Role;
}

/** The request's caller; 401 when no valid access token came with it. */
export function callerOf(request: FastifyRequest): Caller {
  const { sub, acc, sid, role } = currentUser(request);
  return { userId: sub, accountId: acc, sessionId: sid, role };
}
