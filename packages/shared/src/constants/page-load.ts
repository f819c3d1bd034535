/**
 * What the server and the web app must agree on for a first page load to start early: the server
 * writes preload hints into index.html (apps/server/src/delivery/page-preloads.ts) and the browser reuses
 * a preloaded response only when the page later asks for exactly the same thing.
 */

/** Translation files every page needs before it can show anything (the navbar, the footer, common words). */
export const SHELL_NAMESPACES = ['common', 'navbar', 'footer'] as const;

/** The browser cookie mirroring the chosen language, so the server can preload the right files. */
export const LANGUAGE_COOKIE = 'lang';

/** The `sizes` of the first large picture of a page: the preload must choose the same width. */
export const IMAGE_SIZES = {
  productGallery: '(min-width: 1280px) 640px, (min-width: 1024px) 52vw, 100vw',
  banner: '(min-width: 1280px) 1216px, 100vw',
} as const;

/** The meta tag of index.html holding the build's id, the version parameter of /locales/ URLs. */
export const BUILD_ID_META = 'shop-build';

/**
 * The id of the JSON script the server puts beside a page it rendered (web/server-rendering.ts): the language it
 * was rendered in and the query cache's data, which the browser takes before it hydrates the page.
 */
export const SSR_STATE_ID = 'shop-ssr-state';
