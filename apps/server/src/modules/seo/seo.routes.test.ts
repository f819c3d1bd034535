import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testImage } from '../../../test/multipart.js';
import { createProduct } from '../../../test/products.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { SeoRepository } from './seo.repository.js';

const PUBLIC_URL = 'https://shop.example.vn';
/** The built index.html's head, as Vite writes it (description on several lines). */
const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="Lumière Saigon — feminine fashion from Ho Chi Minh City."
    />
    <title>Lumière Saigon</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

const html = { accept: 'text/html' };
const metaContent = (body: string, attr: string, name: string) =>
  new RegExp(`<meta ${attr}="${name}" content="([^"]*)"`).exec(body)?.[1];

describe('search engines', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let dist: string;

  beforeAll(async () => {
    dist = fs.mkdtempSync('/tmp/shop-seo-dist-');
    fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
    t = await createTestApp({ WEB_DIST_DIR: dist, PUBLIC_URL });
    app = t.app;
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  describe('robots.txt', () => {
    it('allows the shop, keeps crawlers out of the API and the account pages, and names the sitemap', async () => {
      const res = await app.inject({ method: 'GET', url: '/robots.txt' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
      const lines = res.body.split('\n');
      expect(lines[0]).toBe('User-agent: *');
      for (const path of ['/api/', '/admin-dashboard', '/cart', '/checkout', '/profile', '/confirm-order'])
        expect(lines).toContain(`Disallow: ${path}`);
      expect(lines).not.toContain('Disallow: /');
      expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    });
  });

  describe('sitemap.xml', () => {
    /** A product as staff add it: through the catalogue service, which invalidates the response cache. */
    const staffCreates = (name: string) =>
      app.services.catalog.create({
        data: { name, description: '', price: 300_000, category: 'Skirt', sizes: [{ size: 'S', stock: 2 }] },
        files: [],
      });

    it('lists the public pages, the collections and the visible products with absolute URLs', async () => {
      const shown = await createProduct(app, { name: 'Áo lụa Camellia' });
      const hidden = await createProduct(app, { name: 'Hidden slip', visible: false });
      const collection = await app.services.collections.create({
        data: { name: 'Garden Reverie', description: 'Linen and lace.' },
        files: [],
      });

      const res = await app.inject({ method: 'GET', url: '/sitemap.xml' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(res.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
      expect(res.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
      const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
      for (const page of ['/', '/products', '/about-us', '/exchange-policy', '/preOrder-policy', '/legal'])
        expect(locs).toContain(`${PUBLIC_URL}${page}`);
      expect(locs).toContain(`${PUBLIC_URL}/product/${shown.id}`);
      expect(locs).toContain(`${PUBLIC_URL}/Collection/${collection.id}`);
      expect(locs).not.toContain(`${PUBLIC_URL}/product/${hidden.id}`);
      expect(locs.some((l) => l?.includes('/cart') || l?.includes('/login'))).toBe(false);
      expect(res.body).toMatch(
        new RegExp(`<loc>${PUBLIC_URL}/product/${shown.id}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT`),
      );
    });

    it('drops a product as soon as staff hide it', async () => {
      const product = await staffCreates('Soon hidden');
      const url = `${PUBLIC_URL}/product/${product.id}`;
      expect((await app.inject({ method: 'GET', url: '/sitemap.xml' })).body).toContain(url);
      await app.services.catalog.toggleVisibility(product.id);
      expect((await app.inject({ method: 'GET', url: '/sitemap.xml' })).body).not.toContain(url);
    });

    // two queries of up to 50,000 rows each, once per catalogue change, not per request
    it('builds the sitemap once for any number of requests, until the catalogue changes', async () => {
      const products = vi.spyOn(SeoRepository.prototype, 'visibleProducts');
      const collections = vi.spyOn(SeoRepository.prototype, 'collections');
      try {
        // a staff write invalidates what an earlier test cached
        const first = await staffCreates('Kept in the sitemap');
        const sitemap = () => app.inject({ method: 'GET', url: '/sitemap.xml' });
        const together = await Promise.all(Array.from({ length: 5 }, sitemap));
        const after = [];
        for (let i = 0; i < 20; i++) after.push(await sitemap());
        for (const res of [...together, ...after]) {
          expect(res.statusCode).toBe(200);
          expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
          expect(res.body).toBe(together[0]!.body);
          expect(res.body).toContain(`${PUBLIC_URL}/product/${first.id}`);
        }
        expect(products).toHaveBeenCalledTimes(1);
        expect(collections).toHaveBeenCalledTimes(1);

        // a product change invalidates it: the next request builds it again, once
        const second = await staffCreates('New in the sitemap');
        const changed = await sitemap();
        expect(changed.body).toContain(`${PUBLIC_URL}/product/${second.id}`);
        expect((await sitemap()).body).toBe(changed.body);
        expect(products).toHaveBeenCalledTimes(2);
        await app.services.catalog.toggleVisibility(first.id);
        expect((await sitemap()).body).not.toContain(`${PUBLIC_URL}/product/${first.id}`);
        expect(products).toHaveBeenCalledTimes(3);
        expect(collections).toHaveBeenCalledTimes(3);
      } finally {
        products.mockRestore();
        collections.mockRestore();
      }
    });
  });

  describe('product and collection pages', () => {
    it('serves a visible product page with its title, description, canonical link and Open Graph tags', async () => {
      const png = await testImage('png');
      const product = await app.services.catalog.create({
        data: {
          name: 'Váy "Hoa" & ren <Cinnamon>',
          description: `Chân váy lụa\n\ndáng xoè nhẹ. ${'Mềm mại, thoáng mát. '.repeat(12)}`,
          price: 690_000,
          category: 'Skirt',
          sizes: [{ size: 'S', stock: 3 }],
        },
        files: [png],
      });
      const res = await app.inject({ method: 'GET', url: `/product/${product.id}?ref=ig`, headers: html });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      const body = res.body;
      expect(body).toContain(
        '<title>Váy &quot;Hoa&quot; &amp; ren &lt;Cinnamon&gt; · Lumière Saigon</title>',
      );
      expect(body.match(/<title>/g)).toHaveLength(1);
      expect(body.match(/name="description"/g)).toHaveLength(1);
      const description = metaContent(body, 'name', 'description')!;
      expect(description.startsWith('Chân váy lụa dáng xoè nhẹ. Mềm mại')).toBe(true);
      expect(description.length).toBeLessThanOrEqual(160);
      expect(description.endsWith('…')).toBe(true);
      expect(body).toContain(`<link rel="canonical" href="${PUBLIC_URL}/product/${product.id}" />`);
      expect(metaContent(body, 'property', 'og:type')).toBe('product');
      expect(metaContent(body, 'property', 'og:title')).toBe(
        'Váy &quot;Hoa&quot; &amp; ren &lt;Cinnamon&gt;',
      );
      expect(metaContent(body, 'property', 'og:url')).toBe(`${PUBLIC_URL}/product/${product.id}`);
      expect(metaContent(body, 'property', 'og:image')).toBe(`${PUBLIC_URL}${product.image!.src}`);
      expect(metaContent(body, 'property', 'og:description')).toBe(description);
      // matched as the web app's router matches it (the landing pages' table): any case, a trailing slash
      const other = await app.inject({ method: 'GET', url: `/PRODUCT/${product.id}/`, headers: html });
      expect(metaContent(other.body, 'property', 'og:url')).toBe(`${PUBLIC_URL}/product/${product.id}`);
      // the app itself is untouched
      expect(body).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
      expect(body).toContain('<div id="root"></div>');
      // and the picture it points at is really there
      const image = await app.inject({ method: 'GET', url: product.image!.src });
      expect(image.statusCode).toBe(200);
    });

    it('serves a collection page with its own head', async () => {
      const collection = await app.services.collections.create({
        data: { name: 'Swan Asleep', description: 'Satin sleepwear for slow mornings.' },
        files: [],
      });
      const res = await app.inject({ method: 'GET', url: `/Collection/${collection.id}`, headers: html });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>Swan Asleep · Lumière Saigon</title>');
      expect(metaContent(res.body, 'name', 'description')).toBe('Satin sleepwear for slow mornings.');
      expect(metaContent(res.body, 'property', 'og:title')).toBe('Swan Asleep');
      expect(metaContent(res.body, 'property', 'og:type')).toBe('website');
      expect(res.body).toContain(`<link rel="canonical" href="${PUBLIC_URL}/Collection/${collection.id}" />`);
      // no cover picture: no og:image rather than a broken one
      expect(res.body).not.toContain('og:image');
    });

    it('gives a hidden, unknown or malformed id and every other page the plain index.html', async () => {
      const hidden = await createProduct(app, { name: 'Secret sample', visible: false });
      for (const url of [
        `/product/${hidden.id}`,
        '/product/0b6c5a8e-0d5e-4d0e-9a52-1f3b2f1c0a11',
        '/product/not-an-id',
        '/Collection/0b6c5a8e-0d5e-4d0e-9a52-1f3b2f1c0a11',
        '/products',
        '/about-us',
      ]) {
        const res = await app.inject({ method: 'GET', url, headers: html });
        expect(res.statusCode, url).toBe(200);
        // the app's own head, untouched (other parts of the server may add preloads to it)
        expect(res.body, url).toContain('<title>Lumière Saigon</title>');
        expect(res.body, url).toContain('content="Lumière Saigon — feminine fashion from Ho Chi Minh City."');
        expect(res.body, url).not.toContain('og:');
        expect(res.body, url).not.toContain('rel="canonical"');
      }
    });
  });
});
