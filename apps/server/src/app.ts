import { MAX_BODY_BYTES } from '@shop/shared';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { CacheHitFastPath } from './delivery/cache-hit-fast-path.js';
import { webDeliveryPlugin } from './delivery/plugin.js';
import { clientErrorHandler, frameworkErrorHandler } from './lib/error-handler.js';
import { loggerOptions, requestId } from './lib/logger.js';
import { proxyTrust } from './lib/rate-limit-counts.js';
import { securityHeaderOptions, securityHeaders } from './lib/security-headers.js';
import type { PaymentExpiryOptions } from './modules/checkout/payment-expiry.js';
import type { MailQueueOptions } from './modules/mail/mail.queue.js';
import type { ShipmentPollOptions } from './modules/shipping/shipment-poll.js';
import { apiPlugin } from './plugins/api.js';
import { platformPlugin } from './plugins/platform.js';
import { servicesPlugin } from './plugins/services.js';

export type { Services } from './plugins/services.js';

export interface BuildOptions {
  /** an already open (and migrated) database; otherwise one is opened from the config and migrated */
  database?: Database;
  /** where log lines go (tests capture them); stdout by default */
  logStream?: DestinationStream;
  /** mail worker knobs (tests poll faster) */
  mailQueue?: Partial<MailQueueOptions>;
  /** payment expiry job knobs (tests run it by hand) */
  paymentExpiry?: Partial<PaymentExpiryOptions>;
  /** shipment catch-up poll knobs (tests poll by hand) */
  shipmentPoll?: Partial<ShipmentPollOptions>;
}

/**
 * The app factory used by tests (`inject`) and by the real listener (server.ts, which only listens and
 * shuts down): Fastify with its options, then the plugins in order (plugins/ and web/plugin.ts), then
 * the first administrator and the demo catalogue when configured.
 */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  // cache hits are answered before Fastify's routing once the cache exists (delivery/cache-hit-fast-path.ts)
  const hits = new CacheHitFastPath();
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
    // the services plugin opens the database and applies the pending migrations before the app can
    // start: a migration that fills a column of every order (0015) takes longer than Fastify's 10 s
    // default on a large shop, and so does creating an embedded database on a busy 2-core machine
    pluginTimeout: 300_000,
    // errors raised before any hook or error handler runs respond with the shop's
    // `{ error, code }` too (lib/error-handler.ts); a closing app's 503 comes from its onRequest hook
    return503OnClosing: false,
    frameworkErrors: frameworkErrorHandler(securityHeaders(securityHeaderOptions(config)).api),
    clientErrorHandler,
    // one log line per request (onResponse below) instead of two
    logController: new LogController({ disableRequestLogging: true }),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // as in the Fastify demo application: the services, then what every request goes through, then
  // the API's modules, then the web delivery
  await app.register(servicesPlugin, {
    config,
    database: options.database,
    mailQueue: options.mailQueue,
    paymentExpiry: options.paymentExpiry,
    shipmentPoll: options.shipmentPoll,
  });
  await app.register(platformPlugin);
  await app.register(apiPlugin, { prefix: '/api' });
  await app.register(webDeliveryPlugin, { hits, trust });
  await app.after();

  const { auth, images, cache } = app.services;
  if (config.admin) await auth.ensureAdmin(config.admin.email, config.admin.password);
  // an empty database gets the demo catalogue (embedded DB by default, see SEED_DEMO; docs/decisions/0047)
  if (config.seedDemo) {
    // imported only here: a serving process never needs the demo drawings (sharp itself runs in the
    // image worker's child process, lib/image-worker.ts)
    const { seedDemoCatalog } = await import('./db/seed/seed.js');
    const seeded = await seedDemoCatalog(app.ctx.db, images, app.log);
    if (seeded.seeded) cache.invalidate();
  }
  return app;
}
