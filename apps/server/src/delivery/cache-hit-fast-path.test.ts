import http, { type IncomingHttpHeaders } from 'node:http';
import { Writable } from 'node:stream';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, type MockInstance, vi } from 'vitest';
import { addToCart, placeOk } from '../../test/orders.js';
import { createProduct } from '../../test/products.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createUser } from '../../test/users.js';
import { clientAddress, proxyTrust } from '../lib/rate-limit-counts.js';

interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** One request on a socket of its own, its response as sent: no decompression, every header. */
function raw(port: number, path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<RawResponse>((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/** What differs between two responses of the same thing: the date and the request's own id. */
function comparable(response: RawResponse) {
  const { date: _date, 'x-request-id': id, ...headers } = response.headers;
  expect(id).toBeTruthy();
  return { status: response.status, headers, body: response.body.toString('base64') };
}

/** The JSON of a response, decompressed as its Content-Encoding says. */
function json(response: RawResponse) {
  const encoding = response.headers['content-encoding'];
  const body =
    encoding === 'br'
      ? zlib.brotliDecompressSync(response.body)
      : encoding === 'gzip'
        ? zlib.gunzipSync(response.body)
        : response.body;
  return JSON.parse(body.toString());
}

// a token of no account's shape: the auth hook ignores it, and the front leaves the request to Fastify
const THROUGH_FASTIFY = { authorization: 'Bearer not-a-token' };

describe('cache hits sent before Fastify’s routing', () => {
  const lines: string[] = [];
  let t: TestApp;
  let port: number;
  let serve: MockInstance;
  let admin: Record<string, string>;
  let productId: string;
  /** whether each request since the last call was sent by the fast path */
  const served = () => {
    const values = serve.mock.results.map((r) => r.value);
    serve.mockClear();
    return values;
  };

  beforeAll(async () => {
    const logStream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    t = await createTestApp(
      // reads that succeed are logged at debug (lib/logger.ts)
      { LOG_LEVEL: 'debug', METRICS_TOKEN: 'metrics-token-metrics-token-0001' },
      { logStream },
    );
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
    admin = (await createUser(t.app, 'ADMIN')).headers;
    productId = (await createProduct(t.app, { name: 'Front blouse', price: 410_000 })).id;
    // enough for the listing's response to be compressed (over COMPRESS_THRESHOLD)
    for (let i = 0; i < 6; i++) await createProduct(t.app, { name: `Front blouse ${i}` });
    serve = vi.spyOn(t.app.cacheHitFastPath, 'serve');
  });
  afterAll(() => t.app.close());

  it('sends a cache hit with the route’s own status, headers and bytes', async () => {
    const urls = [
      '/api/product?page=1&pageSize=24',
      `/api/product/${productId}`,
      '/api/product/category/Stylish%20blouse?page=1',
      '/api/collection',
    ];
    const encodings: string[] = [];
    for (const url of urls) {
      // the first request of a URL is not stored (response-cache.ts `admit`), the second is
      await raw(port, url);
      await raw(port, url);
      expect(served(), url).toEqual([false, false]);
      const etag = (await raw(port, url)).headers.etag as string;
      expect(served(), url).toEqual([true]);
      const variants: Record<string, string>[] = [
        { 'accept-encoding': 'gzip, deflate, br, zstd' },
        { 'accept-encoding': 'gzip' },
        // the shop responds in brotli, gzip or as it is, never in deflate (plugins/platform.ts)
        { 'accept-encoding': 'deflate' },
        {},
        { 'if-none-match': etag, 'accept-encoding': 'br' },
      ];
      for (const headers of variants) {
        const route = await raw(port, url, { ...headers, ...THROUGH_FASTIFY });
        const front = await raw(port, url, headers);
        expect(served(), url).toEqual([false, true]);
        expect(comparable(front), `${url} ${JSON.stringify(headers)}`).toEqual(comparable(route));
        expect(front.status).toBe(headers['if-none-match'] ? 304 : 200);
        encodings.push(
          `${url} ${headers['accept-encoding'] ?? ''} → ${front.headers['content-encoding'] ?? ''}`,
        );
      }
    }
    // the listing is large enough to be compressed: each encoding was compared, not only plain bytes
    const listing = urls[0];
    expect(encodings.filter((e) => e.startsWith(`${listing} `))).toEqual([
      `${listing} gzip, deflate, br, zstd → br`,
      `${listing} gzip → gzip`,
      `${listing} deflate → `,
      `${listing}  → `,
      `${listing} br → `, // the 304
    ]);
  });

  it('never serves a product as it was before a staff write returned', async () => {
    const url = `/api/product/${productId}`;
    const listing = '/api/product?page=1&pageSize=24&sort=price-asc';
    for (let i = 0; i < 3; i++) {
      await raw(port, url);
      await raw(port, listing);
    }
    expect(served().slice(-2)).toEqual([true, true]);
    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/api/product/edit-product/${productId}`,
      headers: admin,
      payload: { price: 455_000 },
    });
    expect(edited.statusCode).toBe(200);
    // the next request is the route's (the cache entry is stale), and its response is stored again at once
    for (const expected of [false, true]) {
      expect(json(await raw(port, url)).price).toBe(455_000);
      const card = json(await raw(port, listing)).products.find((p: { id: string }) => p.id === productId);
      expect(card.price).toBe(455_000);
      expect(served()).toEqual([expected, expected]);
    }
    const hidden = await t.app.inject({
      method: 'PATCH',
      url: `/api/product/toggle-visibility/${productId}`,
      headers: admin,
    });
    expect(hidden.json().product.visible).toBe(false);
    expect((await raw(port, url)).status).toBe(404);
    expect(json(await raw(port, listing)).products.map((p: { id: string }) => p.id)).not.toContain(productId);
    // staff still see it: a request with a token is the route's
    const staff = await raw(port, url, admin);
    expect(staff.status).toBe(200);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/product/toggle-visibility/${productId}`,
      headers: admin,
    });
    served();
  });

  it('serves the stock an order left at once (an order invalidates only its products’ entries)', async () => {
    const sold = (await createProduct(t.app, { name: 'Front camisole', sizes: { S: 5 } })).id;
    const url = `/api/product/${sold}`;
    for (let i = 0; i < 3; i++) await raw(port, url);
    expect(served().at(-1)).toBe(true);
    const customer = (await createUser(t.app, 'CUSTOMER')).headers;
    await addToCart(t.app, customer, [{ productId: sold, size: 'S', quantity: 2 }]);
    await placeOk(t.app, customer);
    expect(json(await raw(port, url)).sizes).toEqual([{ size: 'S', stock: 3 }]);
    expect(served()).toEqual([false]);
  });

  it('leaves to Fastify what is not a plain GET of a cache hit', async () => {
    const url = '/api/product?page=1&pageSize=24';
    for (let i = 0; i < 3; i++) await raw(port, url);
    served();
    expect((await raw(port, url, {}, 'HEAD')).status).toBe(200);
    expect((await raw(port, url, THROUGH_FASTIFY)).status).toBe(200);
    expect((await raw(port, '/api/product?page=1&pageSize=23')).status).toBe(200);
    expect((await raw(port, '/api/health')).status).toBe(200);
    expect(served()).toEqual([false, false, false, false]);
  });

  it('logs its response like the route would, and counts it in the metrics under the route pattern', async () => {
    const url = `/api/product/${productId}`;
    const count = async () => {
      const metrics = await t.app.inject({
        method: 'GET',
        url: '/api/metrics',
        headers: { authorization: 'Bearer metrics-token-metrics-token-0001' },
      });
      const line = metrics.body
        .split('\n')
        .find((l) =>
          l.startsWith(
            'http_request_duration_seconds_count{method="GET",route="/api/product/:id",status_code="200"}',
          ),
        );
      return Number(line?.split(' ').at(-1) ?? 0);
    };
    for (let i = 0; i < 3; i++) await raw(port, url);
    served();
    const before = await count();
    lines.length = 0;
    const front = await raw(port, url, { 'x-request-id': 'front-request-0001' });
    expect(served()).toEqual([true]);
    expect(front.headers['x-request-id']).toBe('front-request-0001');
    expect(await count()).toBe(before + 1);
    const logged = lines.map((l) => JSON.parse(l)).find((l) => l.reqId === 'front-request-0001');
    expect(logged).toMatchObject({
      level: 20,
      msg: 'request completed',
      status: 200,
      req: { method: 'GET', url, remoteAddress: '127.0.0.1' },
    });
    expect(logged.ms).toBeTypeOf('number');
  });
});

describe('the rate limit, counted by the front and the routes alike', () => {
  let t: TestApp;
  afterAll(() => t.app.close());

  it('counts a cache hit like any request, and leaves a client over its limit to the limiter', async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '6' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as { port: number }).port;
    const serve = vi.spyOn(t.app.cacheHitFastPath, 'serve');
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await raw(port, '/api/product?page=1')).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429]);
    expect(serve.mock.results.map((r) => r.value)).toEqual([false, false, true, true, true, true, false]);
    const limited = await raw(port, '/api/product?page=1');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(JSON.parse(limited.body.toString())).toMatchObject({ code: 'RATE_LIMITED' });
  });
});

describe('clientAddress', () => {
  it('is the address Fastify gives as request.ip, with the same trust', async () => {
    for (const production of [true, false]) {
      const trust = proxyTrust(production);
      const app = Fastify({ trustProxy: trust });
      app.get('/ip', async (request) => ({ fastify: request.ip, front: clientAddress(request.raw, trust) }));
      const cases = [
        { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.9' } },
        { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.9, 127.0.0.1' } },
        { remoteAddress: '198.51.100.7', headers: { 'x-forwarded-for': '203.0.113.9' } },
        { remoteAddress: '198.51.100.7', headers: {} },
      ];
      const seen = [];
      for (const c of cases) {
        const { fastify, front } = (await app.inject({ url: '/ip', ...c })).json();
        expect(front).toBe(fastify);
        seen.push(front);
      }
      // the forwarded address counts only behind a trusted (loopback) proxy, in production
      expect(seen).toEqual(
        production
          ? ['203.0.113.9', '203.0.113.9', '198.51.100.7', '198.51.100.7']
          : ['127.0.0.1', '127.0.0.1', '198.51.100.7', '198.51.100.7'],
      );
      await app.close();
    }
  });
});
