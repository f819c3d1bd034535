import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import type { Config } from '../config.js';
import type { AppContext } from '../context.js';
import { type Database, openDatabase } from '../db/client.js';
import { runMigrations } from '../db/migrate.js';
import { catalogCacheTags } from '../delivery/catalog-cache-tags.js';
import { CatalogChanges } from '../delivery/catalog-changes.js';
import { ResponseCache } from '../delivery/response-cache.js';
import { ImageStore } from '../lib/images.js';
import { Metrics } from '../lib/metrics.js';
import { RATE_LIMIT_WINDOW_MS, RateLimitCounts } from '../lib/rate-limit-counts.js';
import { closeRedis, connectRedis, redisValues } from '../lib/redis.js';
import { createStorage, type ObjectStorage } from '../lib/storage.js';
import { AccessTokens } from '../lib/tokens.js';
import { AddressBookService } from '../modules/address/address-book.service.js';
import { ProvincesClient } from '../modules/address/provinces.client.js';
import { AnalyticsService } from '../modules/analytics/analytics.service.js';
import { authMail } from '../modules/auth/auth.mail.js';
import { AuthRepository } from '../modules/auth/auth.repository.js';
import { AuthService } from '../modules/auth/auth.service.js';
import { GoogleClient } from '../modules/auth/google.client.js';
import { SessionCheck } from '../modules/auth/session-check.js';
import { BannersService } from '../modules/banners/banners.service.js';
import { CartService } from '../modules/cart/cart.service.js';
import { CatalogService } from '../modules/catalog/catalog.service.js';
import { CheckoutService } from '../modules/checkout/checkout.service.js';
import { ExchangeRates } from '../modules/checkout/exchange-rates.js';
import { PaymentExpiry, type PaymentExpiryOptions } from '../modules/checkout/payment-expiry.js';
import { PaymentsService } from '../modules/checkout/payments.service.js';
import { PaypalClient } from '../modules/checkout/paypal.client.js';
import { bankName, depositPaymentFor, qrPaymentFor } from '../modules/checkout/qr-payment.js';
import { CollectionsService } from '../modules/collections/collections.service.js';
import { CouponsService } from '../modules/coupons/coupons.service.js';
import { Readiness } from '../modules/health/readiness.js';
import { createMailQueue, type MailQueue, type MailQueueOptions } from '../modules/mail/mail.queue.js';
import { countMails } from '../modules/mail/mail.repository.js';
import { NewsletterService } from '../modules/newsletter/newsletter.service.js';
import { orderReferences } from '../modules/orders/orders.repository.js';
import { OrdersService } from '../modules/orders/orders.service.js';
import { SeoService } from '../modules/seo/seo.service.js';
import { GhnClient } from '../modules/shipping/ghn.client.js';
import { ShipmentPoll, type ShipmentPollOptions } from '../modules/shipping/shipment-poll.js';
import { ShippingService } from '../modules/shipping/shipping.service.js';
import { UsersService } from '../modules/users/users.service.js';

/** The services of the running app, for the other plugins, tests and the e2e harness. */
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
  orders: OrdersService;
  checkout: CheckoutService;
  payments: PaymentsService;
  /** the sweep that cancels unpaid QR and PayPal orders past their time */
  paymentExpiry: PaymentExpiry;
  /** DECISIONS §12: shipping with a carrier (GHN), its callback and COD reconciliation */
  shipping: ShippingService;
  /** the catch-up poll that reads shipments whose callback did not come */
  shipmentPoll: ShipmentPoll;
  rates: ExchangeRates;
  provinces: ProvincesClient;
  /** DECISIONS §11: each customer's saved addresses */
  addressBook: AddressBookService;
  analytics: AnalyticsService;
  users: UsersService;
  newsletter: NewsletterService;
  seo: SeoService;
  /** what /api/health/ready checks; add a dependency with `readiness.add(name, check)` */
  readiness: Readiness;
}

/** What the platform, the API and the web delivery are built on besides the services. */
export interface Infrastructure {
  /** with several instances (REDIS_URL) */
  redis: Redis | undefined;
  /** Prometheus metrics, only with METRICS_TOKEN */
  metrics: Metrics | undefined;
  /** the API's per-client rate limit (lib/rate-limit-counts.ts) */
  rateLimits: RateLimitCounts;
  /** uploaded images: an S3 bucket when configured, else the local disk */
  storage: ObjectStorage;
  accounts: AuthRepository;
  /** DECISIONS §11: a token of an ended login is refused within seconds */
  sessionCheck: SessionCheck;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    services: Services;
    infrastructure: Infrastructure;
  }
}

export interface ServicesOptions {
  config: Config;
  /** an already open (and migrated) database; otherwise one is opened from the config and migrated */
  database?: Database;
  /** mail worker knobs (tests poll faster) */
  mailQueue?: Partial<MailQueueOptions>;
  /** payment expiry sweep knobs (tests sweep by hand) */
  paymentExpiry?: Partial<PaymentExpiryOptions>;
  /** shipment catch-up poll knobs (tests poll by hand) */
  shipmentPoll?: Partial<ShipmentPollOptions>;
}

