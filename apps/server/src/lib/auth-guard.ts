import { isTokenShape, type Role } from '@shop/shared';
import type { FastifyInstance, FastifyRequest, preValidationHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from './app-error.js';
import type { AccessClaims, AccessTokens } from './tokens.js';

/** The account's current role and state, read from the database (a token may be up to 15 minutes old). */
export type AccountLookup = (
  accountId: string,
) => Promise<{ role: Role; verified: boolean; active: boolean } | undefined>;

declare module 'fastify' {
  interface FastifyInstance {
    accountLookup: AccountLookup;
  }
  interface FastifyRequest {
    /** the caller's verified access-token claims, when a valid Bearer token came with the request */
    auth: AccessClaims | undefined;
  }
}

/**
 * Reads the Bearer token once per request; routes then ask for what they need with the guards below,
 * as `preValidation` hooks: after the rate limiter (an onRequest hook), before body validation, so a
 * visitor is told 401 rather than a validation error.
 */
export const authPlugin = fp<{
  tokens: AccessTokens;
  lookup: AccountLookup;
  /**
   * whether the token's login is still live: a token of a login that ended (signed out, password
   * reset) is rejected
   */
  sessionLive: (claims: AccessClaims) => Promise<boolean>;
}>(async (app: FastifyInstance, { tokens, lookup, sessionLive }) => {
  app.decorateRequest('auth', undefined);
  app.decorate('accountLookup', lookup);
  app.addHook('onRequest', (request: FastifyRequest, _reply, done) => {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) return done();
    const token = header.slice(7).trim();
    if (!isTokenShape(token)) return done();
    tokens
      .verify(token)
      .then(async (claims) => {
        // a token of an ended login counts as none: the guards respond 401, as for an expired one
        if (claims && (await sessionLive(claims))) request.auth = claims;
      })
      .then(() => done(), done);
  });
});

export function currentUser(request: FastifyRequest): AccessClaims {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/** A signed-in caller (verified or not). */
export const requireUser: preValidationHookHandler = async (request) => {
  currentUser(request);
};

/** A signed-in caller whose e-mail is verified (the cart, profile, checkout…: docs/requirements/roles.md). */
export const requireVerified: preValidationHookHandler = async (request) => {
  if (!currentUser(request).verified) throw forbidden('Please verify your email first');
};

/**
 * A verified, active caller with one of these roles (docs/requirements/roles.md). The role is read from the
 * database, not trusted from the token, so a demotion takes effect at once.
 */
export function requireRole(...roles: Role[]): preValidationHookHandler {
  return async function (request) {
    const auth = currentUser(request);
    const account = await this.accountLookup(auth.acc);
    if (!account?.verified || !account.active || !roles.includes(account.role)) throw forbidden();
    request.auth = { ...auth, role: account.role, verified: true };
  };
}

/** Whether the caller is verified staff right now (for reads that show staff more, e.g. hidden products). */
export async function isStaffCaller(request: FastifyRequest): Promise<boolean> {
  if (!request.auth || (request.auth.role !== 'ADMIN' && request.auth.role !== 'MANAGER')) return false;
  const account = await request.server.accountLookup(request.auth.acc);
  return Boolean(
    account?.verified && account.active && (account.role === 'ADMIN' || account.role === 'MANAGER'),
  );
}
export const requireStaff = requireRole('ADMIN', 'MANAGER');
