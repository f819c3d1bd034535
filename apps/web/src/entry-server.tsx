/**
 * The server's render of a landing page: the first screen, with its largest picture, is in the HTML
 * instead of waiting for the app's script. Built by `vite build --ssr` into dist-ssr/ and
 * loaded by the API server (apps/server/src/delivery/server-rendering.ts), which caches the HTML and puts it in
 * index.html with the query cache's state; main.tsx then hydrates it.
 *
 * Always rendered as a visitor: the browser takes over (or renders afresh) for a signed-in one.
 */
import { DEFAULT_LANGUAGE, landingPageOf } from '@shop/shared';
import {
  type DehydratedState,
  dehydrate,
  type Query,
  type QueryClient,
  type QueryObserverOptions,
  skipToken,
} from '@tanstack/react-query';
import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter } from 'react-router';
import { AppProviders } from './app/app';
import { AppRoutes } from './app/router';
import { api } from './lib/api-client';
import { I18N_OPTIONS, SUPPORTED_LANGUAGES } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { useAuthStore } from './stores/auth-store';

export interface ServerHooks {
  /** Serves the app's API calls in-process, as for a visitor (no cookie, no token). */
  fetch: typeof fetch;
  /** A translation file, parsed (dist/locales/{language}/{namespace}.json). */
  readNamespace(language: string, namespace: string): Promise<Record<string, unknown>>;
}

export interface RenderedPage {
  /** the markup of #root */
  html: string;
  /** what React asks to load early (the high-priority picture's preload), for the document's head */
  head: string;
  /** the query cache's successful responses, for the browser's cache before it hydrates */
  state: DehydratedState;
  /** false when a call failed and the page shows it loading: such a page is not worth keeping */
  complete: boolean;
}

/**
 * Renders are repeated while they reveal data still to fetch (a page's query, then the queries its
 * response enables); three rounds cover every landing page, and bound a page that keeps asking.
 */
const MAX_PASSES = 3;

/** A render still waiting after this (a translation file or a chunk that never comes) gives up. */
const RENDER_TIMEOUT_MS = 5_000;

/** No storage on the server: the store settles on "visitor", with no auth check pending. */
useAuthStore.getState().initialize();

/** One translation instance per language, its files read once and kept (they change with a build). */
function i18nFactory(readNamespace: ServerHooks['readNamespace']) {
  const backend: BackendModule = {
    type: 'backend',
    init: () => undefined,
    read: (language, namespace, done) => {
      readNamespace(language, namespace).then(
        (data) => done(null, data),
        (err: Error) => done(err, false),
      );
    },
  };
  const instances = new Map<string, Promise<I18n>>();
  return (language: string): Promise<I18n> => {
    const lng = SUPPORTED_LANGUAGES.includes(language as never) ? language : DEFAULT_LANGUAGE;
    let instance = instances.get(lng);
    if (!instance) {
      const created = i18next.createInstance();
      instance = created
        .use(backend)
        .init({ ...I18N_OPTIONS, lng })
        .then(() => created);
      instances.set(lng, instance);
    }
    return instance;
  };
}

/** A query the page asked for that has no response yet and that the browser would fetch at once. */
function isDue(query: Query, attempted: ReadonlySet<string>): boolean {
  if (query.state.status !== 'pending' || attempted.has(query.queryHash)) return false;
  if (!query.options.queryFn || query.options.queryFn === skipToken) return false;
  // the cache keeps the options of the observer (useQuery) that created the query, `enabled` among them
  const enabled = (query.options as QueryObserverOptions).enabled;
  return typeof enabled === 'function' ? enabled(query) !== false : enabled !== false;
}

/** React writes the resources it hoists (preloads) before the markup when it renders no <html>. */
const LEADING_RESOURCES = /^(?:<link\b[^>]*>)+/;

async function toHtml(element: React.ReactElement): Promise<{ html: string; head: string }> {
  const errors: unknown[] = [];
  // waits for every lazy page chunk and translation file the tree suspends on
  const { prelude } = await prerenderToNodeStream(element, {
    onError: (error) => void errors.push(error),
    // an aborted render reports its unfinished parts through onError: the page is then not rendered
    signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
    // every boundary in place: by default React 19 moves large ones after the page, to be put in
    // place by an inline script, which would leave the first paint to JavaScript again
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  let html = '';
  for await (const chunk of prelude) html += chunk.toString();
  // a part that failed would be rendered again by the browser, with an error in its console
  if (errors.length > 0) throw errors[0];
  const head = LEADING_RESOURCES.exec(html)?.[0] ?? '';
  return { html: html.slice(head.length), head };
}

/** Sets up the renderer; the server calls it once, with how to reach the API and the translations. */
export function createRenderer(hooks: ServerHooks) {
  api.setTransport(hooks.fetch);
  const i18nFor = i18nFactory(hooks.readNamespace);

  /** The page at `url` (path and query) in `language`. Throws when the page cannot be rendered. */
  return async function render(url: string, language: string): Promise<RenderedPage> {
    const i18n = await i18nFor(language);
    // the page's own translations (@shop/shared's LANDING_PAGES), read while the first pass loads its
    // chunk rather than once it suspends on them (a fresh instance only: they are kept after that). A
    // file that fails shows where the page asks for it, as it did before.
    const landing = landingPageOf(url.split('?')[0] ?? url);
    if (landing) void i18n.loadNamespaces([...landing.page.namespaces]).catch(() => undefined);
    const client: QueryClient = createQueryClient();
    // a failed response is left to the browser, which shows its own retries and error state
    client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
    const attempted = new Set<string>();
    let complete = true;
    for (let pass = 1; ; pass++) {
      const page = await toHtml(
        <StrictMode>
          <I18nextProvider i18n={i18n}>
            <AppProviders client={client}>
              <StaticRouter location={url}>
                <AppRoutes />
              </StaticRouter>
            </AppProviders>
          </I18nextProvider>
        </StrictMode>,
      );
      const due = client
        .getQueryCache()
        .getAll()
        .filter((query) => isDue(query, attempted));
      if (due.length === 0 || pass === MAX_PASSES) return { ...page, state: dehydrate(client), complete };
      await Promise.all(
        due.map(async (query) => {
          attempted.add(query.queryHash);
          // a failure is dropped: the next render shows it loading, as the browser's first render will
          await query.fetch().catch(() => {
            complete = false;
            client.getQueryCache().remove(query);
          });
        }),
      );
    }
  };
}
