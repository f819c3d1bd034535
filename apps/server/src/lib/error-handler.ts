import { ERROR_STATUS, type ErrorCode } from '@shop/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './app-error.js';

interface ZodIssueLike {
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: PropertyKey[]; message?: string }; params?: { code?: unknown } };
}

/**
 * A schema can name a more specific 400 code for its issue (`params: { code: 'INVALID_QUANTITY' }`,
 * SPEC §5); anything else, or a code of another status, stays VALIDATION_ERROR.
 */
function validationCode(issues: ZodIssueLike[]): ErrorCode {
  const code = issues[0]?.params?.params?.code;
  return typeof code === 'string' &&
    Object.hasOwn(ERROR_STATUS, code) &&
    ERROR_STATUS[code as ErrorCode] === 400
    ? (code as ErrorCode)
    : 'VALIDATION_ERROR';
}

/** "email: Invalid email address" — the first failing field, readable by a person. */
function validationMessage(issues: ZodIssueLike[]): string {
  const first = issues[0];
  if (!first) return 'Invalid request';
  const field = (first.params?.issue?.path ?? first.instancePath?.split('/').filter(Boolean) ?? [])
    .map(String)
    .join('.');
  const message = first.params?.issue?.message ?? first.message ?? 'is invalid';
  return field ? `${field}: ${message}` : message;
}

/**
 * DECISIONS §3: every failure answers `{ error, code }` with the fitting status. Expected failures
 * carry their own message; anything unexpected is logged with the request id and answered with a
 * generic 500 (no stack, no SQL).
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      return reply.status(err.status).send({ error: err.message, code: err.code, ...err.details });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const issues = err.validation as ZodIssueLike[];
      return reply.status(400).send({ error: validationMessage(issues), code: validationCode(issues) });
    }
    const status = err.statusCode ?? 500;
    if (status === 413 || err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply
        .status(413)
        .send({ error: 'Request body is too large (10 MB at most)', code: 'PAYLOAD_TOO_LARGE' });
    }
    if (status === 429) {
      return reply.status(429).send({ error: 'Too many requests. Please slow down.', code: 'RATE_LIMITED' });
    }
    if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.status(415).send({ error: 'Unsupported content type', code: 'UNSUPPORTED_MEDIA_TYPE' });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, empty JSON body, bad content length…
      return reply.status(status).send({ error: err.message, code: 'VALIDATION_ERROR' });
    }
    request.log.error({ err }, 'unexpected error');
    return reply
      .status(500)
      .send({ error: 'Something went wrong on our side. Please try again.', code: 'INTERNAL_ERROR' });
  });
}
