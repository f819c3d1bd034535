import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pagesPerWindow } from '../../src/delivery/page-rate-limit.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { writeWebBuild } from '../web-build.js';

/**
 * A server entry that records each render and renders the URL it was given (the real entry is built in
 * web/server-rendering.test.ts): what the test counts is the renderer's own calls.
 */
const ENTRY = `export function createRenderer() {
  return async (url) => {
    (globalThis.__pageRenders ??= []).push(url);
    const text = url.replace(/&/g, '&amp;').replace(/</g, '&lt;');
    return { html: '<main data-url="' + text.replace(/"/g, '&quot;') + '">rendered</main>', head: '', state: {}, complete: true };
  };
}`;

const renders = (): string[] => ((globalThis as { __pageRenders?: string[] }).__pageRenders ??= []);
const renderedUrl = (html: string) =>
  /<main data-url="([^"]*)">/
    .exec(html)?.[1]
    ?.replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&amp;/g, '&');

const PRODUCT = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';

/** A built web app: index.html, the recording server entry, one hashed asset. */
const webBuild = () => writeWebBuild(ENTRY, { files: { 'assets/index-abc123.js': 'console.log("app");\n' } });

/**
 * Rendering a page on the server costs real CPU, so junk query strings must not make the server
 * render it again for each one (a single client could starve every other request, the health probe
 * included): pages are cached under the query parameters the page reads, normalised, and
 * rate-limited per client.
 */
describe('server-rendered pages and junk query strings', () => {
  let t: TestApp;
  let build: ReturnType<typeof webBuild>;
  const page = (url: string) => t.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    build = webBuild();
    // the rate limit out of the way: this part is about what is rendered
    t = await createTestApp({ WEB_DIST_DIR: build.dist, RATE_LIMIT_PER_MINUTE: '100000' });
  });
  beforeEach(() => {
    renders().length = 0;
  });
  afterAll(async () => {
    await t?.app.close();
    build?.remove();
  });

  it('renders a page once for any number of query parameters it does not read', async () => {
    for (let i = 0; i < 25; i++) {
      const junk = `utm_source=mail${i}&fbclid=${Math.random().toString(36).slice(2)}&zzz=${i}`;
      for (const url of [`/?${junk}`, `/products?${junk}`, `/product/${PRODUCT}?${junk}`]) {
        const res = await page(url);
        expect(res.statusCode, url).toBe(200);
        expect(res.body, url).toContain('>rendered</main>');
      }
    }
    // the render was given the URL it is kept under: the page as it reads it
    expect(renders().sort()).toEqual(['/', '/products', `/product/${PRODUCT}`].sort());
  });

  it('renders a listing once for its filters in any order, repeated, or with values it ignores', async () => {
    const same = [
      '/products?size=M&size=S&category=Skirt&sort=price-asc',
      '/products?sort=price-asc&category=Skirt&size=S&size=M&size=M',
      '/products?category=Skirt&size=S,M&sort=price-asc&page=1&zzz=1',
      '/products?size=XXL&size=S&size=M&category=Skirt&category=Nope&sort=price-asc&page=abc&minPrice=x',
    ];
    for (const url of same) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      // what was rendered is the normalised URL, whatever the order the parameters came in
      expect(renderedUrl(res.body), url).toBe('/products?category=Skirt&size=S&size=M&sort=price-asc');
    }
    expect(renders()).toEqual(['/products?category=Skirt&size=S&size=M&sort=price-asc']);
    // a listing that shows something else is its own page
    const other = await page('/products?category=Skirt&sort=price-desc&q=%C3%A1o+l%E1%BB%A5a');
    expect(renderedUrl(other.body)).toBe('/products?q=%C3%A1o+l%E1%BB%A5a&category=Skirt&sort=price-desc');
    expect(renders()).toHaveLength(2);
  });
});

/**
 * The same flood without Redis (counted in this process) and, when TEST_REDIS_URL is set, with the
 * counts every instance shares in Redis.
 */
