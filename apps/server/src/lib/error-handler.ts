import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { ERROR_STATUS, type ErrorCode } from '@shop/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './app-error.js';
import type { HeaderSet } from './security-headers.js';

interface ZodIssueLike {
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: PropertyKey[]; message?: string }; params?: { code?: unknown } };
}

/**
 * A schema can name a more specific 400 code for its issue (`params: { code: 'INVALID_QUANTITY' }`,
 * docs/requirements/validation.md); anything else, or a code of another status, stays VALIDATION_ERROR.
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
 * The shop's code for a status that Fastify, a plugin or Node chose. The status is kept
 * (a 414 stays a 414, so a client or a proxy sees what happened); the code is one of ERROR_STATUS's,
 * so the web app can translate it. Every 4xx without a code of its own (400, 406, 408, 411, 414, 431…)
 * is VALIDATION_ERROR: the shop's code for a request it cannot take as sent. Every other 5xx is
 * INTERNAL_ERROR.
 */
export function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 401:
      return 'UNAUTHORIZED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 409:
      return 'CONFLICT';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 429:
      return 'RATE_LIMITED';
    case 503:
      return 'SERVICE_UNAVAILABLE';
    default:
      return status >= 400 && status < 500 ? 'VALIDATION_ERROR' : 'INTERNAL_ERROR';
  }
}

const GENERIC_500 = 'Something went wrong on our side. Please try again.';

/**
 * Messages of our own where Fastify's would echo the request's URL back (the router's errors), or
 * where a status has a plainer wording than the framework's.
 */
const MESSAGES: Partial<Record<string, string>> = {
  FST_ERR_MAX_PARAM_LENGTH: 'The address is too long',
  FST_ERR_BAD_URL: 'The address is not valid',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large (10 MB at most)',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type',
};
const STATUS_MESSAGES: Partial<Record<number, string>> = {
  408: 'The request took too long to arrive',
  413: MESSAGES.FST_ERR_CTP_BODY_TOO_LARGE,
  415: 'Unsupported content type or encoding',
  429: 'Too many requests. Please slow down.',
  431: 'The request headers are too large',
};

interface ErrorResponse {
  status: number;
  body: { error: string; code: ErrorCode } & Record<string, unknown>;
  /** a failure nobody expected: logged with its stack, sent without it */
  unexpected?: true;
}

/** The response to any error: an AppError's own, a schema failure's, or one made from its status. */
function responseFor(err: FastifyError): ErrorResponse {
  if (err instanceof AppError) {
    return { status: err.status, body: { error: err.message, code: err.code, ...err.details } };
  }
  if (hasZodFastifySchemaValidationErrors(err)) {
    const issues = err.validation as ZodIssueLike[];
    return { status: 400, body: { error: validationMessage(issues), code: validationCode(issues) } };
  }
  const status = err.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? 413 : (err.statusCode ?? 500);
  if (status < 400 || status >= 500) {
    // 503 is a closing server's or a plugin's load shedding: said as such, without the detail
    return status === 503
      ? {
          status,
          body: { error: 'The service is unavailable. Please try again.', code: 'SERVICE_UNAVAILABLE' },
        }
      : { status: 500, body: { error: GENERIC_500, code: 'INTERNAL_ERROR' }, unexpected: true };
  }
  // Fastify's and plugins' own client errors: malformed JSON, an empty JSON body, a bad content length…
  const error = (err.code && MESSAGES[err.code]) || STATUS_MESSAGES[status] || err.message || 'Bad request';
  return { status, body: { error, code: codeForStatus(status) } };
}

/**
 * Every failure gets `{ error, code }` with the fitting status, so that a client reads every error
 * the same way (docs/requirements/errors.md). Expected failures carry their own message; anything
 * unexpected is logged with the request id and gets a generic 500 (no stack, no SQL). Requests that
 * arrive while the app closes get their response here too (503 SERVICE_UNAVAILABLE), instead of
 * Fastify's own body: see `return503OnClosing: false` in app.ts.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    const { status, body, unexpected } = responseFor(err);
    if (unexpected) request.log.error({ err }, 'unexpected error');
    return reply.status(status).send(body);
  });

  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  // a plain callback: it runs on every request (see app.ts)
  app.addHook('onRequest', (_request, reply, done) => {
    if (!closing) return done();
    reply
      .status(503)
      .header('connection', 'close')
      .send({ error: 'The shop is restarting. Please try again in a moment.', code: 'SERVICE_UNAVAILABLE' });
  });
}

/**
 * Fastify's `frameworkErrors` option: the errors its router raises before any route, hook or error
 * handler runs (a path parameter over `maxParamLength`, a URL that does not decode, an async
 * constraint that failed), sent like every other error instead of with Fastify's own body. No
 * hook runs for them, so the request id, the API's security headers and the log line are set here.
 */
export function frameworkErrorHandler(headers: HeaderSet) {
  return (err: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    const { status, body, unexpected } = responseFor(err);
    if (unexpected) request.log.error({ err }, 'unexpected error');
    else request.log.info({ req: request, status }, 'request refused by the router');
    void reply.headers(headers).header('x-request-id', request.id).status(status).send(body);
  };
}

/**
 * Fastify's `clientErrorHandler` option: what Node could not parse as an HTTP request (a bad request
 * line or header, headers over Node's size limit, a request that took too long to arrive). Nothing
 * of Fastify runs for these; the response is written on the socket, which is then closed, as Fastify's
 * default does, but with the shop's `{ error, code }` body.
 */
export function clientErrorHandler(
  this: FastifyInstance,
  err: Error & { code?: string },
  socket: Socket,
): void {
  // a connection reset: nobody is left to respond to
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : err.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const body = JSON.stringify({
    error: STATUS_MESSAGES[status] ?? 'The request could not be read',
    code: codeForStatus(status),
  });
  this.log.debug({ err }, 'client error');
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}
