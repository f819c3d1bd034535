import type { Order, QrPayment } from '@shop/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { orderQueryOptions, PAYMENT_POLL_MS } from '../../../features/orders/api/get-order';
import { realI18n } from '../../../lib/test-i18n';
import { CheckoutPage } from './checkout-page';

const TOTAL = 1_155_000;
const DEPOSIT = 105_000;

const qr = (amount: number): QrPayment => ({
  payload: `payload-${amount}`,
  qrImage: `data:image/png;base64,${amount}`,
  bankBin: '970416',
  bankName: 'ACB',
  accountNumber: '257678859',
  accountName: 'LUMIERE',
  amount,
  paidAmount: 0,
  memo: 'DH-7K2M9Q',
  expiresAt: new Date(Date.now() + 600_000).toISOString(),
});

/** A HIGH-risk COD order as GET /order/{id} returns it while its deposit is due, and after. */
const order = (over: Partial<Order>): Order =>
  ({
    id: 'o1',
    code: 'DH-7K2M9Q',
    status: 'Pending',
    paymentMethod: 'COD',
    paymentStatus: 'pending',
    total: TOTAL,
    paidAmount: 0,
    amountDue: TOTAL,
    overpaidAmount: 0,
    depositAmount: DEPOSIT,
    depositPaid: false,
    payment: qr(DEPOSIT),
    shipment: null,
    items: [],
    history: [],
    expiresAt: new Date(Date.now() + 600_000).toISOString(),
    ...over,
  }) as Order;
const UNPAID = order({});
const PAID = order({ depositPaid: true, paidAmount: DEPOSIT, payment: null });

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** GET /api/order/o1 returns these in turn (the last one again and again). */
function serve(orders: Order[]) {
  let n = 0;
  const fetchMock = vi.fn(async (input: string) => {
    const url = new URL(input, 'http://shop.test');
    if (url.pathname !== '/api/order/o1') return json(404, { error: 'Not found', code: 'NOT_FOUND' });
    const order = orders[Math.min(n, orders.length - 1)]!;
    n += 1;
    return json(200, { order });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function renderDeposit() {
  const en = await realI18n('en', ['qrcode', 'checkout', 'cod', 'orderSum']);
  return render(
    <I18nextProvider i18n={en}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={['/checkout?order=o1']}>
          <CheckoutPage />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('checkout’s deposit step', () => {
  it('says plainly what the deposit is and what the courier collects, shows the VietQR for it, then "Deposit received" and stops asking', async () => {
    // TanStack Query asks again every PAYMENT_POLL_MS with setInterval: faked, the test moves the
    // clock on instead of waiting for the polls
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const fetchMock = serve([UNPAID, PAID]);
    await renderDeposit();
    await waitFor(() => expect(screen.getByTestId('deposit-intro')).toBeTruthy());
    expect(screen.getByTestId('deposit-intro').textContent).toBe(
      'Your order needs a deposit of 105,000 ₫ before we confirm it; the courier collects the remaining 1,050,000 ₫ at delivery.',
    );
    expect(screen.getByTestId('qr-payment').getAttribute('data-purpose')).toBe('deposit');
    expect(screen.getByTestId('qr-amount').textContent).toBe('105,000 ₫');
    expect(screen.getByTestId('qr-memo').textContent).toBe('DH-7K2M9Q');
    expect(screen.getByTestId('qr-image').getAttribute('data-amount')).toBe(String(DEPOSIT));
    expect(screen.getByTestId('qr-status').textContent).toBe(
      'Waiting for your deposit… This page updates by itself.',
    );

    // the page asks again after PAYMENT_POLL_MS; the deposit has landed
    await act(() => vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS));
    await waitFor(() => expect(screen.getByTestId('deposit-paid')).toBeTruthy());
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Deposit received');
    expect(screen.getByTestId('deposit-paid-body').textContent).toContain('the courier collects 1,050,000 ₫');
    const asked = fetchMock.mock.calls.length;
    await act(() => vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS * 3));
    expect(fetchMock.mock.calls.length).toBe(asked);
  });

  it('polls while the deposit is due, and not once it is paid or the order canceled', () => {
    const interval = orderQueryOptions('o1', { poll: true }).refetchInterval as (q: {
      state: { data: Order | undefined };
    }) => number | false;
    expect(interval({ state: { data: UNPAID } })).toBe(PAYMENT_POLL_MS);
    expect(interval({ state: { data: PAID } })).toBe(false);
    expect(interval({ state: { data: order({ status: 'Canceled', payment: null }) } })).toBe(false);
    // a COD order without a deposit has nothing to wait for
    expect(interval({ state: { data: order({ depositAmount: 0, payment: null }) } })).toBe(false);
  });

  it('after the payment time without the deposit the server canceled the order: shown as an expired QR', async () => {
    serve([order({ status: 'Canceled', paymentStatus: 'failed', payment: null })]);
    await renderDeposit();
    await waitFor(() => expect(screen.getByTestId('qr-expired')).toBeTruthy());
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('This payment has expired');
    expect(screen.getByTestId('qr-expired-body').textContent).toContain('The deposit did not arrive in time');
  });

  it('after part of the deposit: what arrived and the QR for what is left of it', async () => {
    serve([order({ paidAmount: 50_000, payment: { ...qr(55_000), paidAmount: 50_000 } })]);
    await renderDeposit();
    await waitFor(() => expect(screen.getByTestId('qr-figures')).toBeTruthy());
    expect(screen.getByTestId('qr-total').textContent).toBe('105,000 ₫');
    expect(screen.getByTestId('qr-paid').textContent).toBe('50,000 ₫');
    expect(screen.getByTestId('qr-remaining').textContent).toBe('55,000 ₫');
    expect(screen.getByTestId('qr-amount').textContent).toBe('55,000 ₫');
  });
});
