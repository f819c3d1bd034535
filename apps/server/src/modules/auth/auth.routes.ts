import {
  authSessionSchema,
  changePasswordBodySchema,
  emailBodySchema,
  errorBodySchema,
  googleCodeBodySchema,
  linkGoogleResponseSchema,
  loginBodySchema,
  MESSAGES,
  messageSchema,
  profileBodySchema,
  profileResponseSchema,
  REFRESH_TOKEN_TTL_S,
  refreshResponseSchema,
  resetPasswordBodySchema,
  resetTokenParamsSchema,
  setPasswordBodySchema,
  signupBodySchema,
  signupResponseSchema,
  userResponseSchema,
  VERIFICATION_CODE_TTL_MS,
  verifyEmailBodySchema,
  verifyEmailResponseSchema,
} from '@shop/shared';
import type { FastifyReply, FastifyRequest, preValidationHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.js';
import { currentUser, requireUser } from '../../lib/auth-guard.js';
import type { AuthService, IssuedSession } from './auth.service.js';

const COOKIE = 'refreshToken';
/**
 * the browser that signed up. Its code proof keeps the password typed there; a proof
 * from anywhere else ends it (docs/decisions/0001-proving-an-address.md).
 */
const SIGNUP_COOKIE = 'signupBrowser';
const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  409: errorBodySchema,
  429: errorBodySchema,
};

/**
 * DECISIONS §4: cookie-authenticated endpoints require `X-Requested-With: XMLHttpRequest`, which a
 * cross-site form cannot send (with SameSite=Strict, a second wall against CSRF).
 */
const requireXhr: preValidationHookHandler = async (request) => {
  if (request.headers['x-requested-with'] !== 'XMLHttpRequest') {
    throw new AppError('FORBIDDEN', 'Missing X-Requested-With header');
  }
};

