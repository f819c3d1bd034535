import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app.js';
import { captureLog, writeWebBuild } from '../web-build.js';

/** A server entry that renders every page the same way (the real one is built in web/server-rendering.test.ts). */
const ENTRY = `export function createRenderer() {
  return async () => ({ html: '<main>rendered</main>', head: '', state: {}, complete: true });
}`;

/** Cookie headers a client may send that are not valid percent-encoding (decodeURIComponent throws). */
const MALFORMED = ['lang=%', 'lang=%; refreshToken=%E0%A4%A', 'theme=x; lang=%zz; other=%E0%A4%A'];

/**
 * A cookie value that is not valid percent-encoding (`Cookie: lang=%`) must not turn a page into a
 * 500 with a stack trace in the log, as decodeURIComponent by hand would: undecodable cookie values
 * are ignored everywhere, as if the cookie were absent.
 */
describe('malformed cookies', () => {
  const { lines, stream: logStream } = captureLog();
  let t: TestApp;
  let build: ReturnType<typeof writeWebBuild>;
  const errors = () =>
    lines
      .flatMap((l) => l.split('\n'))
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { level: number; msg: string })
      .filter((l) => l.level >= 50);

  beforeAll(async () => {
    build = writeWebBuild(ENTRY);
    t = await createTestApp(
      { WEB_DIST_DIR: build.dist, LOG_LEVEL: 'info' },
      {
        logStream,
        // what a route reads of the cookies, as every route reads them (@fastify/cookie's request.cookies)
        beforeReady: (app) => app.get('/test/cookies', async (request) => ({ ...request.cookies })),
      },
    );
  });
  beforeEach(() => {
    lines.length = 0;
  });
  afterAll(async () => {
    await t?.app.close();
    build?.remove();
  });

  it('a page asked for with an undecodable cookie (lang=%) is served, rendered, without an error logged', async () => {
    for (const cookie of MALFORMED) {
      for (const url of ['/', '/products', '/cart']) {
        const res = await t.app.inject({ method: 'GET', url, headers: { cookie } });
        expect(res.statusCode, `${url} with ${cookie}`).toBe(200);
        expect(res.headers['content-type']).toContain('text/html');
      }
    }
    const home = await t.app.inject({ method: 'GET', url: '/', headers: { cookie: 'lang=%' } });
    expect(home.body).toContain('<main>rendered</main>');
    // the broken language cookie is ignored: the page falls back to Accept-Language, then English
    expect(home.body).toContain('<html lang="en">');
    const vi = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { cookie: 'lang=%', 'accept-language': 'vi-VN,vi;q=0.9' },
    });
    expect(vi.body).toContain('<html lang="vi">');
    expect(errors()).toEqual([]);
  });

  it('an API route asked with undecodable cookies responds as usual, without an error logged', async () => {
    for (const cookie of MALFORMED) {
      const listing = await t.app.inject({ method: 'GET', url: '/api/product', headers: { cookie } });
      expect(listing.statusCode).toBe(200);
      // a refresh cookie that cannot be decoded is no refresh cookie: 401 as for none, not 500
      const refresh = await t.app.inject({
        method: 'POST',
        url: '/api/auth/refresh-token',
        headers: { cookie, 'x-requested-with': 'XMLHttpRequest' },
      });
      expect(refresh.statusCode).toBe(401);
      expect(refresh.json().code).toBe('UNAUTHORIZED');
    }
    expect(errors()).toEqual([]);
  });

  it('drops an undecodable cookie value instead of passing its raw text on to the routes', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/test/cookies',
      headers: { cookie: 'lang=%; refreshToken=%E0%A4%A; theme=dark%20rose' },
    });
    expect(res.statusCode).toBe(200);
    const cookies = res.json();
    expect(cookies.theme).toBe('dark rose');
    expect(cookies.lang).toBeUndefined();
    expect(cookies.refreshToken).toBeUndefined();
  });
});
