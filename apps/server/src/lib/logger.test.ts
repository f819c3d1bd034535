import { performance } from 'node:perf_hooks';
import { Writable } from 'node:stream';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { maskUrl, SLOW_REQUEST_MS } from './logger.js';

/** what node:perf_hooks' performance.now() returns while the request-timing test holds it */
let clock = 0;

describe('logs', () => {
  const lines: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    t = await createTestApp(
      { LOG_LEVEL: 'info' },
      {
        logStream: stream,
        beforeReady(app) {
          app.post('/api/__test/log-body', async (request) => {
            request.log.info({ body: request.body }, 'body seen');
            return { ok: true };
          });
          app.get('/api/__test/slow', async () => {
            // SLOW_REQUEST_MS by the clock requests are timed by (the test below sets it)
            clock += SLOW_REQUEST_MS;
            return { ok: true };
          });
          app.get('/api/__test/fails', async () => {
            throw new Error('broken on purpose');
          });
        },
      },
    );
  });
  afterAll(() => t.app.close());
  afterEach(() => vi.restoreAllMocks());

  it('never contain passwords, tokens, cookies or authorization headers', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/__test/log-body?token=url-secret-token',
      headers: { authorization: 'Bearer header.secret.token', cookie: 'refreshToken=cookie-secret' },
      payload: { email: 'a@b.vn', password: 'hunter2-password', accessToken: 'body.secret.token' },
    });
    await t.app.inject({ method: 'POST', url: '/api/auth/reset-password/reset-secret-token', payload: {} });
    const all = lines.join('');
    expect(all).toContain('request completed');
    for (const secret of [
      'url-secret-token',
      'header.secret.token',
      'cookie-secret',
      'hunter2-password',
      'body.secret.token',
      'reset-secret-token',
    ]) {
      expect(all).not.toContain(secret);
    }
    expect(all).toContain('[redacted]');
  });

  it('masks tokens carried in URLs', () => {
    expect(maskUrl('/api/auth/reset-password/abc.def?x=1')).toBe('/api/auth/reset-password/[redacted]?x=1');
    expect(maskUrl('/api/subscribe/unsubscribe?token=abc&lang=vi')).toBe(
      '/api/subscribe/unsubscribe?token=[redacted]&lang=vi',
    );
    expect(maskUrl('/api/payment/checkout-success?token=PAY123&PayerID=X9')).toBe(
      '/api/payment/checkout-success?token=[redacted]&PayerID=[redacted]',
    );
  });

  it('writes a line for every write, error and slow request, and none for a quick read that succeeds', async () => {
    // How long a request took is the behaviour here, so the clock it is timed by is the test's:
    // Fastify's reply.elapsedTime reads node:perf_hooks' performance.now() (vi.useFakeTimers fakes
    // only the global one), which stands still but for the slow route. The quick read stays quick
    // on however slow a machine, and the slow one is slow without a real wait.
    vi.spyOn(performance, 'now').mockImplementation(() => clock);
    const lineOf = async (method: 'GET' | 'POST', url: string) => {
      lines.length = 0;
      const res = await t.app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
      const id = res.headers['x-request-id'];
      return lines.map((l) => JSON.parse(l)).find((l) => l.reqId === id && l.status !== undefined);
    };
    expect(await lineOf('GET', '/api/product?page=1&pageSize=1')).toBeUndefined();
    expect(await lineOf('POST', '/api/__test/log-body')).toMatchObject({ level: 30, status: 200 });
    expect(await lineOf('GET', '/api/product/no-such-product')).toMatchObject({ level: 30, status: 404 });
    expect(await lineOf('GET', '/api/__test/fails')).toMatchObject({ level: 50, msg: 'request failed' });
    expect(await lineOf('GET', '/api/__test/slow')).toMatchObject({ level: 40, msg: 'slow request' });
  });
});