/** The mail language: the one asked for, else the browser's. */
function languageOf(request: FastifyRequest, asked?: 'en' | 'vi'): 'en' | 'vi' {
  if (asked) return asked;
  return /^vi\b/i.test(String(request.headers['accept-language'] ?? '')) ? 'vi' : 'en';
}

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService; secureCookies: boolean }> = async (
  app,
  { auth, secureCookies },
) => {
  // both cookies: out of scripts' reach, never sent cross-site, only to the auth endpoints
  const cookieOptions = {
    httpOnly: true,
    sameSite: 'strict',
    secure: secureCookies,
    path: '/api/auth',
  } as const;
  const setRefreshCookie = (reply: FastifyReply, token: string) =>
    reply.setCookie(COOKIE, token, { ...cookieOptions, maxAge: REFRESH_TOKEN_TTL_S });
  const clearRefreshCookie = (reply: FastifyReply) => reply.clearCookie(COOKIE, cookieOptions);
  const withCookie = <T extends IssuedSession>(reply: FastifyReply, issued: T): Omit<T, 'refreshToken'> => {
    const { refreshToken, ...session } = issued;
    setRefreshCookie(reply, refreshToken);
    return session;
  };

  app.post(
    '/auth/signup',
    {
      schema: { tags: ['auth'], body: signupBodySchema, response: { 201: signupResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const { language, ...input } = request.body;
      const { user, signupProof } = await auth.signup(
        { ...input, language: languageOf(request, language) },
        request.ip,
      );
      // as long as the code it mailed lives
      reply.setCookie(SIGNUP_COOKIE, signupProof, {
        ...cookieOptions,
        maxAge: Math.floor(VERIFICATION_CODE_TTL_MS / 1000),
      });
      return reply.status(201).send({ success: true as const, user, message: MESSAGES.signupSuccess });
    },
  );

  app.post(
    '/auth/login',
    { schema: { tags: ['auth'], body: loginBodySchema, response: { 200: authSessionSchema, ...errors } } },
    async (request, reply) => withCookie(reply, await auth.login(request.body, request.ip)),
  );

  app.post(
    '/auth/verify-email',
    {
      schema: {
        tags: ['auth'],
        body: verifyEmailBodySchema,
        response: { 200: verifyEmailResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await auth.verifyEmail(
        request.body,
        request.auth,
        request.ip,
        request.cookies[SIGNUP_COOKIE],
      );
      // an account already verified is told so, and gets no session (DECISIONS §11)
      if (!('refreshToken' in result)) return result;
      // the address is proven: the sign-up browser has nothing left to prove
      reply.clearCookie(SIGNUP_COOKIE, cookieOptions);
      return withCookie(reply, result);
    },
  );

  app.post(
    '/auth/resend-verification',
    { schema: { tags: ['auth'], body: emailBodySchema, response: { 200: messageSchema, ...errors } } },
    async (request) => {
      await auth.resendVerification(request.body.email);
      return { message: MESSAGES.verificationEmailSent };
    },
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
    async (request) => auth.me(currentUser(request)),
  );

  app.post(
    '/auth/refresh-token',
    {
      preValidation: requireXhr,
      schema: { tags: ['auth'], response: { 200: refreshResponseSchema, ...errors } },
    },
    async (request, reply) => {
      try {
        const { accessToken, refreshToken } = await auth.refresh(request.cookies[COOKIE]);
        if (refreshToken) setRefreshCookie(reply, refreshToken);
        return { accessToken };
      } catch (err) {
        clearRefreshCookie(reply);
        throw err;
      }
    },
  );

  app.post(
    '/auth/logout',
    { preValidation: requireXhr, schema: { tags: ['auth'], response: { 200: messageSchema, ...errors } } },
    async (request, reply) => {
      await auth.logout(request.cookies[COOKIE]);
      clearRefreshCookie(reply);
      return { message: 'Logged out' };
    },
  );

  app.post(
    '/auth/forgot-password',
    { schema: { tags: ['auth'], body: emailBodySchema, response: { 200: messageSchema, ...errors } } },
    async (request) => {
      await auth.forgotPassword(request.body.email);
      return { message: MESSAGES.resetEmailSent };
    },
  );

  app.post(
    '/auth/reset-password/:token',
    {
      schema: {
        tags: ['auth'],
        params: resetTokenParamsSchema,
        body: resetPasswordBodySchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      await auth.resetPassword(request.params.token, request.body.password);
      return { message: MESSAGES.passwordReset };
    },
  );

  app.put(
    '/auth/profile',
    {
      preValidation: requireUser,
      schema: { tags: ['auth'], body: profileBodySchema, response: { 200: userResponseSchema, ...errors } },
    },
    async (request) => ({ user: await auth.updateProfile(currentUser(request), request.body) }),
  );

  app.get(
    '/auth/user-profile',
    {
      preValidation: requireUser,
      schema: { tags: ['auth'], response: { 200: profileResponseSchema, ...errors } },
    },
    async (request) => auth.profile(currentUser(request)),
  );

  app.get(
    '/auth/user-summary',
    {
      preValidation: requireUser,
      schema: { tags: ['auth'], response: { 200: profileResponseSchema, ...errors } },
    },
    async (request) => auth.profile(currentUser(request)),
  );

  app.put(
    '/auth/user-profile/update',
    {
      preValidation: requireUser,
      schema: {
        tags: ['auth'],
        summary: 'Change the password (the current one is required when the account has one)',
        body: changePasswordBodySchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      await auth.changePassword(currentUser(request), request.body.currentPassword, request.body.newPassword);
      return { message: 'Password changed successfully' };
    },
  );

  app.delete(
    '/auth/delete-account',
    { preValidation: requireUser, schema: { tags: ['auth'], response: { 200: messageSchema, ...errors } } },
    async (request, reply) => {
      await auth.deleteAccount(currentUser(request));
      clearRefreshCookie(reply);
      return { message: 'Your account has been deleted' };
    },
  );

  app.post(
    '/auth/google/login',
    {
      schema: { tags: ['auth'], body: googleCodeBodySchema, response: { 200: authSessionSchema, ...errors } },
    },
    async (request, reply) =>
      withCookie(reply, await auth.googleLogin(request.body.googleCode, languageOf(request))),
  );

  app.post(
    '/auth/google/link-account',
    {
      preValidation: requireUser,
      schema: {
        tags: ['auth'],
        body: googleCodeBodySchema,
        response: { 200: linkGoogleResponseSchema, ...errors },
      },
    },
    async (request, reply) => ({
      ...withCookie(reply, await auth.googleLink(currentUser(request), request.body.googleCode)),
      message: 'Google account linked successfully',
    }),
  );

  app.delete(
    '/auth/google/unlink-account',
    { preValidation: requireUser, schema: { tags: ['auth'], response: { 200: messageSchema, ...errors } } },
    async (request) => {
      await auth.googleUnlink(currentUser(request));
      return { message: 'Google account unlinked successfully' };
    },
  );

  app.post(
    '/auth/google/set-password',
    {
      preValidation: requireUser,
      schema: { tags: ['auth'], body: setPasswordBodySchema, response: { 200: messageSchema, ...errors } },
    },
    async (request) => {
      await auth.setPassword(currentUser(request), request.body.password);
      return { message: 'Password set successfully' };
    },
  );
};