function floodSuite(name: string, env: () => Record<string, string>) {
  describe(name, () => {
    /** RATE_LIMIT_PER_MINUTE of this app: small, so that a flood reaches it within the test. */
    const PER_MINUTE = 30;
    let t: TestApp;
    let build: ReturnType<typeof webBuild>;
    const from = (remoteAddress: string, url: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url, remoteAddress, headers });

    beforeAll(async () => {
      build = webBuild();
      t = await createTestApp({
        ...env(),
        WEB_DIST_DIR: build.dist,
        RATE_LIMIT_PER_MINUTE: String(PER_MINUTE),
      });
    });
    beforeEach(() => {
      renders().length = 0;
    });
    afterAll(async () => {
      await t?.app.close();
      build?.remove();
    });

    it('refuses a client hammering fresh searches with 429, serves another client, and still serves the first its assets and the API', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 2 * PER_MINUTE; i++) {
        const res = await from('203.0.113.7', `/products?q=flood${i}`);
        statuses.push(res.statusCode);
      }
      const served = statuses.filter((s) => s === 200).length;
      expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
      // once refused, refused for the rest of the window: no render slips through
      expect(statuses.slice(served).every((s) => s === 429)).toBe(true);
      expect(renders()).toHaveLength(served);
      expect(served).toBeLessThanOrEqual(PER_MINUTE);

      // the shop's error shape for a script, a small page for a browser; both say when to come back
      const scripted = await from('203.0.113.7', '/products?q=again');
      expect(scripted.statusCode).toBe(429);
      expect(scripted.json()).toEqual({ error: expect.any(String), code: 'RATE_LIMITED' });
      expect(Number(scripted.headers['retry-after'])).toBeGreaterThan(0);
      const browser = await from('203.0.113.7', '/', { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' });
      expect(browser.statusCode).toBe(429);
      expect(browser.headers['content-type']).toContain('text/html');
      expect(browser.body).toContain('429');
      expect(Number(browser.headers['retry-after'])).toBeGreaterThan(0);
      expect(renders()).toHaveLength(served);

      // another client is served meanwhile
      const other = await from('198.51.100.20', '/products?q=ao');
      expect(other.statusCode).toBe(200);
      expect(other.body).toContain('>rendered</main>');

      // the refused client still gets the app's files and the API: the page limit is counted apart
      const asset = await from('203.0.113.7', '/assets/index-abc123.js');
      expect(asset.statusCode).toBe(200);
      const api = await from('203.0.113.7', '/api/product');
      expect(api.statusCode).toBe(200);
    });

    // the sitemap is built from the catalogue like a page is rendered, and counted with them
    it('counts /sitemap.xml in the page limit: past it the sitemap responds 429, and so do the pages', async () => {
      const crawler = '192.0.2.44';
      const statuses: number[] = [];
      for (let i = 0; i < PER_MINUTE; i++) statuses.push((await from(crawler, '/sitemap.xml')).statusCode);
      const served = statuses.filter((s) => s === 200).length;
      expect(served).toBe(pagesPerWindow(PER_MINUTE));
      expect(statuses.slice(served).every((s) => s === 429)).toBe(true);

      const refused = await from(crawler, '/sitemap.xml');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ error: expect.any(String), code: 'RATE_LIMITED' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.headers['cache-control']).toBe('no-store');
      const browser = await from(crawler, '/sitemap.xml', { accept: 'text/html,*/*;q=0.8' });
      expect(browser.statusCode).toBe(429);
      expect(browser.headers['content-type']).toContain('text/html');
      // one count for both: the sitemaps used up this client's pages
      expect((await from(crawler, '/products?q=after-sitemaps')).statusCode).toBe(429);
      expect(renders()).toHaveLength(0);

      // and pages use up the sitemap: another client's pages first, then its sitemap
      const reader = '192.0.2.45';
      for (let i = 0; i < pagesPerWindow(PER_MINUTE); i++)
        expect((await from(reader, `/products?q=read${i}`)).statusCode).toBe(200);
      expect((await from(reader, '/sitemap.xml')).statusCode).toBe(429);

      // a third client is served
      const other = await from('198.51.100.21', '/sitemap.xml');
      expect(other.statusCode).toBe(200);
      expect(other.body).toContain('<urlset');
    });
  });
}

floodSuite('server-rendered pages under a flood from one client', () => ({}));

// with a Redis to count in (TEST_REDIS_URL, as .ci/run sets it); defined only then, so that a run
// without Redis lists no skipped test
const redisUrl = process.env.TEST_REDIS_URL;
if (redisUrl) {
  floodSuite('server-rendered pages under a flood from one client, counted in Redis', () => ({
    REDIS_URL: redisUrl,
    // this run's own keys: other suites share the Redis
    REDIS_KEY_PREFIX: `shop-test-${randomBytes(6).toString('hex')}:`,
  }));
}
