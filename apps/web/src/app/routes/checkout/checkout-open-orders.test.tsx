import { type AddressEntry, TOO_MANY_OPEN_ORDERS_MESSAGE } from '@shop/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { realI18n } from '../../../lib/test-i18n';
import { INITIAL_AUTH_SESSION, useAuthStore } from '../../../stores/auth-store';
import { CHECKOUT_NAMESPACES, CheckoutPage } from './checkout-page';

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

/** The shop's API: a cart of one line, a saved address, and a COD checkout the server refuses. */
function serve() {
  return vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://shop.test');
    switch (url.pathname) {
      case '/api/cart':
        return json(200, [
          { productId: 'p1', size: 'M', quantity: 1, price: 300_000, discountPrice: 0, name: 'Áo' },
        ]);
      case '/api/address/book':
        return json(200, { addresses: [HOME], limit: 10 });
      case '/api/address/provinces':
        return json(200, { source: 'live', provinces: [{ code: 79, name: 'Thành phố Hồ Chí Minh' }] });
      case '/api/address/wards':
        return json(200, { source: 'live', wards: [{ code: 26734, name: 'Phường Sài Gòn' }] });
      case '/api/payment/methods':
        return json(200, { methods: { COD: true, QR: true, PAYPAL: false }, paymentTtlMinutes: 30 });
      case '/api/payment/create-checkout-cod':
        if (init?.method === 'POST')
          return json(409, { error: TOO_MANY_OPEN_ORDERS_MESSAGE, code: 'TOO_MANY_OPEN_ORDERS' });
        break;
    }
    return json(503, { error: 'not in this test', code: 'SERVICE_UNAVAILABLE' });
  });
}

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

describe('<CheckoutPage> a cash-on-delivery order refused for too many open orders (DECISIONS §13)', () => {
  it.each([
    ['en', TOO_MANY_OPEN_ORDERS_MESSAGE],
    [
      'vi',
      'Bạn đã có 3 đơn hàng đang chờ giao. Vui lòng chờ nhận các đơn này, hoặc thanh toán bằng chuyển khoản ngân hàng.',
    ],
  ] as const)('tells it in %s beside the payment choice, pointing to bank transfer; the form stays', async (lng, words) => {
    const fetch = serve();
    vi.stubGlobal('fetch', fetch);
    const i18n = await realI18n(lng, CHECKOUT_NAMESPACES);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={client}>
          <MemoryRouter initialEntries={['/checkout']}>
            <CheckoutPage />
          </MemoryRouter>
        </QueryClientProvider>
      </I18nextProvider>,
    );
    await waitFor(() => expect((screen.getAllByRole('textbox')[0] as HTMLInputElement).value).not.toBe(''));
    await waitFor(() => expect(screen.getByDisplayValue('Phường Sài Gòn')).toBeTruthy());
    // cash on delivery is the method chosen
    expect(
      (screen.getByRole('radio', { name: new RegExp(i18n.t('cod:title')) }) as HTMLInputElement).checked,
    ).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: i18n.t('returnPolicyAgreement:label') }));
    fireEvent.click(screen.getByRole('button', { name: i18n.t('checkout:placeOrder') }));

    const alert = await screen.findByTestId('checkout-refusal');
    expect(alert.getAttribute('role')).toBe('alert');
    expect(alert.getAttribute('data-code')).toBe('TOO_MANY_OPEN_ORDERS');
    expect(alert.textContent).toBe(words);
    // the refusal follows the payment choice in the form, and has the focus
    const methods = screen.getByRole('group', { name: i18n.t('checkout:paymentMethod') });
    expect(methods.compareDocumentPosition(alert) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(document.activeElement).toBe(alert);
    // nothing was placed: still the form, with its address
    expect(screen.getByDisplayValue('12 Lê Lợi')).toBeTruthy();
    const posted = fetch.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posted.map(([url]) => new URL(url, 'http://shop.test').pathname)).toEqual([
      '/api/payment/create-checkout-cod',
    ]);

    // choosing bank transfer takes the refusal away
    fireEvent.click(screen.getByRole('radio', { name: new RegExp(i18n.t('qrcode:title')) }));
    expect(screen.queryByTestId('checkout-refusal')).toBeNull();
  });
});