/**
 * The services, made in one place from the configuration, with the connections they use (the
 * database, Redis, the object storage) and the workers they run (the mail queue, the payment
 * expiry sweep, the catalogue changes of other instances): decorated as `app.ctx`, `app.services`
 * and `app.infrastructure`. It owns the database it opened and closes it on close; the workers stop
 * (finishing what is in flight) before it does.
 */
export const servicesPlugin = fp<ServicesOptions>(
  async (app: FastifyInstance, options) => {
    const { config } = options;
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
    // the API's rate limit, counted by the limiter and by the cached hits alike; with Redis, leased
    // in chunks from the count every instance shares (lib/rate-limit-counts.ts)
    const rateLimits = new RateLimitCounts({
      max: config.rateLimitPerMinute,
      windowMs: RATE_LIMIT_WINDOW_MS,
      redis,
      namespace: 'rate-limit-',
      log: app.log,
    });

    const accounts = new AuthRepository(database.db);
    const sessionCheck = new SessionCheck(database.db);
    const mail = createMailQueue(config, database.db, app.log, options.mailQueue);
    const googleClient = config.google ? new GoogleClient(config.google) : undefined;
    const auth = new AuthService(ctx, authMail(mail, config.publicUrl), googleClient, sessionCheck);
    const storage = await createStorage(config, path.join(config.dataDir, 'images'));
    const images = new ImageStore(storage);
    // the image worker's child process (lib/image-worker.ts) does not outlive the app
    app.addHook('onClose', () => images.close());
    // with several instances, each learns of the others' catalogue changes within a second
    const changes = redis ? new CatalogChanges(redis, { log: app.log }) : undefined;
    const cache = new ResponseCache({ tagsOf: catalogCacheTags, changes });
    if (changes) {
      app.addHook('onReady', async () => changes.start((change) => cache.invalidateLocally(change)));
      app.addHook('onClose', () => changes.stop());
    }
    // a product named by orders is hidden, not erased (DECISIONS §5/§7)
    const catalog = new CatalogService(database.db, images, cache, (id) => orderReferences(database.db, id));
    const collections = new CollectionsService(database.db, images, cache, catalog);
    const banners = new BannersService(database.db, images, cache);
    const cart = new CartService({ db: database.db });
    const coupons = new CouponsService({ db: database.db });
    const orders = new OrdersService({
      db: database.db,
      cache,
      mail,
      publicUrl: config.publicUrl,
      paymentTtlMinutes: config.paymentTtlMinutes,
      qrPayment: (order) => qrPaymentFor(config.bank, order),
      // DECISIONS §12: a HIGH-risk COD order's deposit QR, and the buyer's confirm link's key
      depositPayment: (order) => depositPaymentFor(config.bank, order),
      jwtSecret: config.jwtSecret,
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
      log: app.log,
    });
    const paypal = config.paypal ? new PaypalClient(config.paypal) : undefined;
    const addressBook = new AddressBookService(database.db);
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
      // DECISIONS §11: an order's address goes to the book, its phone to a record without one
      addressBook,
      profiles: auth,
      log: app.log,
    });
    const payments = new PaymentsService({ db: database.db, config, orders, paypal, log: app.log });
    const paymentExpiry = new PaymentExpiry(database.db, orders, app.log, {
      intervalMs: 30_000,
      batchSize: 25,
      // DECISIONS §12: the same sweep cancels COD orders confirmed by no one in time
      codConfirmHours: config.codConfirmHours,
      ...options.paymentExpiry,
    });
    const shipping = new ShippingService({
      db: database.db,
      config,
      orders,
      carriers: config.ghn ? { GHN: new GhnClient(config.ghn) } : {},
      log: app.log,
    });
    const shipmentPoll = new ShipmentPoll(database.db, shipping, app.log, {
      intervalMs: 10 * 60_000,
      batchSize: 25,
      ...options.shipmentPoll,
    });
    const provinces = new ProvincesClient({ url: config.provincesApiUrl, shared, log: app.log });
    const analytics = new AnalyticsService(database.db);
    const users = new UsersService(database.db, auth);
    const newsletter = new NewsletterService({ db: database.db, mail, publicUrl: config.publicUrl });
    // robots.txt, sitemap.xml, and the heads of product and collection pages
    const seo = new SeoService(database.db, config.publicUrl, catalog, collections, cache);
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
      orders,
      checkout,
      payments,
      paymentExpiry,
      shipping,
      shipmentPoll,
      rates,
      provinces,
      addressBook,
      analytics,
      users,
      newsletter,
      seo,
      readiness,
    } satisfies Services);
    app.decorate('infrastructure', {
      redis,
      metrics,
      rateLimits,
      storage,
      accounts,
      sessionCheck,
    } satisfies Infrastructure);
    // the workers stop (finishing sends in flight) before the database closes
    app.addHook('onReady', async () => mail.start());
    app.addHook('onReady', async () => paymentExpiry.start());
    // no carrier configured: nothing to poll
    if (config.ghn) app.addHook('onReady', async () => shipmentPoll.start());
    app.addHook('preClose', async () => {
      await shipmentPoll.stop();
      await paymentExpiry.stop();
      await mail.stop();
    });
  },
  { name: 'services' },
);
