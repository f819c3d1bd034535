import { SHOP } from '@shop/shared';
import { useEffect } from 'react';

/** What a page says about itself in the tab and to search engines, in the current language. */
export interface DocumentMeta {
  /** the page's own title; the tab shows "{title} · {shop}" (the shop's name alone without one) */
  title?: string;
  description?: string;
}

/** Search engines cut a meta description around 155–160 characters. */
const DESCRIPTION_LENGTH = 160;

/** One line of at most `max` characters, cut at a word with an ellipsis. */
export function summarize(text: string, max = DESCRIPTION_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:–—-]+$/, '')}…`;
}

/**
 * Two writers, one document: the layout sets the meta of the current route (app/route-meta.ts) and a
 * page may say more (a product's name and description) with usePageMeta. A page's fields win over the
 * route's; whichever effect runs last, the document shows the same thing, because both recompute it
 * here from the route's meta and the stack of mounted pages' meta.
 */
let routeMeta: DocumentMeta = {};
const pageMetas: Array<{ meta: DocumentMeta }> = [];
let initialPath: string | undefined;

function apply(): void {
  if (typeof document === 'undefined') return;
  const pick = (field: keyof DocumentMeta) =>
    pageMetas.findLast((entry) => entry.meta[field])?.meta[field] ?? routeMeta[field];
  const title = pick('title');
  document.title = title ? `${title} · ${SHOP.name}` : SHOP.name;
  const description = pick('description');
  if (description) {
    let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!tag) {
      tag = document.createElement('meta');
      tag.name = 'description';
      document.head.append(tag);
    }
    tag.content = summarize(description);
  }
}

/** The layout's part: the meta of the route now shown (see app/route-meta.ts). */
export function setRouteMeta(pathname: string, meta: DocumentMeta): void {
  initialPath ??= pathname;
  // The server writes a canonical link and Open Graph tags into the first page it serves (a product or
  // collection); once the shopper moves on inside the app they describe another page.
  if (pathname !== initialPath) {
    for (const tag of document.head.querySelectorAll(
      'link[rel="canonical"], meta[property^="og:"], meta[name^="twitter:"]',
    ))
      tag.remove();
  }
  routeMeta = meta;
  apply();
}

/** A page's part: its own title and description (e.g. a product's), over the route's. */
export function usePageMeta(meta: DocumentMeta): void {
  const { title, description } = meta;
  useEffect(() => {
    const entry = { meta: { title, description } };
    pageMetas.push(entry);
    apply();
    return () => {
      pageMetas.splice(pageMetas.indexOf(entry), 1);
      apply();
    };
  }, [title, description]);
}
