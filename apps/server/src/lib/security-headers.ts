import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { APP_START_SCRIPT } from '@shop/shared';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config.js';

export type HeaderSet = Readonly<Record<string, string>>;

/**
 * The page CSP's script-src source that allows APP_START_SCRIPT, the inline script that starts a
 * server-rendered page's app (delivery/start-script.ts), by its hash: no other inline script runs.
 */
const APP_START_CSP_SOURCE = `'sha256-${createHash('sha256').update(APP_START_SCRIPT).digest('base64')}'`;

/**
 * Runs helmet once on a stand-in response and keeps the headers it sets. Helmet's own middleware
 * re-parses the Content-Security-Policy directives on every request, a measurable part of a cache
 * hit's time; the headers never change for a given configuration, so computing them once gives the
 * same headers for nothing.
 */
export function helmetHeaders(options: HelmetOptions): HeaderSet {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let finished = false;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {
    finished = true;
  });
  // every helmet middleware is synchronous unless given a nonce function, which we never pass
  if (!finished) throw new Error('helmet did not finish synchronously');
  return Object.freeze(headers);
}

export interface SecurityHeaderOptions {
  production: boolean;
  /** extra sources for Google sign-in, present only when it is configured */
  google: boolean;
  /** whether server-rendered pages carry the inline start script (config `earlyInput`); default true */
  earlyInput?: boolean;
}

/** The options the configuration gives (production, Google sign-in, the start script). */
export function securityHeaderOptions(config: Config): SecurityHeaderOptions {
  return {
    production: config.env === 'production',
    google: Boolean(config.google),
    earlyInput: config.earlyInput,
  };
}

/**
 * Two header sets. Pages (the web app, images, the API docs) get helmet's full set with the shop's
 * CSP. JSON responses of the API get what matters for an API (OWASP REST security): nosniff, a CSP
 * that forbids everything should a browser ever render one, no framing, no referrer, same-origin
 * reads, HSTS in production; the page-only headers (COOP, DNS prefetch, Origin-Agent-Cluster...) would
 * only lengthen each of thousands of responses a second.
 */
export function securityHeaders({ production, google, earlyInput = true }: SecurityHeaderOptions) {
  const gsi = (...sources: string[]) => (google ? sources : []);
  const page = helmetHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // the start script, by its hash, when server-rendered pages carry it
        scriptSrc: [
          "'self'",
          ...gsi('https://accounts.google.com/gsi/client'),
          ...(earlyInput ? [APP_START_CSP_SOURCE] : []),
        ],
        // react-hot-toast and swagger-ui set inline styles
        styleSrc: ["'self'", "'unsafe-inline'", ...gsi('https://accounts.google.com/gsi/style')],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...gsi('https://accounts.google.com/gsi/')],
        frameSrc: ["'self'", ...gsi('https://accounts.google.com/gsi/')],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: production ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // the Google sign-in popup talks back through window.opener
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    strictTransportSecurity: production,
  });
  const api = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
    xFrameOptions: { action: 'deny' },
    strictTransportSecurity: production,
  });
  return { page, api };
}

/** The header set of a response to `url`: the API's, or the page's (the docs under /api/docs are pages). */
function headersFor(url: string, sets: { page: HeaderSet; api: HeaderSet }): HeaderSet {
  return url.startsWith('/api/') && !url.startsWith('/api/docs') ? sets.api : sets.page;
}

/** Sets the page or API header set on every response; returns the sets (the cache hits send them too). */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions) {
  const sets = securityHeaders(options);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headersFor(request.url, sets));
    done();
  });
  return sets;
}
