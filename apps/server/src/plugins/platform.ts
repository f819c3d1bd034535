import zlib from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { authPlugin } from '../lib/auth-guard.js';
import { COOKIE_PARSE_OPTIONS } from '../lib/cookies.js';
import { registerErrorHandler } from '../lib/error-handler.js';
import { MAX_IMAGE_BYTES } from '../lib/images.js';
import { logRequestEnd } from '../lib/logger.js';
import { registerSecurityHeaders, securityHeaderOptions } from '../lib/security-headers.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** true once the app is closing (its responses then close their keep-alive connection) */
    isClosing(): boolean;
  }
}

/**
 * What every request goes through, whatever sends its response: the request id, the request log and the
 * metrics, the error handler, the security headers, compression, cookies, multipart bodies, the
 * access token (authPlugin) and the API's documentation. Registered after the services plugin, whose
 * decorations it reads.
 *
 * Hooks on every request are plain callbacks, not async functions: they run on each of thousands of
 * requests a second, and a promise per hook per request is measurable.
 */
export const platformPlugin = fp(
  async (app: FastifyInstance) => {
    const { config } = app.ctx;
    const { metrics, accounts, sessionCheck } = app.infrastructure;
    app.addHook('onRequest', (request, reply, done) => {
      reply.header('x-request-id', request.id);
      done();
    });
    // During shutdown, responses to requests in flight close their keep-alive connection, so that the
    // server can stop as soon as they are done.
    let closing = false;
    app.decorate('isClosing', () => closing);
    app.addHook('preClose', async () => {
      closing = true;
    });
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (closing) reply.header('connection', 'close');
      done(null, payload);
    });
    // one line per request, by what it was (lib/logger.ts: reads that succeed quickly at debug)
    app.addHook('onResponse', (request, reply, done) => {
      const ms = reply.elapsedTime;
      logRequestEnd(request.log, request.method, reply.statusCode, ms, () => ({
        req: request,
        status: reply.statusCode,
        ms: Math.round(ms),
      }));
      done();
    });
    if (metrics) app.addHook('onResponse', metrics.onResponse);
    registerErrorHandler(app);

    // helmet's headers, computed once (lib/security-headers.ts says why)
    registerSecurityHeaders(app, securityHeaderOptions(config));
    await app.register(compress, {
      global: true,
      threshold: 1024,
      // every browser takes one of these; the cache entries are compressed in these two only
      // (delivery/http-encoding.ts), and a deflate response would differ from theirs for no client's gain
      encodings: ['br', 'gzip'],
      // brotli's default (quality 11) costs milliseconds per response; 4 compresses nearly as well, fast
      brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    });
    // a cookie value that is not valid percent-encoding is ignored, not an error (lib/cookies.ts)
    await app.register(cookie, { parseOptions: COOKIE_PARSE_OPTIONS });
    await app.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 10, fields: 10 } });
    // a token of a login that ended (signed out, password reset) is rejected within seconds, not at
    // its expiry (modules/auth/session-check.ts)
    await app.register(authPlugin, {
      tokens: app.ctx.tokens,
      sessionLive: (claims) => sessionCheck.live(claims),
      lookup: async (accountId) => {
        const found = await accounts.findByAccountId(accountId);
        return found
          ? {
              role: found.account.role,
              verified: found.account.isVerified,
              active: found.user.status === 'ACTIVE',
            }
          : undefined;
      },
    });

    await app.register(swagger, {
      openapi: {
        info: { title: 'Lumière Saigon shop API', version: '1.0.0' },
        servers: [{ url: '/' }],
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  },
  { name: 'platform', dependencies: ['services'] },
);
