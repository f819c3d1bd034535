import { isTokenShape, type Role } from '@shop/shared';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from './app-error.js';
import type { AccessClaims, AccessTokens } from './tokens.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** the caller's verified access-token claims, when a valid Bearer token came with the request */
    auth: AccessClaims | undefined;
  }
}

/**
 * Reads the Bearer token once per request; routes then ask for what they need with the guards below,
 * as `onRequest` hooks so that a visitor is told 401 before their body is even validated.
 */
export const authPlugin = fp<{ tokens: AccessTokens }>(async (app: FastifyInstance, { tokens }) => {
  app.decorateRequest('auth', undefined);
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) return;
    const token = header.slice(7).trim();
    if (isTokenShape(token)) request.auth = await tokens.verify(token);
  });
});

export function currentUser(request: FastifyRequest): AccessClaims {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/** A signed-in caller (verified or not). */
export const requireUser: onRequestHookHandler = async (request) => {
  currentUser(request);
};

/** A signed-in caller whose e-mail is verified (SPEC §2: cart, profile, checkout…). */
export const requireVerified: onRequestHookHandler = async (request) => {
  if (!currentUser(request).verified) throw forbidden('Please verify your email first');
};

/** A verified caller with one of these roles (DECISIONS §4). */
export function requireRole(...roles: Role[]): onRequestHookHandler {
  return async (request) => {
    const auth = currentUser(request);
    if (!auth.verified || !roles.includes(auth.role)) throw forbidden();
  };
}
export const requireStaff = requireRole('ADMIN', 'MANAGER');
