import {
  emailBodySchema,
  MESSAGES,
  messageSchema,
  signupBodySchema,
  signupResponseSchema,
  VERIFICATION_CODE_TTL_MS,
  verifyEmailBodySchema,
  verifyEmailResponseSchema,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../lib/caller.js';
import { type AuthRoutesOptions, authErrors as errors, languageOf } from './auth-cookies.js';

/**
 * The browser that signed up. Its code proof keeps the password typed there; a proof from anywhere
 * else ends it (docs/decisions/0001-proving-an-address.md).
 */
const SIGNUP_COOKIE = 'signupBrowser';

/** Sign-up, and the proof of the address by the mailed code. */
export const signUpRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { auth, cookies }) => {
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
        ...cookies.options,
        maxAge: Math.floor(VERIFICATION_CODE_TTL_MS / 1000),
      });
      return reply.status(201).send({ success: true as const, user, message: MESSAGES.signupSuccess });
    },
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
        request.auth ? callerOf(request) : undefined,
        request.ip,
        request.cookies[SIGNUP_COOKIE],
      );
      // an account already verified is told so, and gets no session
      if (!('refreshToken' in result)) return result;
      // the address is proven: the sign-up browser has nothing left to prove
      reply.clearCookie(SIGNUP_COOKIE, cookies.options);
      return cookies.withCookie(reply, result);
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
};
