import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../test/test-app.js';

describe('the app shell', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      { RATE_LIMIT_PER_MINUTE: '1000' },
      {
        beforeReady(app) {
          app.post(
            '/api/__test/echo',
            { schema: { body: z.object({ email: z.email(), quantity: z.number().int().positive() }) } },
            async (request) => request.body,
          );
          app.get('/api/__test/boom', async () => {
            throw new Error('select secret from users -- at Object.<anonymous> (/src/x.ts:1:1)');
          });
        },
      },
    );
  });
  afterAll(() => t.app.close());

  it('answers /api/health with the database status', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', db: 'ok' });
  });

  it('answers an unknown API path with 404 JSON', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Route GET /api/nope not found', code: 'NOT_FOUND' });
    const post = await t.app.inject({ method: 'POST', url: '/api/nope/deeper', payload: {} });
    expect(post.statusCode).toBe(404);
    expect(post.json().code).toBe('NOT_FOUND');
  });

  it('puts a request id on every response and keeps a well-formed one from the caller', async () => {
    const fresh = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const given = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'client-req-12345' },
    });
    expect(given.headers['x-request-id']).toBe('client-req-12345');
    const hostile = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': '<script>alert(1)</script>' },
    });
    expect(hostile.headers['x-request-id']).not.toContain('<');
  });

  it('turns a schema failure into 400 VALIDATION_ERROR naming the field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/__test/echo',
      payload: { email: 'not-an-email', quantity: 2 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
    expect(res.json().error).toMatch(/^email: /);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/__test/echo',
      payload: { email: 'a@b.vn', quantity: 2 },
    });
    expect(ok.json()).toEqual({ email: 'a@b.vn', quantity: 2 });
  });

  it('answers malformed JSON with 400 and its code', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/__test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
  });

  it('hides the details of an unexpected error', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/__test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      error: 'Something went wrong on our side. Please try again.',
      code: 'INTERNAL_ERROR',
    });
    expect(res.body).not.toMatch(/select|users|\.ts/);
  });

  it('refuses a body over 10 MB with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/__test/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a'.repeat(10 * 1024 * 1024 + 10) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('sends a page Content-Security-Policy on pages and a deny-all one on API answers', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/products' });
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    // no third party unless configured (Google sign-in)
    expect(page.headers['content-security-policy']).not.toContain('google');

    const api = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(api.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    expect(api.headers['x-frame-options']).toBe('DENY');
    expect(api.headers['access-control-allow-origin']).toBeUndefined();
    // page-only headers stay off the API's answers
    expect(api.headers['x-dns-prefetch-control']).toBeUndefined();
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain('/api/health');
  });

  it('compresses large JSON answers', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.headers['content-encoding']).toMatch(/br|gzip/);
  });
});

describe('serving the web app', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fs.mkdtempSync('/tmp/shop-dist-');
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><title>shop</title><div id="root"></div>',
    );
    fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    fs.mkdirSync(path.join(dist, 'locales', 'en'), { recursive: true });
    fs.writeFileSync(path.join(dist, 'locales', 'en', 'navbar.json'), '{"home":"Home"}');
    t = await createTestApp({ WEB_DIST_DIR: dist });
  });
  afterAll(() => t.app.close());

  it.each([
    '/',
    '/products',
    '/product/123',
    '/anything/else',
  ])('answers %s with index.html, not cached', async (url) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<div id="root">');
  });

  it('caches hashed assets for a year', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves translation files, revalidated on each load', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/locales/en/navbar.json' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ home: 'Home' });
    expect(res.headers['cache-control']).toContain('must-revalidate');
  });

  it('answers a missing file with 404, not the page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/missing-123.js' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });

  it('keeps API 404s as JSON', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/unknown', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });
});

describe('rate limiting', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '3' });
  });
  afterAll(() => t.app.close());

  it('answers 429 RATE_LIMITED past the limit per client', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject({ method: 'GET', url: '/api/auth/me' });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) expect(res.json().code).toBe('RATE_LIMITED');
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
  });
});
