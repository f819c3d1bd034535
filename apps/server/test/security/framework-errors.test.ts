import net from 'node:net';
import { ERROR_STATUS, type ErrorCode } from '@shop/shared';
import type { FastifyInstance, InjectOptions } from 'fastify';
import inject from 'light-my-request';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app.js';

/**
 * Every error response is `{ error, code }` with one of the shop's codes
 * (docs/requirements/errors.md), including the ones Fastify and Node raise before any route or error
 * handler runs (router limits, bad URL encoding, malformed HTTP, a closing server). No framework code (`FST_…`) or field (`statusCode`, `message`)
 * reaches a client.
 */
function expectShopError(status: number, body: string, expected: { status: number; code: ErrorCode }) {
  expect(status, body).toBe(expected.status);
  const parsed = JSON.parse(body) as Record<string, unknown>;
  expect(Object.keys(parsed).sort(), body).toEqual(['code', 'error']);
  expect(parsed.code).toBe(expected.code);
  expect(Object.hasOwn(ERROR_STATUS, String(parsed.code))).toBe(true);
  expect(typeof parsed.error === 'string' && parsed.error.length > 0).toBe(true);
  expect(body).not.toMatch(/FST_|statusCode/);
}

const JSON_HEADERS = { 'content-type': 'application/json' };

describe('errors Fastify raises itself', () => {
  let t: TestApp;
  let app: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
    app = t.app;
  });
  afterAll(() => app.close());

  const send = async (options: InjectOptions) => {
    const res = await app.inject(options);
    return { status: res.statusCode, body: res.body };
  };

  // 414 keeps its status (the router refuses the URL's length), with the code of any refused input
  it('responds to a path parameter longer than the router allows with 414 VALIDATION_ERROR', async () => {
    const res = await app.inject({ method: 'GET', url: `/api/product/${'x'.repeat(200)}` });
    expectShopError(res.statusCode, res.body, { status: 414, code: 'VALIDATION_ERROR' });
    expect(res.body).not.toContain('x'.repeat(200));
    // no hook runs for the router's 4xx: the response still carries what every API response does
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('responds to a badly percent-encoded path with 400 VALIDATION_ERROR', async () => {
    const res = await send({ method: 'GET', url: '/api/product/%E0%A4%A' });
    expectShopError(res.status, res.body, { status: 400, code: 'VALIDATION_ERROR' });
  });

  it('responds to malformed JSON, an empty JSON body and a wrong content length with 400 VALIDATION_ERROR', async () => {
    for (const [payload, headers] of [
      ['{"email":', JSON_HEADERS],
      ['', JSON_HEADERS],
      ['{"email":"a@b.vn"}', { ...JSON_HEADERS, 'content-length': '3' }],
    ] as const) {
      const res = await send({ method: 'POST', url: '/api/subscribe/subscribe-user', payload, headers });
      expectShopError(res.status, res.body, { status: 400, code: 'VALIDATION_ERROR' });
    }
  });

  it('responds to a body of an unsupported type or encoding with 415 UNSUPPORTED_MEDIA_TYPE', async () => {
    const type = await send({
      method: 'POST',
      url: '/api/subscribe/subscribe-user',
      payload: '<email>a@b.vn</email>',
      headers: { 'content-type': 'text/xml' },
    });
    expectShopError(type.status, type.body, { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' });
    const encoding = await send({
      method: 'POST',
      url: '/api/subscribe/subscribe-user',
      payload: '{"email":"a@b.vn"}',
      headers: { ...JSON_HEADERS, 'content-encoding': 'x-unknown' },
    });
    expectShopError(encoding.status, encoding.body, { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('responds to an unknown API path with 404 NOT_FOUND', async () => {
    const res = await send({ method: 'GET', url: '/api/no-such-thing' });
    expectShopError(res.status, res.body, { status: 404, code: 'NOT_FOUND' });
  });

  describe('over a real connection', () => {
    let port: number;
    beforeAll(async () => {
      await app.listen({ port: 0, host: '127.0.0.1' });
      port = (app.server.address() as net.AddressInfo).port;
    });

    /** Writes raw bytes on a new connection and returns the status and body Node or Fastify sent back. */
    const raw = (request: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const socket = net.connect(port, '127.0.0.1');
        let data = '';
        socket.on('data', (chunk) => {
          data += chunk;
        });
        socket.on('error', reject);
        socket.on('close', () => {
          const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(data)?.[1]);
          resolve({ status, body: data.slice(data.indexOf('\r\n\r\n') + 4) });
        });
        socket.write(request);
      });

    it('responds to a long path parameter with 414 VALIDATION_ERROR', async () => {
      const res = await fetch(`http://127.0.0.1:${port}/api/product/${'x'.repeat(200)}`);
      expectShopError(res.status, await res.text(), { status: 414, code: 'VALIDATION_ERROR' });
    });

    it('responds to a request Node cannot parse with 400 VALIDATION_ERROR', async () => {
      const res = await raw('GET /api/health HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n');
      expectShopError(res.status, res.body, { status: 400, code: 'VALIDATION_ERROR' });
    });

    it('responds to headers over Node’s size limit with 431 VALIDATION_ERROR', async () => {
      const res = await raw(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
      expectShopError(res.status, res.body, { status: 431, code: 'VALIDATION_ERROR' });
    });
  });
});

describe('a closing server', () => {
  it('responds to a request that arrives while it shuts down with 503 SERVICE_UNAVAILABLE', async () => {
    const { app } = await createTestApp();
    await app.close();
    // fastify.inject refuses a closed app: the request goes to its request handler as a connection would
    const res = await inject(app.routing, { method: 'GET', url: '/api/health' });
    expectShopError(res.statusCode, res.body, { status: 503, code: 'SERVICE_UNAVAILABLE' });
  });
});
