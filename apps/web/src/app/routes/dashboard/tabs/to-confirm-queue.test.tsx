import type { FulfilmentSettings, Order } from '@shop/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TO_CONFIRM_POLL_MS, toConfirmQueryOptions } from '../../../../features/orders/api/get-to-confirm';
import { realI18n } from '../../../../lib/test-i18n';
import { anOrder } from '../test-fixtures';
import { placedAgo, ToConfirmQueue, telHref } from './to-confirm-queue';

const HOUR = 3_600_000;

/** A pending COD order of 2,500,000 ₫ placed three hours ago (the dashboard's fixture, reshaped). */
function codOrder(over: Partial<Order>): Order {
  return anOrder({
    status: 'Pending',
    items: [],
    subtotal: 2_500_000,
    shippingFee: 0,
    total: 2_500_000,
    amountDue: 2_500_000,
    shipping: {
      name: 'Lan Nguyễn',
      phone: '0912 345 678',
      email: 'lan@example.com',
      country: 'Vietnam',
      province: 'Thành phố Hồ Chí Minh',
      ward: 'Phường Sài Gòn',
      street: '12 Lê Lợi',
    },
    createdAt: new Date(Date.now() - 3 * HOUR).toISOString(),
    updatedAt: new Date(Date.now() - 3 * HOUR).toISOString(),
    ...over,
  });
}

/** A buyer refused twice at the door, on a large order: HIGH, a deposit paid, two calls noted. */
const RISKY = codOrder({
  id: 'o-risky',
  code: 'DH-RISKY1',
  risk: {
    level: 'HIGH',
    score: 105,
    reasons: ['2 deliveries refused at the door (+90)', 'Large order (+15)'],
    factors: [
      { rule: 'REFUSED_AT_DOOR', count: 2, points: 90 },
      { rule: 'LARGE_ORDER', count: 1, points: 15 },
    ],
  },
  buyerHistory: { placed: 3, completed: 1, canceled: 0, refused: 2, returns: 0, blacklisted: 0 },
  depositAmount: 250_000,
  depositPaid: true,
  paidAmount: 250_000,
  calls: [
    { outcome: 'NO_ANSWER', note: null, byName: 'Mai', at: new Date(Date.now() - 2 * HOUR).toISOString() },
    {
      outcome: 'CALL_BACK',
      note: 'after 6 pm',
      byName: 'Mai',
      at: new Date(Date.now() - HOUR).toISOString(),
    },
  ],
});
/** A first order, confirmed by the buyer from the mail; a rule this web does not know yet. */
const FIRST = codOrder({
  id: 'o-first',
  code: 'DH-FIRST1',
  createdAt: new Date(Date.now() - 26 * HOUR).toISOString(),
  total: 450_000,
  risk: {
    level: 'LOW',
    score: 15,
    reasons: ['Nothing delivered yet (+15)', 'Night-time order (+5)'],
    factors: [
      { rule: 'NEW_BUYER', count: 1, points: 15 },
      { rule: 'NIGHT_ORDER', count: 1, points: 5 },
    ],
  },
  buyerHistory: { placed: 0, completed: 0, canceled: 0, refused: 0, returns: 0, blacklisted: 0 },
  confirmedByBuyer: true,
});

const SETTINGS: FulfilmentSettings = {
  carriers: ['GHN'],
  riskRules: [
    { id: 'REFUSED_AT_DOOR', points: 45, each: true, cap: 90, minTotal: null, description: 'x' },
    { id: 'LARGE_ORDER', points: 15, each: false, cap: null, minTotal: 2_000_000, description: 'x' },
    { id: 'COMPLETED', points: -10, each: true, cap: -30, minTotal: null, description: 'x' },
  ],
  thresholds: { MEDIUM: 25, HIGH: 50 },
  depositLevel: 'HIGH',
  deposit: { kind: 'percent', percent: 10 },
  confirmHours: 48,
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

interface Call {
  method: string;
  path: string;
  search: string;
  body: unknown;
}

/** The shop's API as the queue reads it: the queue (each response in turn), the settings, the writes. */
function serve(
  queues: Order[][],
  write: (call: Call) => Response = (c) => json(200, { message: 'ok', order: RISKY, ...c }),
) {
  const calls: Call[] = [];
  let served = 0;
  const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://shop.test');
    const call: Call = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      search: url.search,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    if (call.method === 'GET' && url.pathname === '/api/order') {
      const orders = queues[Math.min(served, queues.length - 1)] ?? [];
      served += 1;
      return json(200, { orders, page: 1, pageSize: 20, total: orders.length });
    }
    if (url.pathname === '/api/order/fulfilment-settings') return json(200, SETTINGS);
    return write(call);
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

function renderQueue(wrap: (node: ReactNode) => ReactNode = (n) => n, onOpenOrder?: (o: Order) => void) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{wrap(<ToConfirmQueue onOpenOrder={onOpenOrder} />)}</MemoryRouter>
    </QueryClientProvider>,
  );
}

