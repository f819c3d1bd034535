import { FULFILMENT_MESSAGES } from '@shop/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUYER_CONFIRM_TEXTS } from '../../../features/orders/api/confirm-by-buyer';
import { realI18n } from '../../../lib/test-i18n';
import { queriesSettled } from '../../../lib/test-queries-settled';
import { ConfirmOrderPage } from './confirm-order-page';

const TOKEN = 'tok_0123456789abcdef';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function serve(respond: () => Response | Promise<Response>) {
  const fetchMock = vi.fn(async (_input: string, _init?: RequestInit) => respond());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** the query client of the page rendered last */
let client: QueryClient;

function renderPage(url = `/confirm-order?token=${TOKEN}`) {
  client = new QueryClient();
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <ConfirmOrderPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const page = () => screen.getByTestId('confirm-order');
const press = () => fireEvent.click(screen.getByRole('button', { name: 'confirmOrder.submit' }));

afterEach(() => vi.unstubAllGlobals());

describe('/confirm-order', () => {
  it('sends nothing on load (mail scanners open links): one button posts the token', async () => {
    const fetchMock = serve(() =>
      json(200, { message: FULFILMENT_MESSAGES.buyerConfirmed, code: 'CONFIRMED', status: 'Confirmed' }),
    );
    renderPage();
    expect(page().getAttribute('data-outcome')).toBe('ready');
    // what the page started on load has run its course (a request sent would have its response by now)
    await queriesSettled(client);
    expect(fetchMock).not.toHaveBeenCalled();

    press();
    await waitFor(() => expect(page().getAttribute('data-outcome')).toBe('confirmed'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(new URL(url, 'http://shop.test').pathname).toBe('/api/order/confirm-by-buyer');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ token: TOKEN });
    expect(screen.getByTestId('confirm-order-message').textContent).toBe(
      'confirmOrder.outcome.confirmed.body',
    );
    // done: no button to press again, the way to the orders stays
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: 'confirmOrder.orders' }).getAttribute('href')).toBe(
      '/profile#orders',
    );
  });

  it.each([
    [
      'already',
      () =>
        json(200, {
          message: FULFILMENT_MESSAGES.buyerAlreadyConfirmed,
          code: 'ALREADY_CONFIRMED',
          status: 'Confirmed',
        }),
    ],
    ['invalid', () => json(400, { error: FULFILMENT_MESSAGES.buyerLinkInvalid, code: 'VALIDATION_ERROR' })],
    ['invalid', () => json(404, { error: 'Not found', code: 'NOT_FOUND' })],
    ['notWaiting', () => json(409, { error: FULFILMENT_MESSAGES.notToConfirm, code: 'INVALID_TRANSITION' })],
    ['notWaiting', () => json(409, { error: 'Conflict', code: 'CONFLICT' })],
  ] as const)('shows "%s" for that response of the server, with no second try', async (outcome, respond) => {
    serve(respond);
    renderPage();
    press();
    await waitFor(() => expect(page().getAttribute('data-outcome')).toBe(outcome));
    expect(screen.getByTestId('confirm-order-message').textContent).toBe(
      `confirmOrder.outcome.${outcome}.body`,
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers to try again after a network failure or a server error, and the retry can succeed', async () => {
    let n = 0;
    serve(() => {
      n += 1;
      if (n === 1) throw new TypeError('Failed to fetch');
      if (n === 2) return json(500, { error: 'Internal error', code: 'INTERNAL_ERROR' });
      return json(200, {
        message: FULFILMENT_MESSAGES.buyerConfirmed,
        code: 'CONFIRMED',
        status: 'Confirmed',
      });
    });
    renderPage();
    press();
    await waitFor(() => expect(page().getAttribute('data-outcome')).toBe('network'));
    fireEvent.click(screen.getByRole('button', { name: 'confirmOrder.retry' }));
    await waitFor(() => expect(page().getAttribute('data-outcome')).toBe('failed'));
    fireEvent.click(screen.getByRole('button', { name: 'confirmOrder.retry' }));
    await waitFor(() => expect(page().getAttribute('data-outcome')).toBe('confirmed'));
  });

  it('without a token: says so and sends nothing', async () => {
    const fetchMock = serve(() => json(200, {}));
    renderPage('/confirm-order');
    expect(page().getAttribute('data-outcome')).toBe('missing');
    expect(screen.queryByRole('button')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reads in Vietnamese', async () => {
    serve(() =>
      json(200, { message: FULFILMENT_MESSAGES.buyerConfirmed, code: 'CONFIRMED', status: 'Confirmed' }),
    );
    const vi18n = await realI18n('vi', ['account']);
    render(
      <I18nextProvider i18n={vi18n}>
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter initialEntries={[`/confirm-order?token=${TOKEN}`]}>
            <ConfirmOrderPage />
          </MemoryRouter>
        </QueryClientProvider>
      </I18nextProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Xác nhận đơn hàng của tôi' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Đã xác nhận đơn hàng'),
    );
  });

  it('knows the server’s texts word for word (shared FULFILMENT_MESSAGES)', () => {
    expect(Object.keys(BUYER_CONFIRM_TEXTS).sort()).toEqual(
      [
        FULFILMENT_MESSAGES.buyerConfirmed,
        FULFILMENT_MESSAGES.buyerAlreadyConfirmed,
        FULFILMENT_MESSAGES.buyerLinkInvalid,
        FULFILMENT_MESSAGES.notToConfirm,
      ].sort(),
    );
  });
});
