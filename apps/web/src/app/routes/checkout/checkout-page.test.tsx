import type { AddressEntry } from '@shop/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INITIAL_AUTH_SESSION, useAuthStore } from '../../../stores/auth-store';
import { CheckoutPage } from './checkout-page';

const HOME: AddressEntry = {
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

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The shop's API as the checkout reads it: a cart of one line, the book, Vietnam's divisions. */
function serve(book: AddressEntry[]) {
  return vi.fn(async (input: string) => {
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
      default:
        return json(503, { error: 'not in this test', code: 'SERVICE_UNAVAILABLE' });
    }
  });
}

function renderCheckout() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/checkout']}>
        <CheckoutPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

// labels are the translation keys, without their namespace, in unit tests (no files are loaded)
const field = (key: string) => screen.getByLabelText(key) as HTMLInputElement | HTMLSelectElement;
const choose = (key: string, value: string) => fireEvent.change(field(key), { target: { value } });

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

describe('<CheckoutPage> shipping details (DECISIONS §11)', () => {
  it('starts from the default saved address, offered among the saved ones', async () => {
    vi.stubGlobal('fetch', serve([HOME]));
    renderCheckout();
    await waitFor(() => expect(field('fields.street').value).toBe('12 Lê Lợi'));
    expect(field('fields.phone').value).toBe('0912 345 678');
    expect(field('picker.label').value).toBe('a-home');
    await waitFor(() => expect(field('fields.ward').value).toBe('Phường Sài Gòn'));
  });

  it('keeps what was typed through a reload, over the default saved address', async () => {
    vi.stubGlobal('fetch', serve([HOME]));
    const first = renderCheckout();
    await waitFor(() => expect(field('fields.street').value).toBe('12 Lê Lợi'));
    fireEvent.change(field('fields.street'), { target: { value: '99 Nguyễn Huệ' } });
    fireEvent.change(field('fields.note'), { target: { value: 'Gọi trước' } });
    // the form no longer holds the saved address: "another address" shows
    expect(field('picker.label').value).toBe('new');
    first.unmount();

    renderCheckout();
    await waitFor(() => expect(field('picker.label')).toBeTruthy());
    expect(field('fields.street').value).toBe('99 Nguyễn Huệ');
    expect(field('fields.note').value).toBe('Gọi trước');
    expect(field('fields.phone').value).toBe('0912 345 678');
  });

  it('switching abroad and back keeps the shared fields and brings the province and ward back, across a reload', async () => {
    vi.stubGlobal('fetch', serve([HOME]));
    const first = renderCheckout();
    await waitFor(() => expect(field('fields.ward').value).toBe('Phường Sài Gòn'));

    choose('fields.country', 'Singapore');
    expect(field('fields.region').value).toBe('');
    expect(field('fields.city').value).toBe('');
    expect(field('fields.street').value).toBe('12 Lê Lợi');
    expect(field('fields.phone').value).toBe('0912 345 678');
    fireEvent.change(field('fields.city'), { target: { value: 'Singapore' } });
    first.unmount();

    // reloaded while abroad: the Vietnamese province and ward wait in the draft
    renderCheckout();
    await waitFor(() => expect(field('fields.city').value).toBe('Singapore'));
    choose('fields.country', 'Vietnam');
    // the select shows its value once the provinces (not asked for while abroad) have arrived
    await waitFor(() => expect(field('fields.province').value).toBe('Thành phố Hồ Chí Minh'));
    await waitFor(() => expect(field('fields.ward').value).toBe('Phường Sài Gòn'));
    expect(field('picker.label').value).toBe('a-home');
    // and the city typed abroad comes back on the next trip abroad
    choose('fields.country', 'France');
    expect(field('fields.city').value).toBe('Singapore');
  });

  it('with nothing saved, starts from the account’s name and e-mail and offers no saved address', async () => {
    vi.stubGlobal('fetch', serve([]));
    renderCheckout();
    await waitFor(() => expect(field('fields.name').value).toBe('Lan Nguyễn'));
    expect(field('fields.email').value).toBe('lan@example.com');
    expect(field('fields.street').value).toBe('');
    expect(screen.queryByLabelText('picker.label')).toBeNull();
  });
});
