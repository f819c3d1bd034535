import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { APP_START_SCRIPT, APP_TEMPLATE_ID, SSR_STATE_ID } from '@shop/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imagePart, multipartBody, testImage } from '../../test/multipart.js';
import { addToCart, placeOk } from '../../test/orders.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createUser } from '../../test/users.js';
import { captureLog, writeWebBuild } from '../../test/web-build.js';
import { products } from '../db/schema/index.js';
import { isServerRendered, scriptJson, withRenderedPage } from './server-rendering.js';

const WEB = path.resolve(import.meta.dirname, '../../../web');

/** index.html as `vite build` writes it: the boot shell (nested divs) inside #root. */
const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Lumière Saigon</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-abc.js">
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
  </head>
  <body>
    <div id="root">
      <div class="boot"><div><span>Lumière Saigon</span></div></div>
    </div>
  </body>
</html>`;

const stateOf = (html: string) => {
  const json = new RegExp(`<script id="${SSR_STATE_ID}" type="application/json">(.*?)</script>`).exec(
    html,
  )?.[1];
  return json ? JSON.parse(json) : undefined;
};
const rootOf = (html: string) => /<div id="root">([\s\S]*?)<\/div>\s*<script id=/.exec(html)?.[1] ?? '';

describe('withRenderedPage', () => {
  it('replaces the boot shell, nested divs and all, and sets the language', () => {
    const page = {
      html: '<main>page</main>',
      head: '<link rel="preload" as="image" href="/a.webp"/>',
      state: {},
      complete: true,
    };
    const html = withRenderedPage(INDEX, page, 'vi');
    expect(html).toContain('<html lang="vi">');
    expect(html).toContain(`<div id="root"><main>page</main></div>\n    <script id="${SSR_STATE_ID}"`);
    expect(html).not.toContain('class="boot"');
    expect(html).toMatch(/<\/script>\s*<\/body>/);
    // the picture's preload right after the viewport (its sizes depend on it), before the app's script
    expect(html).toMatch(
      /<meta name="viewport"[^>]*>\s*<link rel="preload" as="image" href="\/a.webp"\/>\s*<title>/,
    );
  });

  it('escapes what could close the state script', () => {
    expect(scriptJson({ name: '</script><script>alert(1)</script>' })).not.toContain('<');
    expect(JSON.parse(scriptJson({ name: '</script>' }))).toEqual({ name: '</script>' });
  });

  it('renders the landing pages only', () => {
    for (const p of ['/', '/products', '/product/abc', '/Collection/abc', '/collection/abc/', '/products/']) {
      expect(isServerRendered(p), p).toBe(true);
    }
    for (const p of ['/cart', '/login', '/secret-dashboard', '/product', '/product/a/b']) {
      expect(isServerRendered(p), p).toBe(false);
    }
  });
});

/**
 * The real server entry, built here by Vite as `npm run build` builds it (the suite runs before the
 * web build), into a folder inside the repository so that its npm imports resolve.
 */
describe('server-rendered landing pages', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let dir: string;
  let admin: Record<string, string>;
  let productId: string;

  async function createProduct(name: string, price: number) {
    const data = {
      name,
      description: 'Silk.',
      price,
      discountPrice: 0,
      category: 'Stylish blouse',
      availability: 'AVAILABLE',
      sizes: [{ size: 'M', stock: 3 }],
      collectionId: null,
      featured: true,
      visible: true,
    };
    const body = multipartBody({ data: JSON.stringify(data) }, [imagePart(await testImage('png'))]);
    const res = await app.inject({
      method: 'POST',
      url: '/api/product/create-product',
      payload: body.payload,
      headers: { ...body.headers, ...admin },
    });
    expect(res.statusCode).toBe(201);
    return res.json().product.id as string;
  }

  beforeAll(async () => {
    const cache = path.resolve(WEB, '../../node_modules/.cache');
    fs.mkdirSync(cache, { recursive: true });
    dir = fs.mkdtempSync(path.join(cache, 'ssr-test-'));
    const dist = path.join(dir, 'dist');
    fs.mkdirSync(dist);
    fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
    fs.cpSync(path.join(WEB, 'public', 'locales'), path.join(dist, 'locales'), { recursive: true });
    await build({
      root: WEB,
      configFile: path.join(WEB, 'vite.config.ts'),
      logLevel: 'silent',
      build: { ssr: 'src/entry-server.tsx', outDir: path.join(dir, 'dist-ssr'), sourcemap: false },
    });
    t = await createTestApp({ WEB_DIST_DIR: dist });
    app = t.app;
    admin = (await createUser(app, 'ADMIN')).headers;
    productId = await createProduct('Áo lụa Hoàng Hôn', 450_000);
    await createProduct('Váy <Bình Minh>', 620_000);
    const banner = multipartBody(
      {
        data: JSON.stringify({
          title: 'Mùa thu Sài Gòn',
          subtitle: 'Lụa mới',
          link: '/products',
          position: 0,
        }),
      },
      [imagePart(await testImage('png'))],
    );
    const created = await app.inject({
      method: 'POST',
      url: '/api/banner/create-banner',
      payload: banner.payload,
      headers: { ...banner.headers, ...admin },
    });
    expect(created.statusCode).toBe(201);
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('sends a product page with the product rendered, its first picture sized and prioritised', async () => {
    const res = await app.inject({ method: 'GET', url: `/product/${productId}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const detail = (await app.inject({ method: 'GET', url: `/api/product/${productId}` })).json();
    const root = rootOf(res.body);
    expect(root).toContain('Áo lụa Hoàng Hôn');
    expect(root).toContain('450,000 ₫'); // the price, as the page formats it
    const cover = detail.images[0];
    const img = new RegExp(`<img[^>]*src="${cover.src}"[^>]*>`).exec(root)?.[0];
    expect(img).toBeDefined();
    expect(img).toContain(`srcSet="${cover.srcset}"`);
    expect(img).toContain(`width="${cover.width}"`);
    expect(img).toContain(`height="${cover.height}"`);
    expect(img).toContain('fetchPriority="high"');
    // the browser's query cache gets the detail as the API sent it
    const state = stateOf(res.body);
    expect(state.language).toBe('en');
    const query = state.queries.queries.find((q: { state: { data: unknown } }) => q.state.data === undefined);
    expect(query).toBeUndefined();
    expect(JSON.stringify(state.queries)).toContain(JSON.stringify(detail));
    // the data is in the page: no preload of the API response, which would be fetched for nothing
    expect(res.body).not.toContain(`href="/api/product/${productId}"`);
    // React's preload of the picture, in the head
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(head).toMatch(new RegExp(`<link rel="preload" as="image" imageSrcSet="${cover.srcset}"`));
  });

  it('sends the home page and the listing with the catalogue rendered, names escaped', async () => {
    const home = await app.inject({ method: 'GET', url: '/' });
    expect(home.statusCode).toBe(200);
    // the first banner, its picture eager and prioritised (the home page's largest paint)
    const banner = (await app.inject({ method: 'GET', url: '/api/banner' })).json().banners[0];
    expect(rootOf(home.body)).toContain('Mùa thu Sài Gòn');
    const img = new RegExp(`<img[^>]*src="${banner.image.src}"[^>]*>`).exec(rootOf(home.body))?.[0];
    expect(img).toContain(`width="${banner.image.width}"`);
    expect(img).toContain('fetchPriority="high"');
    expect(img).toContain('loading="eager"');
    const listing = await app.inject({ method: 'GET', url: '/products?sort=price-asc' });
    const root = rootOf(listing.body);
    expect(root).toContain('Áo lụa Hoàng Hôn');
    expect(root).toContain('Váy &lt;Bình Minh&gt;');
    expect(root.indexOf('Áo lụa Hoàng Hôn')).toBeLessThan(root.indexOf('Váy &lt;Bình Minh&gt;'));
  });

  it("fetches a server-rendered page's app after its first paint, a shell page's at once", async () => {
    const appTags = (html: string) =>
      html.match(
        /<script type="module"[^>]*>|<link rel="modulepreload"[^>]*>|<link rel="preload"[^>]*as="fetch"[^>]*>/g,
      ) ?? [];
    for (const url of ['/', '/products', `/product/${productId}`]) {
      const res = await app.inject({ method: 'GET', url });
      const head = res.body.slice(0, res.body.indexOf('</head>'));
      // the head keeps what the first paint needs (the stylesheet, the largest picture) ...
      expect(head, url).toContain('rel="stylesheet"');
      expect(head, url).toMatch(/<link rel="preload"[^>]*as="image"/);
      // ... and nothing of the app's, which waits in the template
      expect(appTags(head), url).toEqual([]);
      const template =
        new RegExp(`<template id="${APP_TEMPLATE_ID}">(.*?)</template>`).exec(res.body)?.[1] ?? '';
      const held = appTags(template);
      expect(
        held.filter((t) => t.startsWith('<script type="module"')),
        url,
      ).toHaveLength(1);
      expect(
        held.some((t) => t.includes('modulepreload')),
        url,
      ).toBe(true);
      expect(
        held.some((t) => t.includes('/locales/')),
        url,
      ).toBe(true);
      // the one inline script starts it, allowed by its hash in the page CSP and by nothing else
      const inline = [...res.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
      expect(inline).toEqual([APP_START_SCRIPT]);
      // at the top of the head: it holds what the shopper does before any of the body is parsed,
      // and runs without waiting for the stylesheet
      expect(head.indexOf(`<script>${APP_START_SCRIPT}</script>`), url).toBeGreaterThan(-1);
      expect(head.indexOf('<script>'), url).toBeLessThan(head.indexOf('rel="stylesheet"'));
      expect(head.indexOf('<script>'), url).toBeGreaterThan(head.indexOf('<meta charset'));
      const hash = createHash('sha256').update(APP_START_SCRIPT).digest('base64');
      const scriptSrc = /script-src ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1];
      expect(scriptSrc).toContain(`'sha256-${hash}'`);
      expect(scriptSrc).not.toContain("'unsafe-inline'");
    }
    const shell = (await app.inject({ method: 'GET', url: '/cart' })).body;
    expect(shell).not.toContain(`<template id="${APP_TEMPLATE_ID}">`);
    const shellHead = shell.slice(0, shell.indexOf('</head>'));
    expect(appTags(shellHead).filter((t) => t.startsWith('<script type="module"'))).toHaveLength(1);
  });

  it('renders the page in the language of the cookie', async () => {
    const res = await app.inject({ method: 'GET', url: '/products', headers: { cookie: 'lang=vi' } });
    expect(res.body).toContain('<html lang="vi">');
    expect(stateOf(res.body).language).toBe('vi');
    const vi = JSON.parse(fs.readFileSync(path.join(WEB, 'public/locales/vi/navbar.json'), 'utf8'));
    const en = JSON.parse(fs.readFileSync(path.join(WEB, 'public/locales/en/navbar.json'), 'utf8'));
    const label = Object.entries(vi).find(([k, v]) => typeof v === 'string' && v !== en[k])?.[1] as string;
    expect(rootOf(res.body)).toContain(label);
  });

  it('shows a price edit at once, on a page cached just before', async () => {
    const before = await app.inject({ method: 'GET', url: `/product/${productId}` });
    expect(rootOf(before.body)).toContain('450,000 ₫');
    const edit = await app.inject({
      method: 'PATCH',
      url: `/api/product/edit-product/${productId}`,
      payload: { price: 390_000 },
      headers: admin,
    });
    expect(edit.statusCode).toBe(200);
    const after = await app.inject({ method: 'GET', url: `/product/${productId}` });
    expect(rootOf(after.body)).toContain('390,000 ₫');
    expect(rootOf(after.body)).not.toContain('450,000 ₫');
  });

  it("shows an order's stock at once on the product page, and keeps the listing page's render cached", async () => {
    const stockInPage = async () => {
      const res = await app.inject({ method: 'GET', url: `/product/${productId}` });
      const detail = stateOf(res.body).queries.queries.find(
        (q: { state: { data?: { id?: string } } }) => q.state.data?.id === productId,
      );
      return detail.state.data.sizes;
    };
    const listingPage = async () => rootOf((await app.inject({ method: 'GET', url: '/products' })).body);
    expect(await stockInPage()).toEqual([{ size: 'M', stock: 3 }]);
    expect(await listingPage()).toContain('Áo lụa Hoàng Hôn');
    // behind the cache's back (not through the app): what shows it is a cached page, not rendered again
    await t.database.db.update(products).set({ name: 'Áo lụa Bình Minh' }).where(eq(products.id, productId));
    const customer = (await createUser(app)).headers;
    await addToCart(app, customer, [{ productId, size: 'M' }]);
    await placeOk(app, customer);
    expect(await stockInPage()).toEqual([{ size: 'M', stock: 2 }]);
    expect(await listingPage()).toContain('Áo lụa Hoàng Hôn');
  });

  it('leaves the other pages, and unknown products, to the browser', async () => {
    const cart = await app.inject({ method: 'GET', url: '/cart' });
    expect(cart.body).toContain('class="boot"');
    expect(cart.body).not.toContain(SSR_STATE_ID);
    // a product that does not exist: rendered loading, and the browser asks the API itself
    const missing = await app.inject({
      method: 'GET',
      url: '/product/00000000-0000-4000-8000-000000000000',
    });
    expect(missing.statusCode).toBe(200);
    expect(JSON.stringify(stateOf(missing.body).queries)).not.toContain(
      '00000000-0000-4000-8000-000000000000',
    );
  });
});

