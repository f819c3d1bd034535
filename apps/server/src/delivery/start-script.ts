import { APP_START_SCRIPT, APP_TEMPLATE_ID } from '@shop/shared';

/** What only the app needs, not the first paint: its module script, the chunks and translations preloaded for it. */
const APP_TAGS =
  /[ \t]*(?:<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>|<link rel="preload"[^>]*as="fetch"[^>]*>)\n?/g;

/**
 * Where the start script goes: after the charset declaration (which must come within the first
 * 1024 bytes), before any stylesheet, so that the parser runs it at once instead of waiting for a
 * stylesheet to load, as it would for an inline script placed after one.
 */
const HEAD_START = /<head>(\s*<meta charset[^>]*>)?/i;

/**
 * A server-rendered page paints without its app, so the app is fetched after the first screen: its
 * script, chunks and translations move from the head into a template at the end of the body, which
 * APP_START_SCRIPT (at the top of the head) puts back once the page has loaded and been painted.
 * - On a phone's slow link they would share the bandwidth with the stylesheet, the fonts and the
 *   largest picture, which the page's first paint waits for; a low fetch priority still lets them
 *   start at once.
 * - Lighthouse counts every request that ends before the largest paint as needed for it, unless it is
 *   a classic script evaluated after that paint. It cannot tell for module scripts (lighthouse#17163),
 *   so the app's script, which the page never waits for, would count against its LCP.
 * The cost: the app starts that much later, bounded at 1.5 s, or at once when the shopper touches the
 * page; what they type, tick, send or press before it has hydrated is replayed then (see
 * APP_START_SCRIPT). A page the app renders itself (the boot shell) loads its script at once: nothing
 * shows before it runs.
 */
export function appAfterFirstPaint(html: string): string {
  const tags: string[] = [];
  const rest = html.replace(APP_TAGS, (tag) => {
    tags.push(tag.trim());
    return '';
  });
  if (!tags.length || !/<\/body>/i.test(rest) || !HEAD_START.test(rest)) return html;
  const template = `<template id="${APP_TEMPLATE_ID}">${tags.join('')}</template>`;
  return rest
    .replace(HEAD_START, (head) => `${head}\n    <script>${APP_START_SCRIPT}</script>`)
    .replace(/<\/body>/i, () => `  ${template}\n  </body>`);
}
