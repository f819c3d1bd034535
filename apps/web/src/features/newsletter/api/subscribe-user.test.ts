import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import {
  mailLanguage,
  subscribeFailureKind,
  subscribeRetry,
  subscribeRetryDelay,
  subscribeUser,
} from './subscribe-user';

const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('newsletter subscription', () => {
  it('posts {email} to /api/subscribe/subscribe-user', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { message: 'Subscribed!' }));
    await expect(subscribeUser('a@b.vn')).resolves.toEqual({ message: 'Subscribed!' });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/subscribe/subscribe-user');
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe('{"email":"a@b.vn"}');
  });

  it('sends the language newsletters are to be written in (EN or VI)', async () => {
    fetchMock.mockImplementation(async () => json(200, { message: 'ok' }));
    await subscribeUser({ email: 'a@b.vn', language: 'vi' });
    await subscribeUser({ email: 'c@d.vn', language: 'fr' });
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe('{"email":"a@b.vn","language":"vi"}');
    expect(fetchMock.mock.calls[1]?.[1]?.body).toBe('{"email":"c@d.vn","language":"en"}');
    expect(mailLanguage('vi-VN')).toBe('vi');
    expect(mailLanguage(undefined)).toBe('en');
  });

  it("maps 401 to 'Email required' (FORBIDDEN) and 403 to 'Access forbidden'", async () => {
    fetchMock
      .mockResolvedValueOnce(json(401, { error: 'x' }))
      .mockResolvedValueOnce(json(403, { error: 'y' }));
    await expect(subscribeUser('a@b.vn')).rejects.toMatchObject({
      status: 401,
      code: 'FORBIDDEN',
      message: 'Email required',
    });
    await expect(subscribeUser('a@b.vn')).rejects.toMatchObject({ status: 403, message: 'Access forbidden' });
  });

  it('chooses the message by code', () => {
    expect(subscribeFailureKind(new ApiError('Email required', 401, 'FORBIDDEN'))).toBe('authRequired');
    expect(subscribeFailureKind(new ApiError('Access forbidden', 403, 'FORBIDDEN'))).toBe('forbidden');
    expect(subscribeFailureKind(new ApiError('Network error: x', 0, 'NETWORK_ERROR'))).toBe('network');
    expect(
      subscribeFailureKind(new ApiError('Please enter a valid email address.', 400, 'VALIDATION_ERROR')),
    ).toBe('invalidEmail');
    expect(subscribeFailureKind(new ApiError('HTTP 500: ', 500))).toBe('generic');
  });

  it('does not retry a 4xx, retries others at most twice, waiting at most 3 s', () => {
    expect(subscribeRetry(0, new ApiError('bad', 400))).toBe(false);
    expect(subscribeRetry(0, new ApiError('down', 503))).toBe(true);
    expect(subscribeRetry(1, new ApiError('down', 503))).toBe(true);
    expect(subscribeRetry(2, new ApiError('down', 503))).toBe(false);
    expect([0, 1, 2].map(subscribeRetryDelay)).toEqual([1000, 2000, 3000]);
  });
});