/** A server entry that fails on request, to see what a failed render gives the visitor. */
const FAILING_ENTRY = `export function createRenderer() {
  return async (url) => {
    if (url.includes('boom')) throw new Error('render boom');
    return { html: '<main>rendered</main>', head: '', state: {}, complete: true };
  };
}`;

describe('a failed server render', () => {
  const { lines, stream: logStream } = captureLog();
  let t: TestApp;
  let build: ReturnType<typeof writeWebBuild>;
  beforeAll(async () => {
    build = writeWebBuild(FAILING_ENTRY, { index: INDEX });
    t = await createTestApp({ WEB_DIST_DIR: build.dist, LOG_LEVEL: 'error' }, { logStream });
  });
  afterAll(async () => {
    await t?.app.close();
    build?.remove();
  });

  it('serves the plain index.html, and logs the error', async () => {
    const rendered = await t.app.inject({ method: 'GET', url: '/products' });
    expect(rootOf(rendered.body)).toBe('<main>rendered</main>');
    // a parameter the listing reads (one it does not read is dropped before the render: server-rendering.ts)
    const res = await t.app.inject({ method: 'GET', url: '/products?q=boom' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('class="boot"');
    expect(res.body).not.toContain(SSR_STATE_ID);
    expect(lines.join('\n')).toMatch(
      /server-side render failed[\s\S]*render boom|render boom[\s\S]*server-side render failed/,
    );
  });
});

/** A server entry that renders every landing page the same. */
const SAME_PAGE_ENTRY = `export function createRenderer() {
  return async () => ({ html: '<main>rendered</main>', head: '', state: {}, complete: true });
}`;

describe('a server-rendered page with EARLY_INPUT=0', () => {
  const apps: TestApp[] = [];
  let build: ReturnType<typeof writeWebBuild>;
  beforeAll(() => {
    build = writeWebBuild(SAME_PAGE_ENTRY, { index: INDEX });
  });
  afterAll(async () => {
    await Promise.all(apps.map((t) => t.app.close()));
    build?.remove();
  });
  const page = async (env: Record<string, string>) => {
    const t = await createTestApp({ WEB_DIST_DIR: build.dist, ...env });
    apps.push(t);
    return t.app.inject({ method: 'GET', url: '/products' });
  };
  const hash = `'sha256-${createHash('sha256').update(APP_START_SCRIPT).digest('base64')}'`;
  const scriptSrc = (res: { headers: Record<string, unknown> }) =>
    /script-src ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1] ?? '';

  it("has no inline start script, loads its app's script at once, and its CSP allows no inline script", async () => {
    const on = await page({});
    expect(on.body).toContain(`<script>${APP_START_SCRIPT}</script>`);
    expect(scriptSrc(on)).toContain(hash);

    const off = await page({ EARLY_INPUT: '0' });
    expect(rootOf(off.body)).toBe('<main>rendered</main>');
    expect(off.body).not.toMatch(/<script>/);
    expect(off.body).not.toContain(`<template id="${APP_TEMPLATE_ID}">`);
    const head = off.body.slice(0, off.body.indexOf('</head>'));
    expect(head).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
    expect(scriptSrc(off)).toBe("'self'");
  });
});
