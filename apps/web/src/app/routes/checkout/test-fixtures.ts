import type { AddressEntry } from '@shop/shared';
import { afterEach, beforeEach, vi } from 'vitest';
import { INITIAL_AUTH_SESSION, useAuthStore } from '../../../stores/auth-store';

/** The shopper's default saved address, in Vietnam's divisions as `serveCheckout` returns them. */
export const HOME: AddressEntry = {
  id: 'a-home',
  label: 'Nhà',
  name: 'Lan Nguyễn',
  phone: '0912 345 678',
  email: 'lan@example.com',
  country: 'Vietnam',
  province: 'Thành phố Hồ Chí Minh',
  ward: 'Phường Sài Gòn',
  street: '12 Lê Lợi',
  isDefault: true,
  lastUsedAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * The shop's API as the checkout reads it, for `fetch`: a cart of one line, the address book `book`,
 * Vietnam's divisions; `more` responds to what else a test needs (undefined: not in this test, 503).
 */
export function serveCheckout(
  book: AddressEntry[],
  more: (url: URL, init?: RequestInit) => Response | undefined = () => undefined,
) {
  return vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://shop.test');
    switch (url.pathname) {
      case '/api/cart':
        return json(200, [
          { productId: 'p1', size: 'M', quantity: 1, price: 300_000, discountPrice: 0, name: 'Áo' },
        ]);
      case '/api/address/book':
        return json(200, { addresses: book, limit: 10 });
      case '/api/address/provinces':
        return json(200, { source: 'live', provinces: [{ code: 79, name: 'Thành phố Hồ Chí Minh' }] });
      case '/api/address/wards':
        return json(200, { source: 'live', wards: [{ code: 26734, name: 'Phường Sài Gòn' }] });
    }
    return more(url, init) ?? json(503, { error: 'not in this test', code: 'SERVICE_UNAVAILABLE' });
  });
}

/** Each test of the file starts signed in as the shopper, and leaves signed out with `fetch` restored. */
export function signedInForEachTest() {
  beforeEach(() => {
    useAuthStore.setState({
      ...INITIAL_AUTH_SESSION,
      user: { id: 'u1', name: 'Lan Nguyễn', email: 'lan@example.com' },
      isAuthenticated: true,
    });
  });
  afterEach(() => {
    useAuthStore.setState(INITIAL_AUTH_SESSION);
    vi.unstubAllGlobals();
  });
}
