import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { IPV6_SUBNET, RATE_LIMIT_WINDOW_MS } from '../lib/rate-limit-counts.js';
import { isServerRenderCall } from '../lib/server-render-calls.js';
import { addressRoutes } from '../modules/address/address.routes.js';
import { analyticsRoutes } from '../modules/analytics/analytics.routes.js';
import { authRoutes } from '../modules/auth/auth.routes.js';
import { bannerRoutes } from '../modules/banners/banners.routes.js';
import { cartRoutes } from '../modules/cart/cart.routes.js';
import { catalogRoutes } from '../modules/catalog/catalog.routes.js';
import { checkoutRoutes } from '../modules/checkout/checkout.routes.js';
import { collectionRoutes } from '../modules/collections/collections.routes.js';
import { couponRoutes } from '../modules/coupons/coupons.routes.js';
import { healthRoutes } from '../modules/health/health.routes.js';
import { metricsRoutes } from '../modules/health/metrics.routes.js';
import { newsletterRoutes } from '../modules/newsletter/newsletter.routes.js';
import { orderRoutes } from '../modules/orders/orders.routes.js';
import { shippingRoutes } from '../modules/shipping/shipping.routes.js';
import { usersRoutes } from '../modules/users/users.routes.js';

/**
 * The API's modules under `/api` (registered with that prefix), behind the per-client rate limit.
 * Encapsulated: the limiter counts these routes only, not the web app's files or pages.
 */
export async function apiPlugin(api: FastifyInstance): Promise<void> {
  const { config } = api.ctx;
  const s = api.services;
  const { metrics, rateLimits } = api.infrastructure;
  await api.register(rateLimit, {
    max: config.rateLimitPerMinute,
    timeWindow: RATE_LIMIT_WINDOW_MS,
    ipv6Subnet: IPV6_SUBNET,
    // the x-ratelimit-* headers only on a 429 (with retry-after): three more headers on every
    // response cost time and tell a well-behaved client nothing it needs
    addHeadersOnExceeding: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
    },
    // the response's body comes from the error handler (429 RATE_LIMITED)
    errorResponseBuilder: (_req, context) =>
      Object.assign(new Error('Too many requests'), { statusCode: context.statusCode }),
    // the server's own render of a page reads the API in-process (delivery/server-rendering.ts): not a client
    allowList: isServerRenderCall,
    // one count per client across every instance, leased from Redis; counted per instance while
    // Redis does not respond (lib/rate-limit-counts.ts)
    store: rateLimits.pluginStore(),
  });
  await api.register(healthRoutes, { ctx: api.ctx, readiness: s.readiness });
  if (metrics && config.metricsToken) {
    await api.register(metricsRoutes, { metrics, token: config.metricsToken });
  }
  await api.register(authRoutes, { auth: s.auth, secureCookies: config.publicUrl.startsWith('https:') });
  await api.register(catalogRoutes, { catalog: s.catalog, cache: s.cache });
  await api.register(collectionRoutes, { collections: s.collections, cache: s.cache });
  await api.register(bannerRoutes, { banners: s.banners, cache: s.cache });
  await api.register(cartRoutes, { cart: s.cart });
  await api.register(couponRoutes, { coupons: s.coupons, cart: s.cart });
  await api.register(checkoutRoutes, { checkout: s.checkout, payments: s.payments });
  await api.register(orderRoutes, { orders: s.orders });
  await api.register(shippingRoutes, { shipping: s.shipping });
  await api.register(addressRoutes, { provinces: s.provinces, book: s.addressBook });
  await api.register(analyticsRoutes, { analytics: s.analytics });
  await api.register(usersRoutes, { users: s.users });
  await api.register(newsletterRoutes, { newsletter: s.newsletter, publicUrl: config.publicUrl });
}
