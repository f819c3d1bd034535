import { errorBodySchema, REFRESH_TOKEN_TTL_S } from '@shop/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthService, IssuedSession } from './auth.service.js';

/** The cookie that holds the refresh token. */
export const REFRESH_COOKIE = 'refreshToken';

/** The error responses the auth routes declare. */
export const authErrors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  409: errorBodySchema,
  429: errorBodySchema,
};

/** The cookies of a login, set and cleared the same way by every group of auth routes. */
export interface SessionCookies {
  /** out of scripts' reach, never sent cross-site, sent only to the auth endpoints */
  readonly options: { httpOnly: true; sameSite: 'strict'; secure: boolean; path: string };
  setRefresh(reply: FastifyReply, token: string): void;
  clearRefresh(reply: FastifyReply): void;
  /** Puts an issued session's refresh token in its cookie and returns the rest, for the body. */
  withCookie<T extends IssuedSession>(reply: FastifyReply, issued: T): Omit<T, 'refreshToken'>;
}

/** What each group of auth routes is registered with. */
export interface AuthRoutesOptions {
  auth: AuthService;
  cookies: SessionCookies;
}

/** @param secure whether the cookies are sent over https only (a public URL in https) */
export function sessionCookies(secure: boolean): SessionCookies {
  const options = { httpOnly: true, sameSite: 'strict', secure, path: '/api/auth' } as const;
  const setRefresh = (reply: FastifyReply, token: string) => {
    reply.setCookie(REFRESH_COOKIE, token, { ...options, maxAge: REFRESH_TOKEN_TTL_S });
  };
  return {
    options,
    setRefresh,
    clearRefresh: (reply) => {
      reply.clearCookie(REFRESH_COOKIE, options);
    },
    withCookie: (reply, issued) => {
      const { refreshToken, ...session } = issued;
      setRefresh(reply, refreshToken);
      return session;
    },
  };
}

/** The mail language: the one asked for, else the browser's. */
export function languageOf(request: FastifyRequest, asked?: 'en' | 'vi'): 'en' | 'vi' {
  if (asked) return asked;
  return /^vi\b/i.test(String(request.headers['accept-language'] ?? '')) ? 'vi' : 'en';
}
