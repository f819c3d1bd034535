import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { MAX_BODY_BYTES } from '@shop/shared';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { Config } from './config.js';
import { type Database, openDatabase } from './db/client.js';
import { runMigrations } from './db/migrate.js';
import { seedDemoCatalog } from './db/seed/seed.js';
import { authPlugin } from './lib/auth-guard.js';
import type { AppContext } from './lib/context.js';
import { registerErrorHandler } from './lib/error-handler.js';
import { IMAGE_ROUTE, ImageStore } from './lib/images.js';
import { loggerOptions } from './lib/logger.js';
import { ResponseCache } from './lib/response-cache.js';
import { AccessTokens } from './lib/tokens.js';
import { registerWebApp } from './lib/web-app.js';
import { authMail } from './modules/auth/auth.mail.js';
import { AuthRepository } from './modules/auth/auth.repository.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { AuthService } from './modules/auth/auth.service.js';
import { GoogleClient } from './modules/auth/google.client.js';
import { bannerRoutes } from './modules/banners/banners.routes.js';
import { BannersService } from './modules/banners/banners.service.js';
import { cartRoutes } from './modules/cart/cart.routes.js';
import { CartService } from './modules/cart/cart.service.js';
import { catalogRoutes } from './modules/catalog/catalog.routes.js';
import { CatalogService } from './modules/catalog/catalog.service.js';
import { collectionRoutes } from './modules/collections/collections.routes.js';
import { CollectionsService } from './modules/collections/collections.service.js';
import { couponRoutes } from './modules/coupons/coupons.routes.js';
import { CouponsService } from './modules/coupons/coupons.service.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { createMailQueue, type MailQueue, type MailQueueOptions } from './modules/mail/mail.queue.js';

/** The services of the running app, for tests and the e2e harness. */
export interface Services {
  auth: AuthService;
  mail: MailQueue;
  catalog: CatalogService;
  collections: CollectionsService;
  banners: BannersService;
  cart: CartService;
  coupons: CouponsService;
  images: ImageStore;
  /** the public catalogue answers; every write that changes what shoppers see invalidates it */
  cache: ResponseCache;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    services: Services;
  }
}

export interface BuildOptions {
  /** an already open (and migrated) database; otherwise one is opened from the config and migrated */
  database?: Database;
  /** where log lines go (tests capture them); stdout by default */
  logStream?: DestinationStream;
  /** mail worker knobs (tests poll faster) */
  mailQueue?: Partial<MailQueueOptions>;
}

/** A request id from the caller is kept when it looks like one; otherwise a new UUID. */
const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * The app factory used by tests (`inject`) and by the real listener (server.ts). It owns the database
 * it opened and closes it in onClose.
 */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logStream
      ? { ...loggerOptions(config.logLevel), stream: options.logStream }
      : loggerOptions(config.logLevel),
    bodyLimit: MAX_BODY_BYTES,
    trustProxy: config.env === 'production' ? 'loopback' : false,
    requestIdHeader: false,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    // a stuck client must not hold a connection forever; shutdown waits for requests in flight
    requestTimeout: 120_000,
    return503OnClosing: true,
    // one log line per request (onResponse below) instead of two
    logController: new LogController({ disableRequestLogging: true }),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const ownsDatabase = !options.database;
  const database =
    options.database ?? (await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir }));
  if (ownsDatabase) await runMigrations(database);
  app.addHook('onClose', async () => {
    if (ownsDatabase) await database.close();
  });

  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    tokens: new AccessTokens(config.jwtSecret),
    log: app.log,
  };
  app.decorate('ctx', ctx);

  // Hooks on every request are plain callbacks, not async functions: they run on each of thousands
  // of requests a second, and a promise per hook per request is measurable.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  // During shutdown, answers to requests in flight close their keep-alive connection, so that the
  // server can stop as soon as they are done.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
  app.addHook('onResponse', (request, reply, done) => {
    const fields = { req: request, status: reply.statusCode, ms: Math.round(reply.elapsedTime) };
    if (reply.statusCode >= 500) request.log.error(fields, 'request failed');
    else request.log.info(fields, 'request completed');
    done();
  });
  registerErrorHandler(app);

  // Google sign-in (only when configured) loads its script and frame from accounts.google.com
  const google = (...sources: string[]) => (config.google ? sources : []);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...google('https://accounts.google.com/gsi/client')],
        // react-hot-toast and swagger-ui set inline styles
        styleSrc: ["'self'", "'unsafe-inline'", ...google('https://accounts.google.com/gsi/style')],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...google('https://accounts.google.com/gsi/')],
        frameSrc: ["'self'", ...google('https://accounts.google.com/gsi/')],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: config.env === 'production' ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // the Google sign-in popup talks back through window.opener
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    hsts: config.env === 'production',
  });
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip', 'deflate'],
    // brotli's default (quality 11) costs milliseconds per answer; 4 compresses nearly as well, fast
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 10, fields: 10 } });
  const accounts = new AuthRepository(database.db);
  await app.register(authPlugin, {
    tokens: ctx.tokens,
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

  const mail = createMailQueue(config, database.db, app.log, options.mailQueue);
  const googleClient = config.google ? new GoogleClient(config.google) : undefined;
  const auth = new AuthService(ctx, authMail(mail, config.publicUrl), googleClient);
  const images = new ImageStore(path.join(config.dataDir, 'images'));
  const cache = new ResponseCache();
  const catalog = new CatalogService(database.db, images, cache);
  const collections = new CollectionsService(database.db, images, cache, catalog);
  const banners = new BannersService(database.db, images, cache);
  const cart = new CartService({ db: database.db });
  const coupons = new CouponsService({ db: database.db, cart });
  app.decorate('services', { auth, mail, catalog, collections, banners, cart, coupons, images, cache });
  // the worker stops (finishing sends in flight) before the database closes
  app.addHook('onReady', async () => mail.start());
  app.addHook('preClose', async () => {
    await mail.stop();
  });
  await app.register(
    async (api) => {
      await api.register(rateLimit, {
        max: config.rateLimitPerMinute,
        timeWindow: 60_000,
        // the answer's body comes from the error handler (429 RATE_LIMITED)
        errorResponseBuilder: (_req, context) =>
          Object.assign(new Error('Too many requests'), { statusCode: context.statusCode }),
      });
      await api.register(healthRoutes, { ctx });
      await api.register(authRoutes, { auth, secureCookies: config.publicUrl.startsWith('https:') });
      await api.register(catalogRoutes, { catalog, cache });
      await api.register(collectionRoutes, { collections, cache });
      await api.register(bannerRoutes, { banners, cache });
      await api.register(cartRoutes, { cart });
      await api.register(couponRoutes, { coupons });
    },
    { prefix: '/api' },
  );

  // uploaded images: random keys, never rewritten, so cached for a year
  fs.mkdirSync(images.dir, { recursive: true });
  await app.register(fastifyStatic, {
    root: images.dir,
    prefix: IMAGE_ROUTE,
    decorateReply: false,
    index: false,
    immutable: true,
    maxAge: '365d',
  });
  await registerWebApp(app, config.webDistDir);

  if (config.admin) await auth.ensureAdmin(config.admin.email, config.admin.password);
  // DECISIONS §9: an empty database gets the demo catalogue (embedded DB by default, see SEED_DEMO)
  if (config.seedDemo) {
    const seeded = await seedDemoCatalog(database.db, images, app.log);
    if (seeded.seeded) cache.invalidate();
  }
  return app;
}
