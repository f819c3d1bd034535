import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imagePart, multipartBody, testImage } from '../../test/multipart.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createUser } from '../../test/users.js';

/** A built index.html and Vite manifest, as `vite build` writes them. */
const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta name="shop-build" content="b42" />
    <title>Lumière Saigon</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-abc.js">
  </head>
  <body><div id="root"></div></body>
</html>`;
const MANIFEST = {
  'index.html': { file: 'assets/index-abc.js', isEntry: true, imports: ['_vendor-abc.js'] },
  '_vendor-abc.js': { file: 'assets/vendor-abc.js' },
  '_card-abc.js': { file: 'assets/card-abc.js', imports: ['_vendor-abc.js'] },
  'src/app/routes/catalog/product-page.tsx': {
    file: 'assets/product-page-abc.js',
    isDynamicEntry: true,
    imports: ['_vendor-abc.js', '_card-abc.js'],
  },
  'src/app/routes/home/home-page.tsx': { file: 'assets/home-page-abc.js', isDynamicEntry: true },
  'src/app/routes/collections/collection-page.tsx': {
    file: 'assets/collection-page-abc.js',
    isDynamicEntry: true,
    imports: ['_vendor-abc.js', '_card-abc.js'],
  },
};

const links = (body: string) =>
  [...body.matchAll(/<link rel="(?:preload|modulepreload)" href="([^"]+)"/g)].map((m) => m[1]);

describe('what a landing page preloads', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let dist: string;
  let admin: Record<string, string>;
  let productId: string;

  beforeAll(async () => {
    dist = fs.mkdtempSync('/tmp/shop-preload-dist-');
    fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
    fs.mkdirSync(path.join(dist, '.vite'));
    fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    t = await createTestApp({ WEB_DIST_DIR: dist });
    app = t.app;
    admin = (await createUser(app, 'ADMIN')).headers;
    const data = {
      name: 'Áo sơ mi Preload',
      description: 'Silk.',
      price: 500_000,
      discountPrice: 0,
      category: 'Stylish blouse',
      availability: 'AVAILABLE',
      sizes: [{ size: 'M', stock: 3 }],
      collectionId: null,
      featured: false,
      visible: true,
    };
    const body = multipartBody({ data: JSON.stringify(data) }, [imagePart(await testImage('png'))]);
    const res = await app.inject({
      method: 'POST',
      url: '/api/product/create-product',
      payload: body.payload,
      headers: { ...body.headers, ...admin },
    });
    productId = res.json().product.id;
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it("preloads a product page's chunk, translations, data and first picture in the visitor's language", async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/product/${productId}`,
      headers: { 'accept-language': 'vi-VN,vi;q=0.9,en;q=0.8' },
    });
    expect(res.statusCode).toBe(200);
    const hrefs = links(res.body);
    const detail = (await app.inject({ method: 'GET', url: `/api/product/${productId}` })).json();
    expect(hrefs).toEqual([
      // the page's chunk and what it imports, less what index.html already loads
      '/assets/product-page-abc.js',
      '/assets/card-abc.js',
      '/locales/vi/common.json?v=b42',
      '/locales/vi/navbar.json?v=b42',
      '/locales/vi/footer.json?v=b42',
      '/locales/vi/products.json?v=b42',
      '/locales/vi/peoplebought.json?v=b42',
      `/api/product/${productId}`,
      detail.images[0].src,
    ]);
    expect(res.body).toContain(`imagesrcset="${detail.images[0].srcset}"`);
    expect(res.body).toContain(`href="/api/product/${productId}" as="fetch" crossorigin="use-credentials"`);
    expect(res.headers.vary).toContain('accept-language');
  });

  it('sends the page compressed when the browser accepts it', async () => {
    const plain = await app.inject({ method: 'GET', url: `/product/${productId}` });
    const res = await app.inject({
      method: 'GET',
      url: `/product/${productId}`,
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(plain.body);
  });

  it('follows the language cookie over the browser language', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/products',
      headers: { 'accept-language': 'vi', cookie: 'lang=en' },
    });
    expect(links(res.body)).toEqual([
      '/locales/en/common.json?v=b42',
      '/locales/en/navbar.json?v=b42',
      '/locales/en/footer.json?v=b42',
      '/locales/en/products.json?v=b42',
    ]);
  });

  it('stops preloading the data of a product as soon as staff hide it, and its head follows an edit at once', async () => {
    const edit = await app.inject({
      method: 'PATCH',
      url: `/api/product/edit-product/${productId}`,
      payload: { name: 'Áo sơ mi Renamed' },
      headers: admin,
    });
    expect(edit.statusCode).toBe(200);
    const renamed = await app.inject({ method: 'GET', url: `/product/${productId}` });
    expect(renamed.body).toContain('<meta property="og:title" content="Áo sơ mi Renamed" />');

    await app.inject({
      method: 'PATCH',
      url: `/api/product/edit-product/${productId}`,
      payload: { visible: false },
      headers: admin,
    });
    const hidden = await app.inject({ method: 'GET', url: `/product/${productId}` });
    expect(links(hidden.body).some((href) => href?.startsWith('/api/') || href?.startsWith('/images/'))).toBe(
      false,
    );
    expect(hidden.body).not.toContain('og:title');
  });

  it("preloads a collection page's chunk and its products texts, whatever the case of its path", async () => {
    for (const url of ['/Collection/any-id', '/collection/any-id/']) {
      const res = await app.inject({ method: 'GET', url });
      expect(links(res.body), url).toEqual([
        '/assets/collection-page-abc.js',
        '/assets/card-abc.js',
        '/locales/en/common.json?v=b42',
        '/locales/en/navbar.json?v=b42',
        '/locales/en/footer.json?v=b42',
        '/locales/en/products.json?v=b42',
      ]);
    }
  });

  it("preloads the home page's banners", async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    const hrefs = links(res.body);
    expect(hrefs).toContain('/assets/home-page-abc.js');
    expect(hrefs).toContain('/api/banner');
    // no banner yet: no picture to preload
    expect(hrefs.some((href) => href?.startsWith('/images/'))).toBe(false);
  });
});
