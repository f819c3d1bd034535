import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resolveApiBase } from './api-base';
import { createApiClient } from './api-client';
import { ApiError } from './api-error';

const VALID = 'aaa.bbb.ccc';
const FRESH = 'ddd.eee.fff';

function json(status: number, body: unknown, statusText = '') {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    statusText,
    headers: { 'content-type': 'application/json' },
  });
}

function setup(responses: Array<Response | (() => Promise<Response>)>) {
  const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => {
    const next = responses.shift();
    if (!next) throw new Error('no more responses');
    return typeof next === 'function' ? next() : next;
  });
  const client = createApiClient({ base: '/api', fetch: fetchMock as unknown as typeof fetch });
  const headersOf = (call: number) => new Headers(fetchMock.mock.calls[call]?.[1]?.headers);
  return { client, fetchMock, headersOf };
}

describe('api client', () => {
  it('sends the required headers and credentials to {base}{path}', async () => {
    const { client, fetchMock, headersOf } = setup([json(200, { ok: true })]);
    await expect(client.post('/cart/addItem', { productId: 'p' })).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/cart/addItem');
    expect(init?.credentials).toBe('include');
    expect(init?.body).toBe('{"productId":"p"}');
    const headers = headersOf(0);
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('Accept')).toBe('application/json');
    expect(headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(headers.get('X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('gives every request its own id', async () => {
    const { client, headersOf } = setup([json(200, {}), json(200, {})]);
    await client.get('/a');
    await client.get('/b');
    expect(headersOf(0).get('X-Request-Id')).not.toBe(headersOf(1).get('X-Request-Id'));
  });

  it('sends no JSON content type on a write without a body, nor on a multipart upload', async () => {
    const { client, headersOf, fetchMock } = setup([json(200, {}), json(200, {})]);
    await client.post('/auth/logout');
    expect(headersOf(0).has('Content-Type')).toBe(false);
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBeUndefined();
    const form = new FormData();
    form.append('data', '{}');
    await client.post('/product/create-product', form, { timeout: 'upload' });
    expect(headersOf(1).has('Content-Type')).toBe(false);
    expect(fetchMock.mock.calls[1]?.[1]?.body).toBe(form);
  });

  it('adds the Bearer token only when it has the shape of a token', async () => {
    const { client, headersOf } = setup([json(200, {}), json(200, {}), json(200, {})]);
    let token: string | null = VALID;
    client.connectAuth({ getToken: () => token, refresh: async () => null, onRefreshFailed: () => {} });
    await client.get('/a');
    expect(headersOf(0).get('Authorization')).toBe(`Bearer ${VALID}`);
    token = 'not-a-token';
    await client.get('/b');
    expect(headersOf(1).has('Authorization')).toBe(false);
    token = 'a..c';
    await client.get('/c');
    expect(headersOf(2).has('Authorization')).toBe(false);
  });

  it('counts 200 to 399 as success and 400 up as failure', async () => {
    const { client } = setup([
      json(204, undefined),
      json(302, { moved: true }),
      json(399, {}),
      json(400, {}),
    ]);
    await expect(client.get('/a')).resolves.toBeUndefined();
    await expect(client.get('/b')).resolves.toEqual({ moved: true });
    await expect(client.get('/c')).resolves.toEqual({});
    await expect(client.get('/d')).rejects.toBeInstanceOf(ApiError);
  });

  it('normalises server errors: error, else message, else HTTP status text; keeps the code', async () => {
    const { client } = setup([
      json(409, { error: 'Only 2 left', code: 'OUT_OF_STOCK' }),
      json(400, { message: 'Bad input' }),
      new Response('<html>oops</html>', { status: 502, statusText: 'Bad Gateway' }),
    ]);
    await expect(client.get('/a')).rejects.toMatchObject({
      status: 409,
      code: 'OUT_OF_STOCK',
      message: 'Only 2 left',
    });
    await expect(client.get('/b')).rejects.toMatchObject({
      status: 400,
      code: 'API_ERROR',
      message: 'Bad input',
    });
    await expect(client.get('/c')).rejects.toMatchObject({
      status: 502,
      code: 'API_ERROR',
      message: 'HTTP 502: Bad Gateway',
    });
  });

  it('turns a network failure into NETWORK_ERROR with status 0', async () => {
    const { client } = setup([() => Promise.reject(new TypeError('Failed to fetch'))]);
    await expect(client.get('/a')).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
      message: 'Network error: Failed to fetch',
    });
  });

  describe('time-outs', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    const hanging = (_url: string, init: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });

    it('aborts after 15 s by default and after 5 s for auth calls', async () => {
      const fetchMock = vi.fn(hanging);
      const client = createApiClient({ base: '/api', fetch: fetchMock as unknown as typeof fetch });
      const slow = client.get('/a').catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(14_999);
      expect(fetchMock.mock.calls[0]?.[1]?.signal?.aborted).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await slow).toMatchObject({ status: 0, code: 'TIMEOUT' });

      const auth = client.get('/auth/me', { timeout: 'auth' }).catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(5_000);
      expect(await auth).toMatchObject({ status: 0, code: 'TIMEOUT' });
    });

    it.each([
      ['POST', '/auth/verify-email'],
      ['POST', '/auth/forgot-password'],
      ['POST', '/auth/reset-password/abc'],
      ['POST', '/auth/resend-verification'],
      ['PUT', '/auth/profile'],
      ['DELETE', '/auth/delete-account'],
      ['POST', '/auth/google/link-account'],
      ['DELETE', '/auth/google/unlink-account'],
    ] as const)('gives %s %s the auth time-out of 5 s without being told', async (method, path) => {
      const fetchMock = vi.fn(hanging);
      const client = createApiClient({ base: '/api', fetch: fetchMock as unknown as typeof fetch });
      const call = client.request(path, { method }).catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(4_999);
      expect(fetchMock.mock.calls[0]?.[1]?.signal?.aborted).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await call).toMatchObject({ status: 0, code: 'TIMEOUT' });
    });

    it('gives uploads 60 s and downloads 120 s', async () => {
      const fetchMock = vi.fn(hanging);
      const client = createApiClient({ base: '/api', fetch: fetchMock as unknown as typeof fetch });
      const upload = client.post('/x', {}, { timeout: 'upload' }).catch((e: unknown) => e);
      const download = client.get('/y', { timeout: 'download' }).catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(59_999);
      expect(fetchMock.mock.calls[0]?.[1]?.signal?.aborted).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await upload).toMatchObject({ code: 'TIMEOUT' });
      await vi.advanceTimersByTimeAsync(59_999);
      expect(fetchMock.mock.calls[1]?.[1]?.signal?.aborted).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await download).toMatchObject({ code: 'TIMEOUT' });
    });
  });

  it('runs queued requests one at a time, in order, and keeps going after a failure', async () => {
    let active = 0;
    let maxActive = 0;
    const order: string[] = [];
    const fetchMock = vi.fn(async (url: string) => {
      active += 1;
      maxActive = Math.max(maxActive, active);
      order.push(`start ${url}`);
      await new Promise((r) => setTimeout(r, 5));
      active -= 1;
      order.push(`end ${url}`);
      return url.endsWith('/b') ? json(500, { error: 'boom' }) : json(200, { url });
    });
    const client = createApiClient({ base: '/api', fetch: fetchMock as unknown as typeof fetch });
    const results = await Promise.allSettled([
      client.get('/a', { queue: true }),
      client.get('/b', { queue: true }),
      client.get('/c', { queue: true }),
    ]);
    expect(maxActive).toBe(1);
    expect(order).toEqual([
      'start /api/a',
      'end /api/a',
      'start /api/b',
      'end /api/b',
      'start /api/c',
      'end /api/c',
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });

  it('lets unqueued requests run side by side', async () => {
    let active = 0;
    let maxActive = 0;
    const fetchMock = vi.fn(async () => {
      active += 1;
      maxActive = Math.max(maxActive, active);
      await new Promise((r) => setTimeout(r, 5));
      active -= 1;
      return json(200, {});
    });
    const client = createApiClient({ base: '/api', fetch: fetchMock as unknown as typeof fetch });
    await Promise.all([client.get('/a'), client.get('/b')]);
    expect(maxActive).toBe(2);
  });

  describe('401', () => {
    it('refreshes once and retries with the new token', async () => {
      const { client, fetchMock, headersOf } = setup([json(401, { error: 'expired' }), json(200, { ok: 1 })]);
      const refresh = vi.fn(async () => FRESH);
      client.connectAuth({ getToken: () => VALID, refresh, onRefreshFailed: vi.fn() });
      await expect(client.get('/order')).resolves.toEqual({ ok: 1 });
      expect(refresh).toHaveBeenCalledTimes(1);
      expect(fetchMock).toHaveBeenCalledTimes(2);
      expect(headersOf(1).get('Authorization')).toBe(`Bearer ${FRESH}`);
    });

    it('retries only once: a second 401 is the error', async () => {
      const { client, fetchMock } = setup([
        json(401, { error: 'expired' }),
        json(401, { error: 'still no' }),
      ]);
      const refresh = vi.fn(async () => FRESH);
      client.connectAuth({ getToken: () => VALID, refresh, onRefreshFailed: vi.fn() });
      await expect(client.get('/order')).rejects.toMatchObject({ status: 401, message: 'still no' });
      expect(refresh).toHaveBeenCalledTimes(1);
      expect(fetchMock).toHaveBeenCalledTimes(2);
    });

    it('logs out locally when no new token arrives', async () => {
      const { client, fetchMock } = setup([json(401, { error: 'expired', code: 'UNAUTHORIZED' })]);
      const onRefreshFailed = vi.fn();
      client.connectAuth({ getToken: () => VALID, refresh: async () => null, onRefreshFailed });
      await expect(client.get('/order')).rejects.toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
      expect(onRefreshFailed).toHaveBeenCalledTimes(1);
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });

    it('logs out locally when the refresh fails', async () => {
      const { client } = setup([json(401, { error: 'expired' })]);
      const onRefreshFailed = vi.fn();
      client.connectAuth({
        getToken: () => VALID,
        refresh: () => Promise.reject(new Error('Session expired. Please log in again.')),
        onRefreshFailed,
      });
      await expect(client.get('/order')).rejects.toMatchObject({ status: 401 });
      expect(onRefreshFailed).toHaveBeenCalledTimes(1);
    });

    it('does not refresh for a call without a token or one that opted out', async () => {
      const { client } = setup([json(401, { error: 'Invalid credentials' }), json(401, { error: 'no' })]);
      const refresh = vi.fn(async () => FRESH);
      let token: string | null = VALID;
      client.connectAuth({ getToken: () => token, refresh, onRefreshFailed: vi.fn() });
      await expect(client.post('/auth/login', {}, { retryOn401: false })).rejects.toMatchObject({
        message: 'Invalid credentials',
      });
      token = null;
      await expect(client.get('/cart')).rejects.toMatchObject({ status: 401 });
      expect(refresh).not.toHaveBeenCalled();
    });
  });
});

describe('api base', () => {
  it("defaults to '/api' and trims a trailing slash", () => {
    expect(resolveApiBase(undefined, true)).toBe('/api');
    expect(resolveApiBase('https://shop.example/api/', true)).toBe('https://shop.example/api');
  });

  it('rejects a plain-http base in production, except on this machine', () => {
    expect(() => resolveApiBase('http://shop.example/api', true)).toThrow(/insecure/);
    expect(resolveApiBase('http://localhost:3000/api', true)).toBe('http://localhost:3000/api');
    expect(resolveApiBase('http://127.0.0.1:3000/api', true)).toBe('http://127.0.0.1:3000/api');
    expect(resolveApiBase('http://shop.example/api', false)).toBe('http://shop.example/api');
  });
});
