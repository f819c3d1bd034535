import { TOO_MANY_OPEN_ORDERS_MESSAGE } from '@shop/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { realI18n } from '../../../lib/test-i18n';
import { CHECKOUT_NAMESPACES, CheckoutPage } from './checkout-page';
import { HOME, json, serveCheckout, signedInForEachTest } from './test-fixtures';

/** The checkout's API with payment methods, and a COD checkout the server rejects. */
const serve = () =>
  serveCheckout([HOME], (url, init) => {
    switch (url.pathname) {
      case '/api/payment/methods':
        return json(200, { methods: { COD: true, QR: true, PAYPAL: false }, paymentTtlMinutes: 30 });
      case '/api/payment/create-checkout-cod':
        if (init?.method === 'POST')
          return json(409, { error: TOO_MANY_OPEN_ORDERS_MESSAGE, code: 'TOO_MANY_OPEN_ORDERS' });
    }
    return undefined;
  });

signedInForEachTest();

describe('<CheckoutPage> a cash-on-delivery order rejected for too many open orders', () => {
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
    // the rejection follows the payment choice in the form, and has the focus
    const methods = screen.getByRole('group', { name: i18n.t('checkout:paymentMethod') });
    expect(methods.compareDocumentPosition(alert) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(document.activeElement).toBe(alert);
    // nothing was placed: still the form, with its address
    expect(screen.getByDisplayValue('12 Lê Lợi')).toBeTruthy();
    const posted = fetch.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posted.map(([url]) => new URL(url, 'http://shop.test').pathname)).toEqual([
      '/api/payment/create-checkout-cod',
    ]);

    // choosing bank transfer takes the rejection away
    fireEvent.click(screen.getByRole('radio', { name: new RegExp(i18n.t('qrcode:title')) }));
    expect(screen.queryByTestId('checkout-refusal')).toBeNull();
  });
});