const rows = () => screen.getAllByTestId('to-confirm-row');
const gets = (calls: Call[]) => calls.filter((c) => c.method === 'GET' && c.path === '/api/order');

afterEach(() => vi.unstubAllGlobals());

describe('<ToConfirmQueue>', () => {
  it('asks for the to-confirm queue and shows it in the server’s order, with what staff need to decide', async () => {
    const calls = serve([[RISKY, FIRST]]);
    renderQueue();
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(gets(calls)[0]?.search).toContain('queue=to-confirm');
    expect(rows().map((r) => r.getAttribute('data-code'))).toEqual(['DH-RISKY1', 'DH-FIRST1']);

    const risky = within(rows()[0]!);
    expect(risky.getByTestId('risk-badge').getAttribute('data-level')).toBe('HIGH');
    expect(risky.getByTestId('to-confirm-phone').getAttribute('href')).toBe('tel:0912345678');
    expect(risky.getByTestId('history-refused').textContent).toBe('2');
    expect(risky.getByTestId('deposit-badge').getAttribute('data-paid')).toBe('true');
    expect(risky.queryByTestId('confirmed-by-buyer')).toBeNull();
    // the last calls, newest first
    const noted = risky.getByTestId('recent-calls').querySelectorAll('li');
    expect([...noted].map((li) => li.textContent?.split(' · ')[0])).toEqual([
      'toConfirm.outcomes.CALL_BACK',
      'toConfirm.outcomes.NO_ANSWER',
    ]);
    expect(within(rows()[1]!).getByTestId('confirmed-by-buyer')).toBeTruthy();
  });

  it('reads the risk’s factors in the staff’s language by rule id and count, the unknown rule in the server’s words', async () => {
    serve([[RISKY, FIRST]]);
    const vi18n = await realI18n('vi', ['admin', 'account', 'common']);
    renderQueue((node) => <I18nextProvider i18n={vi18n}>{node}</I18nextProvider>);
    await waitFor(() => expect(rows()).toHaveLength(2));
    const factors = (row: HTMLElement) =>
      [...within(row).getByTestId('risk-factors').querySelectorAll('li')].map((li) => li.textContent);
    expect(factors(rows()[0]!)).toEqual([
      '2 lần từ chối nhận hàng (boom hàng) (+90)',
      'Đơn giá trị lớn (+15)',
    ]);
    expect(factors(rows()[1]!)).toEqual(['Chưa từng nhận hàng thành công (+15)', 'Night-time order (+5)']);
    expect(within(rows()[0]!).getByTestId('risk-badge').textContent).toBe('CAO · 105 điểm');
    expect(within(rows()[0]!).getByText(/^Đặt 3 giờ trước$/)).toBeTruthy();
  });

  it('confirms in one click: PATCH edit-order { status: Confirmed }, then the queue is asked again', async () => {
    const calls = serve([[RISKY, FIRST], [FIRST]]);
    renderQueue();
    await waitFor(() => expect(rows()).toHaveLength(2));
    fireEvent.click(within(rows()[0]!).getByRole('button', { name: 'toConfirm.actions.confirmLabel' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    const writes = calls.filter((c) => c.method !== 'GET');
    expect(writes).toEqual([
      { method: 'PATCH', path: '/api/order/edit-order/o-risky', search: '', body: { status: 'Confirmed' } },
    ]);
    expect(gets(calls).length).toBeGreaterThanOrEqual(2);
  });

  it('cancel asks for a reason first: nothing is sent without one, then POST cancel { reason, note }', async () => {
    const calls = serve([[RISKY], []]);
    renderQueue();
    await waitFor(() => expect(rows()).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'toConfirm.actions.cancelLabel' }));
    const dialog = screen.getAllByRole('dialog', { hidden: true })[0]!;
    fireEvent.click(
      within(dialog).getByRole('button', { name: 'toConfirm.cancelDialog.submit', hidden: true }),
    );
    expect(within(dialog).getByText('toConfirm.cancelDialog.required')).toBeTruthy();
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);

    const reason = within(dialog).getByLabelText('toConfirm.cancelDialog.reason') as HTMLSelectElement;
    // the staff's reasons only: the system's two are not offered
    expect([...reason.options].map((o) => o.value)).toEqual([
      '',
      'BUYER_UNREACHABLE',
      'BUYER_CHANGED_MIND',
      'SUSPECTED_FAKE',
      'OUT_OF_AREA',
      'OTHER',
    ]);
    fireEvent.change(reason, { target: { value: 'SUSPECTED_FAKE' } });
    fireEvent.change(within(dialog).getByLabelText('toConfirm.note'), {
      target: { value: '  two names, one phone ' },
    });
    fireEvent.click(
      within(dialog).getByRole('button', { name: 'toConfirm.cancelDialog.submit', hidden: true }),
    );
    await waitFor(() => expect(screen.getByText('toConfirm.empty')).toBeTruthy());
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([
      {
        method: 'POST',
        path: '/api/order/cancel/o-risky',
        search: '',
        body: { reason: 'SUSPECTED_FAKE', note: 'two names, one phone' },
      },
    ]);
  });

  it('notes a call with its outcome (required) and a note; an error response is shown and the queue refreshed', async () => {
    let first = true;
    const calls = serve([[RISKY]], (call) => {
      if (first) {
        first = false;
        return json(409, { error: 'This order is not waiting for confirmation', code: 'INVALID_TRANSITION' });
      }
      return json(200, { message: 'Call noted', order: RISKY, path: call.path });
    });
    renderQueue();
    await waitFor(() => expect(rows()).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'toConfirm.actions.callLabel' }));
    const dialog = screen.getAllByRole('dialog', { hidden: true })[1]!;
    fireEvent.click(
      within(dialog).getByRole('button', { name: 'toConfirm.callDialog.submit', hidden: true }),
    );
    expect(within(dialog).getByText('toConfirm.callDialog.required')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('toConfirm.callDialog.outcome'), {
      target: { value: 'NO_ANSWER' },
    });
    const before = gets(calls).length;
    fireEvent.click(
      within(dialog).getByRole('button', { name: 'toConfirm.callDialog.submit', hidden: true }),
    );
    await waitFor(() =>
      expect(within(dialog).getByRole('alert', { hidden: true }).textContent).toContain('not waiting'),
    );
    await waitFor(() => expect(gets(calls).length).toBeGreaterThan(before));
    fireEvent.click(
      within(dialog).getByRole('button', { name: 'toConfirm.callDialog.submit', hidden: true }),
    );
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST')).toEqual([
        { method: 'POST', path: '/api/order/call/o-risky', search: '', body: { outcome: 'NO_ANSWER' } },
        { method: 'POST', path: '/api/order/call/o-risky', search: '', body: { outcome: 'NO_ANSWER' } },
      ]),
    );
  });

  it('shows how risk is scored from the server’s settings, in words', async () => {
    serve([[RISKY]]);
    const en = await realI18n('en', ['admin', 'account', 'common']);
    renderQueue((node) => <I18nextProvider i18n={en}>{node}</I18nextProvider>);
    await waitFor(() => expect(screen.getAllByTestId('risk-rule')).toHaveLength(3));
    const rules = screen.getAllByTestId('risk-rule').map((r) => r.textContent);
    expect(rules[0]).toBe(
      'Each delivery refused at the door, or failing at the door now+45 each, at most +90',
    );
    expect(rules[1]).toBe('Order of 2,000,000 ₫ or more+15');
    expect(rules[2]).toBe('Each completed order-10 each, at most -30');
    expect(screen.getByTestId('risk-thresholds').textContent).toBe(
      'MEDIUM from 25 points, HIGH from 50 points.',
    );
    expect(screen.getByTestId('risk-deposit').textContent).toContain('deposit of 10% of the total');
    expect(screen.getByTestId('risk-auto-cancel').textContent).toContain('within 48 hours');
  });

  it('says so when nothing waits, opens the drawer through onOpenOrder, and asks again every 30 s', async () => {
    serve([[]]);
    renderQueue();
    await waitFor(() => expect(screen.getByText('toConfirm.empty')).toBeTruthy());
    expect(TO_CONFIRM_POLL_MS).toBe(30_000);
    const options = toConfirmQueryOptions(1);
    expect(options.refetchInterval).toBe(30_000);
    expect(options.refetchIntervalInBackground).toBe(false);

    serve([[RISKY]]);
    const open = vi.fn();
    renderQueue(undefined, open);
    await waitFor(() => expect(screen.getAllByTestId('to-confirm-row')).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'orders.open' }));
    expect(open).toHaveBeenCalledWith(expect.objectContaining({ id: 'o-risky' }));
  });

  it('writes ages and phones for people: "3 hr ago", tel: with digits only', () => {
    const now = Date.parse('2026-11-27T10:00:00Z');
    expect(placedAgo('2026-11-27T07:00:00Z', 'en', now)).toBe('3 hr ago');
    expect(placedAgo('2026-11-27T09:55:00Z', 'en', now)).toBe('5 min ago');
    expect(placedAgo('2026-11-24T10:00:00Z', 'vi', now)).toBe('3 ngày trước');
    expect(telHref('+84 912-345 678')).toBe('tel:+84912345678');
  });
});
