import path from 'node:path';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
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
import { authPlugin } from './lib/auth-guard.js';
import type { AppContext } from './lib/context.js';
import { COOKIE_PARSE_OPTIONS } from './lib/cookies.js';
import { clientErrorHandler, frameworkErrorHandler, registerErrorHandler } from './lib/error-handler.js';
import { registerImageRoute } from './lib/image-route.js';
import { ImageStore } from './lib/images.js';
import { loggerOptions, logRequestEnd, requestId } from './lib/logger.js';
import { Metrics } from './lib/metrics.js';
import { closeRedis, connectRedis, redisValues } from './lib/redis.js';
import { IPV6_SUBNET, proxyTrust, RateLimitCounts } from './lib/request-counts.js';
import { registerSecurityHeaders, securityHeaders } from './lib/security-headers.js';
import { createStorage } from './lib/storage.js';
import { AccessTokens } from './lib/tokens.js';
import { addressRoutes } from './modules/address/address.routes.js';
import { ProvincesClient } from './modules/address/provinces.client.js';
import { analyticsRoutes } from './modules/analytics/analytics.routes.js';
import { AnalyticsService } from './modules/analytics/analytics.service.js';
import { authMail } from './modules/auth/auth.mail.js';
import { AuthRepository } from './modules/auth/auth.repository.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { AuthService } from './modules/auth/auth.service.js';
import { GoogleClient } from './modules/auth/google.client.js';
import { SessionCheck } from './modules/auth/session-check.js';
import { bannerRoutes } from './modules/banners/banners.routes.js';
import { BannersService } from './modules/banners/banners.service.js';
import { cartRoutes } from './modules/cart/cart.routes.js';
import { CartService } from './modules/cart/cart.service.js';
import { catalogPagePreloads } from './modules/catalog/catalog.preloads.js';
import { catalogRoutes } from './modules/catalog/catalog.routes.js';
import { catalogScopes } from './modules/catalog/catalog.scopes.js';
import { CatalogService } from './modules/catalog/catalog.service.js';
import { checkoutRoutes } from './modules/checkout/checkout.routes.js';
import { CheckoutService } from './modules/checkout/checkout.service.js';
import { ExchangeRates } from './modules/checkout/exchange-rates.js';
import { PaymentExpiry, type PaymentExpiryOptions } from './modules/checkout/payment-expiry.js';
import { PaymentsService } from './modules/checkout/payments.service.js';
import { PaypalClient } from './modules/checkout/paypal.client.js';
import { bankName, qrPaymentFor } from './modules/checkout/qr-payment.js';
import { collectionRoutes } from './modules/collections/collections.routes.js';
import { CollectionsService } from './modules/collections/collections.service.js';
import { couponRoutes } from './modules/coupons/coupons.routes.js';
import { CouponsService } from './modules/coupons/coupons.service.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { metricsRoutes } from './modules/health/metrics.routes.js';
import { Readiness } from './modules/health/readiness.js';
import { createMailQueue, type MailQueue, type MailQueueOptions } from './modules/mail/mail.queue.js';
import { countMails } from './modules/mail/mail.repository.js';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes.js';
import { NewsletterService } from './modules/newsletter/newsletter.service.js';
import { orderReferences } from './modules/orders/orders.repository.js';
import { orderRoutes } from './modules/orders/orders.routes.js';
import { OrdersService } from './modules/orders/orders.service.js';
import { seoRoutes } from './modules/seo/seo.routes.js';
import { SeoService } from './modules/seo/seo.service.js';
import { usersRoutes } from './modules/users/users.routes.js';
import { UsersService } from './modules/users/users.service.js';
import { CachedHits } from './web/cached-hits.js';
import { CatalogChanges } from './web/catalog-changes.js';
import { pageRateLimit } from './web/page-rate-limit.js';
import { ResponseCache } from './web/response-cache.js';
import { isServerRenderCall } from './web/server-rendering.js';
import { registerWebApp } from './web/web-app.js';

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
  /** answers the cache's kept answers in front of Fastify (web/cached-hits.ts) */
  hits: CachedHits;
  orders: OrdersService;
  checkout: CheckoutService;
  payments: PaymentsService;
  /** the sweep that cancels unpaid QR and PayPal orders past their time */
  paymentExpiry: PaymentExpiry;
  rates: ExchangeRates;
  provinces: ProvincesClient;
  analytics: AnalyticsService;
  users: UsersService;
  newsletter: NewsletterService;
  /** what /api/health/ready checks; add a dependency with `readiness.add(name, check)` */
  readiness: Readiness;
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
  /** payment expiry sweep knobs (tests sweep by hand) */
  paymentExpiry?: Partial<PaymentExpiryOptions>;
}

/** RATE_LIMIT_PER_MINUTE counts requests in windows of a minute (the limiter's and the front's). */
const RATE_LIMIT_WINDOW_MS = 60_000;

