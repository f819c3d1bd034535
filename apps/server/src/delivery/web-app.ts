import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { LANGUAGE_COOKIE } from '@shop/shared';
import type { FastifyInstance } from 'fastify';
import type { CatalogCache } from '../lib/catalog-cache.js';
import { escapeHtml } from '../lib/escape-html.js';
import type { PageHead } from '../modules/seo/seo.service.js';
import { COMPRESS_THRESHOLD, compress, preferredEncoding } from './http-encoding.js';
import {
  buildIdOf,
  modulePreloads,
  type Preload,
  pageLanguage,
  readViteManifest,
  translationPreloads,
  withPreloads,
} from './page-preloads.js';
import { type PageLimit, respondTooManyPages } from './page-rate-limit.js';
import { isServerRendered, loadPageRenderer, withRenderedPage } from './server-rendering.js';
import { appAfterFirstPaint } from './start-script.js';

const YEAR = 'public, max-age=31536000, immutable';

/** What a path's page needs first (its translations, data and first picture): see page-preloads.ts. */
export type PagePreloadResolver = (
  pathname: string,
) => Promise<{ modules: string[]; namespaces: string[]; preloads: Preload[] }>;

/** Resolves the head of a path, or undefined when the plain index.html fits (any other page). */
export type PageHeadResolver = (pathname: string) => Promise<PageHead | undefined>;

/**
 * index.html with the page's title, description, canonical link and Open Graph tags, so that crawlers
 * and chat apps that do not run JavaScript see what the page is about. The app's own description is
 * replaced; everything else is kept as built.
 */
export function withHead(html: string, head: PageHead): string {
  const tags = [
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
    `<meta property="og:type" content="${head.type}" />`,
    `<meta property="og:site_name" content="${escapeHtml(head.siteName)}" />`,
    `<meta property="og:title" content="${escapeHtml(head.name)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(head.canonical)}" />`,
    ...(head.image
      ? [
          `<meta property="og:image" content="${escapeHtml(head.image)}" />`,
          '<meta name="twitter:card" content="summary_large_image" />',
        ]
      : ['<meta name="twitter:card" content="summary" />']),
  ].join('\n    ');
  const title = `<title>${escapeHtml(head.title)}</title>`;
  // function replacers: a product name may hold "$&" and the like
  let out = html.replace(/<meta\s+name=["']description["'][^>]*>\s*/i, () => '');
  out = /<title>[\s\S]*?<\/title>/i.test(out)
    ? out.replace(/<title>[\s\S]*?<\/title>/i, () => `${title}\n    ${tags}`)
    : /<\/head>/i.test(out)
      ? out.replace(/<\/head>/i, () => `${title}\n    ${tags}\n  </head>`)
      : `${title}\n${tags}\n${out}`;
  return out;
}

/**
 * The built web app, served beside the API on the same port (one process, one origin, no CORS).
 * Hashed assets (/assets/*) are cached for a year; index.html is never cached, so a deploy is seen at
 * once; every other non-API path is sent index.html and the client-side router renders it. Product
 * and collection pages get their own head (`pageHead`), so that link previews and crawlers without
 * JavaScript see them.
 *
 * The landing pages (home, listing, product, collection) come rendered by the server when the web
 * app's server build is there and `cache` is given (server-rendering.ts): their first screen shows
 * before the app's script has run. A render that fails is logged and the page is served as the plain
 * index.html.
 *
 * Page requests are counted per client by `pageLimit` (page-rate-limit.ts); one over the limit gets a
 * 429 before anything is looked up or rendered.
 *
 * A server-rendered page fetches its app after its first paint, started by an inline script that
 * holds the shopper's early taps (start-script.ts); `earlyInput: false` (EARLY_INPUT=0) serves it with
 * its app's script in the head instead, as any other page.
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string | undefined,
  pageHead?: PageHeadResolver,
  pagePreloads?: PagePreloadResolver,
  cache?: CatalogCache,
  pageLimit?: PageLimit,
  { earlyInput = true }: { earlyInput?: boolean } = {},
): Promise<void> {
  const indexFile = distDir ? path.join(distDir, 'index.html') : undefined;
  const indexHtml = indexFile && fs.existsSync(indexFile) ? fs.readFileSync(indexFile) : undefined;
  const indexText = indexHtml?.toString('utf8');
  const buildId = indexText ? buildIdOf(indexText) : undefined;
  const manifest = distDir ? readViteManifest(distDir) : undefined;
  const renderPage = distDir && indexHtml && cache ? await loadPageRenderer(app, distDir, cache) : undefined;
  if (distDir && indexHtml) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // index.html goes through the fallback below, with no-cache
      allowedPath: (pathName) => pathName !== '/index.html',
      preCompressed: true,
      setHeaders(res, filePath) {
        const rel = path.relative(distDir, filePath);
        res.header(
          'cache-control',
          rel.startsWith(`assets${path.sep}`) ? YEAR : 'public, max-age=0, must-revalidate',
        );
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !path.extname(pathname);
    if (isApi || !wantsPage) {
      return reply
        .status(404)
        .send({ error: `Route ${request.method} ${pathname} not found`, code: 'NOT_FOUND' });
    }
    const wait = await pageLimit?.(request);
    if (wait !== undefined) return respondTooManyPages(request, reply, wait);
    if (!indexHtml) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built. Run `npm run build` (or `npm start`).');
    }
    // request.cookies: parsed and decoded by @fastify/cookie (plugins/platform.ts, lib/cookies.ts)
    const language = pageLanguage(request.cookies[LANGUAGE_COOKIE], request.headers['accept-language']);
    const [head, page, rendered] = await Promise.all([
      // the page still works without its preview tags, its preloads or the server's render
      pageHead?.(pathname).catch((err) => void request.log.warn({ err }, 'page head lookup failed')),
      pagePreloads?.(pathname).catch((err) => void request.log.warn({ err }, 'page preloads failed')),
      renderPage && isServerRendered(pathname)
        ? renderPage(request.url, language).catch(
            (err) => void request.log.error({ err, url: request.url }, 'server-side render failed'),
          )
        : undefined,
    ]);
    const withPageHead = head ? withHead(indexText!, head) : indexText!;
    const serverRendered = rendered ? withRenderedPage(withPageHead, rendered, language) : undefined;
    const preloads = [
      ...(manifest && page ? modulePreloads(manifest, page.modules) : []),
      ...translationPreloads(language, buildId, page?.namespaces),
      // a server-rendered page carries its data in its state script, and its pictures' preloads come from React
      ...(page?.preloads ?? []).filter((p) => !(serverRendered && (p.as === 'fetch' || p.as === 'image'))),
    ];
    const withAll = withPreloads(serverRendered ?? withPageHead, preloads);
    const html = Buffer.from(serverRendered && earlyInput ? appAfterFirstPaint(withAll) : withAll);
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      // the preloaded translations depend on the language headers
      .header('vary', 'accept-encoding, cookie, accept-language');
    // the compress plugin only sees routes, and this is the not-found handler: compress here
    const encoding =
      html.length >= COMPRESS_THRESHOLD ? preferredEncoding(request.headers['accept-encoding']) : undefined;
    if (!encoding) return reply.send(html);
    return reply.header('content-encoding', encoding).send(compress(encoding, html));
  });
}
