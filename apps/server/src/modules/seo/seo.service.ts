import { landingPageOf, ROUTES, SHOP } from '@shop/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { CatalogCache } from '../../lib/catalog-cache.js';
import { escapeHtml } from '../../lib/escape-html.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import type { CollectionsService } from '../collections/collections.service.js';
import { SeoRepository } from './seo.repository.js';

/** What a page's head says to crawlers and link previews (delivery/web-app.ts writes it into index.html). */
export interface PageHead {
  /** the document title, "{name} · {shop}" */
  title: string;
  /** the thing itself (a product's or collection's name), for og:title */
  name: string;
  description: string;
  /** absolute URL of the page, without query */
  canonical: string;
  /** absolute URL of the preview picture */
  image?: string;
  type: 'website' | 'product';
  siteName: string;
}

/** The public pages a crawler may list, besides products and collections (docs/requirements/screens.md). */
export const STATIC_SITEMAP_ROUTES = [
  ROUTES.home,
  ROUTES.products,
  ROUTES.aboutUs,
  ROUTES.howToOrder,
  ROUTES.faq,
  ROUTES.loyaltyLevel,
  ROUTES.exchangePolicy,
  ROUTES.privacy,
  ROUTES.paymentPolicy,
  ROUTES.preOrderPolicy,
  ROUTES.legal,
] as const;

/** Pages no crawler has business with: the account, cart and checkout steps, the back office. */
const DISALLOWED = [
  '/api/',
  ROUTES.adminDashboard,
  ROUTES.cart,
  ROUTES.checkout,
  ROUTES.profile,
  ROUTES.purchaseSuccess,
  ROUTES.purchaseCancel,
  // the buyer's confirmation link of a COD order carries a token, which no crawler should keep
  ROUTES.confirmOrder,
  '/reset-password/',
  ROUTES.verifyEmail,
];

/** A sitemap file holds at most 50,000 URLs (sitemaps.org); the shop is far below that. */
const SITEMAP_LIMIT = 50_000;
/** The sitemap's cache entry: no tag of its own, so only a write to the whole catalogue invalidates it. */
const SITEMAP_CACHE_KEY = 'sitemap.xml';
/** Meta descriptions are cut by search engines around 155–160 characters. */
const DESCRIPTION_LENGTH = 160;

export function summary(text: string, max = DESCRIPTION_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:–—-]+$/, '')}…`;
}

/**
 * Search-engine basics served by the server: robots.txt, a sitemap of the visible catalogue, and the
 * title, description and Open Graph tags of product and collection pages for crawlers that do not
 * run JavaScript.
 */
export class SeoService {
  private readonly repo: SeoRepository;

  constructor(
    db: Db,
    private readonly publicUrl: string,
    private readonly catalog: CatalogService,
    private readonly collections: CollectionsService,
    /**
     * index.html is fetched on every page load, so a page's head is kept in the catalogue's response
     * cache, which every catalogue write invalidates: an edit or a hide shows in the preview at once.
     */
    private readonly cache: CatalogCache,
  ) {
    this.repo = new SeoRepository(db);
  }

  robotsTxt(): string {
    return [
      'User-agent: *',
      ...DISALLOWED.map((path) => `Disallow: ${path}`),
      'Allow: /',
      '',
      `Sitemap: ${this.publicUrl}/sitemap.xml`,
      '',
    ].join('\n');
  }

  /**
   * The sitemap, kept in the response cache like a page's head: every catalogue write invalidates it,
   * so a product shown or hidden is in or out of the next response, and between writes a crawler's requests
   * cost no query (the two below read up to 50,000 rows each). Requests that miss it together wait
   * for one build.
   */
  async sitemapXml(): Promise<string> {
    return (await this.cache.wrap(SITEMAP_CACHE_KEY, () => this.buildSitemap()))!;
  }

  private async buildSitemap(): Promise<string> {
    const [products, collections] = await Promise.all([
      this.repo.visibleProducts(SITEMAP_LIMIT),
      this.repo.collections(SITEMAP_LIMIT),
    ]);
    const url = (path: string, lastmod?: Date) =>
      `  <url><loc>${escapeHtml(`${this.publicUrl}${path}`)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`;
    const entries = [
      ...STATIC_SITEMAP_ROUTES.map((path) => url(path)),
      ...collections.map((c) => url(ROUTES.collection.replace(':collectionId', c.id), c.updatedAt)),
      ...products.map((p) => url(ROUTES.product.replace(':productId', p.id), p.updatedAt)),
    ].slice(0, SITEMAP_LIMIT);
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...entries,
      '</urlset>',
      '',
    ].join('\n');
  }

  /** The head of a product or collection page; undefined for any other path, or a hidden or unknown id. */
  async pageHead(pathname: string): Promise<PageHead | undefined> {
    // the landing pages' table matches them as the web app's router does (any case, trailing slash)
    const landing = landingPageOf(pathname);
    const product = decode(landing?.page.route === ROUTES.product ? landing.params.productId : undefined);
    const collection = decode(
      landing?.page.route === ROUTES.collection ? landing.params.collectionId : undefined,
    );
    if (!product && !collection) return undefined;
    const key = product ? `head:product:${product}` : `head:collection:${collection}`;
    // null: no such visible page (cached too, so a bad link costs one query per write)
    const head = await this.cache.wrap(
      key,
      async () =>
        (product ? await this.productHead(product) : await this.collectionHead(collection!)) ?? null,
    );
    return head ?? undefined;
  }

  private async productHead(id: string): Promise<PageHead | undefined> {
    const product = await this.catalog.detail(id, false).catch(missing);
    if (!product) return undefined;
    return {
      title: `${product.name} · ${SHOP.name}`,
      name: product.name,
      siteName: SHOP.name,
      description: summary(product.description || `${product.name} · ${product.category}`),
      canonical: `${this.publicUrl}${ROUTES.product.replace(':productId', product.id)}`,
      ...(product.image ? { image: `${this.publicUrl}${product.image.src}` } : {}),
      type: 'product',
    };
  }

  private async collectionHead(id: string): Promise<PageHead | undefined> {
    const collection = await this.collections.detail(id).catch(missing);
    if (!collection) return undefined;
    return {
      title: `${collection.name} · ${SHOP.name}`,
      name: collection.name,
      siteName: SHOP.name,
      description: summary(collection.description || collection.name),
      canonical: `${this.publicUrl}${ROUTES.collection.replace(':collectionId', collection.id)}`,
      ...(collection.image ? { image: `${this.publicUrl}${collection.image.src}` } : {}),
      type: 'website',
    };
  }
}

function decode(segment: string | undefined): string | undefined {
  if (!segment) return undefined;
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined; // a malformed escape is no id
  }
}

/** A 404 from a service means "no such page": the plain index.html is served. */
function missing(err: unknown): undefined {
  if (err instanceof AppError && err.code === 'NOT_FOUND') return undefined;
  throw err;
}
