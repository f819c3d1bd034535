import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { maskUrl } from './logger.js';

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
        },
      },
    );
  });
  afterAll(() => t.app.close());

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
});