/**
 * The app factory used by tests (`inject`) and by the real listener (server.ts). It owns the database
 * it opened and closes it in onClose.
 */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  // kept catalogue answers are answered in front of Fastify once the cache exists (web/cached-hits.ts)
  const hits = new CachedHits();
  const trust = proxyTrust(config.env === 'production');
  const app = Fastify({
    serverFactory: hits.serverFactory,
    logger: options.logStream
      ? { ...loggerOptions(config.logLevel), stream: options.logStream }
      : loggerOptions(config.logLevel),
    bodyLimit: MAX_BODY_BYTES,
    trustProxy: trust,
    requestIdHeader: false,
    genReqId: requestId,
    // a stuck client must not hold a connection forever; shutdown waits for requests in flight
    requestTimeout: 120_000,
    // DECISIONS §3: errors raised before any hook or error handler runs answer the shop's
    // `{ error, code }` too (lib/error-handler.ts); a closing app's 503 comes from its onRequest hook
    return503OnClosing: false,
    frameworkErrors: frameworkErrorHandler(
      securityHeaders({ production: config.env === 'production', google: Boolean(config.google) }).api,
    ),
    clientErrorHandler,
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
  // the dependencies /api/health/ready checks; each connection adds itself where it is opened
  const readiness = new Readiness();
  readiness.add('database', () => database.ping());
  // issue #10: with REDIS_URL, what several instances share (rate limits, caches) goes through Redis
  const redis = config.redisUrl ? await connectRedis(config.redisUrl, config.redisKeyPrefix) : undefined;
  if (redis) {
    readiness.add('redis', () => redis.ping());
    app.addHook('onClose', () => closeRedis(redis));
  }
  const shared = redis ? redisValues(redis, app.log) : undefined;
  // Prometheus metrics only when a scraper can read them (METRICS_TOKEN): otherwise no hook at all
  const metrics = config.metricsToken
    ? await Metrics.create({
        pool: database.raw.kind === 'postgres' ? database.raw.pool : undefined,
        mailCounts: () => countMails(database.db),
      })
    : undefined;

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
  const security = registerSecurityHeaders(app, {
    production: config.env === 'production',
    google: Boolean(config.google),
    earlyInput: config.earlyInput,
  });
  await app.register(compress, {
    global: true,
    threshold: 1024,
    // every browser takes one of these; the answers kept in memory are made in these two only
    // (web/response-cache.ts), and a deflate answer would differ from theirs for no client's gain
    encodings: ['br', 'gzip'],
    // brotli's default (quality 11) costs milliseconds per answer; 4 compresses nearly as well, fast
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  // a cookie value that is not valid percent-encoding is ignored, not an error (lib/cookies.ts)
  await app.register(cookie, { parseOptions: COOKIE_PARSE_OPTIONS });
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 10, fields: 10 } });
  const accounts = new AuthRepository(database.db);
  // DECISIONS §11: a token of an ended login is refused within seconds (modules/auth/session-check.ts)
  const sessionCheck = new SessionCheck(database.db);
  await app.register(authPlugin, {
    tokens: ctx.tokens,
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

  const mail = createMailQueue(config, database.db, app.log, options.mailQueue);
  const googleClient = config.google ? new GoogleClient(config.google) : undefined;
  const auth = new AuthService(ctx, authMail(mail, config.publicUrl), googleClient, sessionCheck);
  // uploaded images: an S3 bucket when configured (shared by every instance), else the local disk
  const storage = await createStorage(config, path.join(config.dataDir, 'images'));
  const images = new ImageStore(storage);
  // the image worker's child process (lib/image-worker.ts) does not outlive the app
  app.addHook('onClose', () => images.close());
  // with several instances, each learns of the others' catalogue changes within a second
  const changes = redis ? new CatalogChanges(redis, { log: app.log }) : undefined;
  const cache = new ResponseCache({
    scopesOf: catalogScopes,
    ...(changes && {
      changes: { publish: (change) => void changes.publish(change), current: () => changes.current() },
    }),
  });
  if (changes) {
    app.addHook('onReady', async () => changes.start((change) => cache.drop(change)));
    app.addHook('onClose', () => changes.stop());
  }
  // the API's rate limit, counted by the limiter and by the front alike; with Redis, leased in chunks
  // from the count every instance shares (lib/request-counts.ts)
  const counts = new RateLimitCounts({
    max: config.rateLimitPerMinute,
    windowMs: RATE_LIMIT_WINDOW_MS,
    redis,
    namespace: 'rate-limit-',
    log: app.log,
  });
  hits.start({ cache, counts, trust, headers: security.api, log: app.log, metrics, closing: () => closing });
  // a product named by orders is hidden, not erased (DECISIONS §5/§7)
  const catalog = new CatalogService(database.db, images, cache, (id) => orderReferences(database.db, id));
  const collections = new CollectionsService(database.db, images, cache, catalog);
  const banners = new BannersService(database.db, images, cache);
  const cart = new CartService({ db: database.db });
  const coupons = new CouponsService({ db: database.db, cart });
  const orders = new OrdersService({
    db: database.db,
    cache,
    mail,
    publicUrl: config.publicUrl,
    paymentTtlMinutes: config.paymentTtlMinutes,
    qrPayment: (order) => qrPaymentFor(config.bank, order),
    bank: {
      accountNumber: config.bank.accountNo,
      accountName: config.bank.accountName,
      bankName: bankName(config.bank.bin),
    },
  });
  const rates = new ExchangeRates({
    url: config.exchangeRateUrl,
    fallbackVndPerUsd: config.exchangeRateFallbackVnd,
    shared,
  });
  const paypal = config.paypal ? new PaypalClient(config.paypal) : undefined;
  const checkout = new CheckoutService({
    db: database.db,
    config,
    cart,
    orders,
    mail,
    cache,
    rates,
    paypal,
    onPlaced: metrics?.orderPlaced,
  });
  const payments = new PaymentsService({ db: database.db, config, orders, paypal, log: app.log });
  const paymentExpiry = new PaymentExpiry(database.db, orders, app.log, {
    intervalMs: 30_000,
    batchSize: 25,
    ...options.paymentExpiry,
  });
  const provinces = new ProvincesClient({ url: config.provincesApiUrl, shared });
  const analytics = new AnalyticsService(database.db);
  const users = new UsersService(database.db, (accountId) => sessionCheck.forget(accountId));
  const newsletter = new NewsletterService({ db: database.db, mail, publicUrl: config.publicUrl });
  app.decorate('services', {
    auth,
    mail,
    catalog,
    collections,
    banners,
    cart,
    coupons,
    images,
    cache,
    hits,
    orders,
    checkout,
    payments,
    paymentExpiry,
    rates,
    provinces,
    analytics,
    users,
    newsletter,
    readiness,
  });
  // the worker stops (finishing sends in flight) before the database closes
  app.addHook('onReady', async () => mail.start());
  app.addHook('onReady', async () => paymentExpiry.start());
  app.addHook('preClose', async () => {
    await paymentExpiry.stop();
    await mail.stop();
  });
  await app.register(
    async (api) => {
      await api.register(rateLimit, {
        max: config.rateLimitPerMinute,
        timeWindow: RATE_LIMIT_WINDOW_MS,
        ipv6Subnet: IPV6_SUBNET,
        // the x-ratelimit-* headers only on a refused request (with retry-after): three more headers
        // on every answer cost time and tell a well-behaved client nothing it needs
        addHeadersOnExceeding: {
          'x-ratelimit-limit': false,
          'x-ratelimit-remaining': false,
          'x-ratelimit-reset': false,
        },
        // the answer's body comes from the error handler (429 RATE_LIMITED)
        errorResponseBuilder: (_req, context) =>
          Object.assign(new Error('Too many requests'), { statusCode: context.statusCode }),
        // the server's own render of a page reads the API in-process (web/server-rendering.ts): not a client
        allowList: isServerRenderCall,
        // one count per client across every instance, leased from Redis; counted per instance while
        // Redis does not answer (lib/request-counts.ts)
        store: counts.pluginStore(),
      });
      await api.register(healthRoutes, { ctx, readiness });
      if (metrics && config.metricsToken) {
        await api.register(metricsRoutes, { metrics, token: config.metricsToken });
      }
      await api.register(authRoutes, { auth, secureCookies: config.publicUrl.startsWith('https:') });
      await api.register(catalogRoutes, { catalog, cache });
      await api.register(collectionRoutes, { collections, cache });
      await api.register(bannerRoutes, { banners, cache });
      await api.register(cartRoutes, { cart });
      await api.register(couponRoutes, { coupons });
      await api.register(checkoutRoutes, { checkout, payments });
      await api.register(orderRoutes, { orders });
      await api.register(addressRoutes, { provinces });
      await api.register(analyticsRoutes, { analytics });
      await api.register(usersRoutes, { users });
      await api.register(newsletterRoutes, { newsletter, publicUrl: config.publicUrl });
    },
    { prefix: '/api' },
  );

  registerImageRoute(app, storage);
  // robots.txt, sitemap.xml, and product/collection heads in index.html (before the SPA fallback)
  const seo = new SeoService(database.db, config.publicUrl, catalog, collections, cache);
  await app.register(seoRoutes, { seo });
  // issue (security) #7: server-rendered pages have their own per-client limit (web/page-rate-limit.ts)
  const pageLimit = await pageRateLimit(app, {
    apiPerWindow: config.rateLimitPerMinute,
    windowMs: RATE_LIMIT_WINDOW_MS,
    redis,
  });
  await registerWebApp(
    app,
    config.webDistDir,
    (pathname) => seo.pageHead(pathname),
    catalogPagePreloads({ catalog, banners, cache }),
    cache,
    pageLimit,
    { earlyInput: config.earlyInput },
  );

  if (config.admin) await auth.ensureAdmin(config.admin.email, config.admin.password);
  // DECISIONS §9: an empty database gets the demo catalogue (embedded DB by default, see SEED_DEMO)
  if (config.seedDemo) {
    // imported only here: a serving process never needs the demo drawings (sharp itself runs in the
    // image worker's child process, lib/image-worker.ts)
    const { seedDemoCatalog } = await import('./db/seed/seed.js');
    const seeded = await seedDemoCatalog(database.db, images, app.log);
    if (seeded.seeded) cache.invalidate();
  }
  return app;
}
