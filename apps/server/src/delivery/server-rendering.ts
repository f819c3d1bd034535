import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { canonicalListingQuery, landingPageOf, ROUTES, SSR_STATE_ID } from '@shop/shared';
import type { FastifyInstance } from 'fastify';
import type { CatalogCache } from '../lib/catalog-cache.js';
import { SERVER_RENDER_CALL_HEADERS } from '../lib/server-render-calls.js';

/** A landing page rendered by the web app's server entry (apps/web/src/entry-server.tsx). */
export interface RenderedPage {
  /** the markup of #root */
  html: string;
  /** React's preloads of the page's high-priority pictures, for the head */
  head: string;
  /** TanStack Query's dehydrated cache */
  state: unknown;
  /** false when an API call failed and the page shows that part loading */
  complete: boolean;
}

/** What entry-server.tsx exports (its bundle is loaded at run time, so the type is restated here). */
interface ServerEntry {
  createRenderer(hooks: {
    fetch: typeof fetch;
    readNamespace(language: string, namespace: string): Promise<Record<string, unknown>>;
  }): (url: string, language: string) => Promise<RenderedPage>;
}

/** Renders a page by its URL (path and query) and language. */
export type PageRenderer = (url: string, language: string) => Promise<RenderedPage>;

/**
 * The pages a shopper lands on from outside, whose first screen, with its largest picture, is in
 * the HTML so that it paints before the app's script has run: @shop/shared's LANDING_PAGES, matched
 * as React Router does (any case, trailing slash allowed). Every other page is rendered by the
 * browser.
 */
export function isServerRendered(pathname: string): boolean {
  return landingPageOf(pathname) !== undefined;
}

/**
 * The URL a server-rendered page is rendered at and cached under: its path, and of its query only
 * what the page reads, in one canonical form, so that a client cannot make the server render the
 * same page again for every new query string it invents. The listing reads its filters
 * (@shop/shared's listing-url.ts, the same code as the page's); the home, product and collection
 * pages read no query parameter. So `/?utm_source=x`, `/products?zzz=1` and `/products?b=…&a=…` are
 * the page of `/`, `/products` and `?a=…&b=…`, rendered once; what the browser then shows from its
 * own URL is the same, since it reads it the same way.
 */
export function pageRenderUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const pathname = url.slice(0, at);
  if (landingPageOf(pathname)?.page.route !== ROUTES.products) return pathname;
  const search = canonicalListingQuery(url.slice(at + 1));
  return search ? `${pathname}?${search}` : pathname;
}

/** The response cache's key of a server-rendered page: per language and URL (path and query, `pageRenderUrl`). */
export const pageCacheKey = (language: string, url: string) => `ssr:${language}:${url}`;

/** The URL of the page a response-cache key names, or undefined when it names something else. */
export function pageOfCacheKey(key: string): string | undefined {
  return /^ssr:[^:]*:(.*)$/.exec(key)?.[1];
}

/** `vite build --ssr` writes the entry beside the browser build: apps/web/dist-ssr/entry-server.js. */
export function ssrEntryFile(distDir: string): string {
  return path.join(path.dirname(distDir), 'dist-ssr', 'entry-server.js');
}

const NAME = /^[A-Za-z0-9_-]+$/;

/**
 * The API as the page's own script reaches it, called in-process by `app.inject`: the same routes,
 * the same cached JSON, and no HTTP round trip. Only reads, and without the visitor's cookies or
 * token, so a server-rendered page never holds anyone's own data.
 */
function injectFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init?.method ?? 'GET').toUpperCase();
    if (method !== 'GET' || !url.startsWith('/api/')) {
      const forbidden = { error: 'The server-side render only reads the public API', code: 'FORBIDDEN' };
      return Response.json(forbidden, { status: 403 });
    }
    const res = await app.inject({
      method: 'GET',
      url,
      headers: { accept: 'application/json', ...SERVER_RENDER_CALL_HEADERS },
    });
    const bodiless = res.statusCode === 204 || res.statusCode === 304;
    return new Response(bodiless ? null : new Uint8Array(res.rawPayload), {
      status: res.statusCode,
      headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') },
    });
  };
}

