import fs from 'node:fs';
import path from 'node:path';
import {
  BUILD_ID_META,
  DEFAULT_LANGUAGE,
  LANGUAGES,
  type LanguageCode,
  SHELL_NAMESPACES,
} from '@shop/shared';
import { escapeHtml } from '../lib/escape-html.js';

/**
 * A `<link rel="preload">` written into index.html. A first visit to the single-page app is
 * otherwise a chain of round trips (script → translations → data → picture); with these the browser
 * fetches the translations, the page's data and its first picture while the script downloads. The
 * browser reuses a preloaded response only when the page asks for exactly the same request, hence
 * the shared constants of page-load.ts.
 */
export interface Preload {
  href: string;
  /** modulepreload: a page's script chunk (no `as`) */
  rel?: 'preload' | 'modulepreload';
  as?: 'fetch' | 'image';
  /**
   * `anonymous` matches fetch()'s default credentials (i18next's backend); `use-credentials` the
   * API client's `credentials: 'include'`.
   */
  crossorigin?: 'anonymous' | 'use-credentials';
  imagesrcset?: string;
  imagesizes?: string;
  fetchpriority?: 'high';
}

const CODES = new Set<string>(LANGUAGES.map((l) => l.code));

export function preloadLinks(preloads: readonly Preload[]): string {
  return preloads
    .map((p) => {
      const attrs: string[] = [`rel="${p.rel ?? 'preload'}"`, `href="${escapeHtml(p.href)}"`];
      if (p.as) attrs.push(`as="${p.as}"`);
      if (p.crossorigin) attrs.push(`crossorigin="${p.crossorigin}"`);
      if (p.imagesrcset) attrs.push(`imagesrcset="${escapeHtml(p.imagesrcset)}"`);
      if (p.imagesizes) attrs.push(`imagesizes="${escapeHtml(p.imagesizes)}"`);
      if (p.fetchpriority) attrs.push(`fetchpriority="${p.fetchpriority}"`);
      return `<link ${attrs.join(' ')} />`;
    })
    .join('\n    ');
}

/** Puts the links just before </head> (after the stylesheet, which the browser wants first). */
export function withPreloads(html: string, preloads: readonly Preload[]): string {
  if (preloads.length === 0) return html;
  const links = preloadLinks(preloads);
  return /<\/head>/i.test(html)
    ? html.replace(/<\/head>/i, () => `  ${links}\n  </head>`)
    : `${links}\n${html}`;
}

/**
 * The language the app will most likely pick (the stored choice, then the browser's:
 * docs/requirements/states.md): the
 * cookie the app keeps beside its stored choice (`languageCookie`, the decoded value of the
 * LANGUAGE_COOKIE cookie as `request.cookies` holds it), else Accept-Language's first supported tag,
 * else the default. A wrong guess only costs a few unused small files.
 */
export function pageLanguage(
  languageCookie: string | undefined,
  acceptLanguage: string | undefined,
): LanguageCode {
  const stored = languageCookie?.split('-')[0]?.toLowerCase();
  if (stored && CODES.has(stored)) return stored as LanguageCode;
  const tags = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { code: tag.split('-')[0]!.toLowerCase(), q: q ? Number(q.slice(2)) : 1 };
    })
    .filter((t) => t.q > 0 && CODES.has(t.code))
    .sort((a, b) => b.q - a.q);
  return (tags[0]?.code as LanguageCode | undefined) ?? DEFAULT_LANGUAGE;
}

/** The build id the web app puts in the version parameter of its translation URLs. */
export function buildIdOf(indexHtml: string): string | undefined {
  const meta = indexHtml.match(new RegExp(`<meta\\s+name="${BUILD_ID_META}"\\s+content="([^"]*)"`, 'i'));
  return meta?.[1];
}

/** The translation files, as i18next-http-backend requests them (lib/i18n.ts of the web app). */
export function translationPreloads(
  language: LanguageCode,
  buildId: string | undefined,
  namespaces: readonly string[] = [],
): Preload[] {
  const version = buildId ? `?v=${encodeURIComponent(buildId)}` : '';
  return [...SHELL_NAMESPACES, ...namespaces].map((ns) => ({
    href: `/locales/${language}/${ns}.json${version}`,
    as: 'fetch',
    crossorigin: 'anonymous',
  }));
}

/** The data a page's first screen shows, as the web app's API client requests it. */
export function apiPreload(apiPath: string): Preload {
  return { href: `/api${apiPath}`, as: 'fetch', crossorigin: 'use-credentials' };
}

/** The page's largest picture, chosen by the browser from the same srcset and sizes as the page's. */
export function imagePreload(image: { src: string; srcset: string }, sizes: string): Preload {
  return {
    href: image.src,
    as: 'image',
    imagesrcset: image.srcset,
    imagesizes: sizes,
    fetchpriority: 'high',
  };
}

/** The part of Vite's build manifest (dist/.vite/manifest.json) used here. */
export type ViteManifest = Record<string, { file: string; isEntry?: boolean; imports?: string[] }>;

export function readViteManifest(distDir: string): ViteManifest | undefined {
  try {
    return JSON.parse(fs.readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as ViteManifest;
  } catch {
    return undefined; // an older build, or none: pages load their chunks themselves
  }
}

/**
 * The chunks of page modules (source paths under the web app's src/, e.g.
 * 'app/routes/catalog/product-page.tsx') with their static imports, less what index.html already
 * preloads. Without them the page's chunk is requested only once the app's script has run.
 */
export function modulePreloads(manifest: ViteManifest, modules: readonly string[]): Preload[] {
  const already = new Set<string>();
  const collect = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) collect(imported, into);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) collect(key, already);
  const files = new Set<string>();
  for (const module of modules) collect(`src/${module}`, files);
  return [...files]
    .filter((file) => !already.has(file))
    .map((file) => ({ rel: 'modulepreload', href: `/${file}`, crossorigin: 'anonymous' }));
}