/**
 * Loads the web app's server entry and returns a renderer whose pages are kept in the response
 * cache per URL (normalised: `pageRenderUrl`) and language: a catalogue write invalidates them with
 * the API's responses, so a price edit shows at once, and a page costs a render only once per write.
 * Undefined when there is no server build (the development server, tests without it): pages are then
 * rendered by the browser alone.
 */
export async function loadPageRenderer(
  app: FastifyInstance,
  distDir: string,
  cache: CatalogCache,
): Promise<PageRenderer | undefined> {
  const file = ssrEntryFile(distDir);
  if (!fs.existsSync(file)) return undefined;
  const entry = (await import(pathToFileURL(file).href)) as ServerEntry;
  const render = entry.createRenderer({
    fetch: injectFetch(app),
    readNamespace: async (language, namespace) => {
      if (!NAME.test(language) || !NAME.test(namespace))
        throw new Error(`bad namespace ${language}/${namespace}`);
      const json = await fs.promises.readFile(
        path.join(distDir, 'locales', language, `${namespace}.json`),
        'utf8',
      );
      return JSON.parse(json) as Record<string, unknown>;
    },
  });
  return async (requested, language) => {
    // rendered at the URL it is cached under, so that the cache entry is what its key names
    const url = pageRenderUrl(requested);
    let rendered: RenderedPage | undefined;
    const cached = await cache.wrap(pageCacheKey(language, url), async () => {
      rendered = await render(url, language);
      // a page missing a response (a failed call, a product that is gone) is rendered again next time
      return rendered.complete ? rendered : undefined;
    });
    return (cached ?? rendered) as RenderedPage;
  };
}

/** The JSON of a script element's body: `<` escaped so that no text in it can close the element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * index.html with the rendered page in place of #root's boot shell, the state script after it, its
 * preloads in the head and its language on <html>. Undefined when the template has no #root to fill.
 * The preloads (the first screen's largest picture) go early in the head, before the scripts: on
 * HTTP/1.1 the browser opens six connections to a host, and the picture that is the page's largest
 * paint should not wait for one behind the app's script. But after the viewport's meta: a preload's
 * `imagesizes` (100vw) read before it is measured against a 980 px desktop layout, and a phone
 * fetched the 1280 px file first and then, for the <img>, the one its screen needs.
 */
export function withRenderedPage(html: string, page: RenderedPage, language: string): string | undefined {
  const open = /<div id="root">/i.exec(html);
  if (!open) return undefined;
  // the boot shell nests divs: find the one that closes #root
  const tags = /<div\b|<\/div>/gi;
  tags.lastIndex = open.index + open[0].length;
  let depth = 1;
  let close = -1;
  for (let m = tags.exec(html); m; m = tags.exec(html)) {
    depth += m[0].startsWith('</') ? -1 : 1;
    if (depth === 0) {
      close = m.index;
      break;
    }
  }
  if (close < 0) return undefined;
  const state = `<script id="${SSR_STATE_ID}" type="application/json">${scriptJson({ language, queries: page.state })}</script>`;
  const filled = `${html.slice(0, open.index + open[0].length)}${page.html}</div>\n    ${state}${html.slice(close + '</div>'.length)}`;
  const lang = filled.replace(/<html\b[^>]*>/i, () => `<html lang="${language}">`);
  if (!page.head) return lang;
  const anchor =
    /<meta name="viewport"[^>]*>/i.exec(lang) ?? /<meta charset[^>]*>/i.exec(lang) ?? /<head>/i.exec(lang);
  if (!anchor) return lang;
  const at = anchor.index + anchor[0].length;
  return `${lang.slice(0, at)}\n    ${page.head}${lang.slice(at)}`;
}
