import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Toaster } from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { thisMonth } from '../../../../features/shipping/lib/cod-period';
import { queriesSettled } from '../../../../lib/test-queries-settled';
import { aReconciliation, fakeApi, json } from '../test-fixtures';
import { CodReconciliationView, parseDong } from './cod-reconciliation-view';

const REPORT = aReconciliation({
  rows: [
    {
      orderId: 'o1',
      code: 'DH-COD001',
      carrier: 'GHN',
      trackingCode: 'GHN001',
      deliveredAt: '2026-11-05T03:00:00.000Z',
      expected: 480_000,
      collected: 480_000,
      difference: 0,
      remittedAt: '2026-11-10T03:00:00.000Z',
    },
    {
      orderId: 'o2',
      code: 'DH-COD002',
      carrier: 'GHN',
      trackingCode: 'GHN002',
      deliveredAt: '2026-11-20T03:00:00.000Z',
      expected: 500_000,
      collected: 480_000,
      difference: -20_000,
      remittedAt: null,
    },
  ],
  totals: {
    orders: 2,
    expected: 980_000,
    collected: 960_000,
    difference: -20_000,
    remitted: 480_000,
    waiting: 480_000,
  },
  remittances: [
    {
      id: 'r1',
      amount: 480_000,
      collected: 480_000,
      difference: 0,
      orders: 1,
      note: 'Sao kê 10/11',
      byName: 'Mai',
      at: '2026-11-10T03:00:00.000Z',
    },
  ],
});

/** the query client of the view rendered last */
let client: QueryClient;

function renderView() {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <CodReconciliationView />
      <Toaster />
    </QueryClientProvider>,
  );
}

const tableRow = (code: string) =>
  screen.getAllByTestId('cod-row').find((el) => el.tagName === 'TR' && el.dataset.code === code)!;

afterEach(() => vi.unstubAllGlobals());

describe('<CodReconciliationView>', () => {
  it('asks for this month, shows each delivered COD order and marks the ones that differ', async () => {
    const api = fakeApi({ 'GET /api/order/cod-reconciliation': () => json(200, REPORT) });
    vi.stubGlobal('fetch', api.fetch);
    renderView();
    await waitFor(() => expect(screen.getAllByTestId('cod-row')).toHaveLength(4)); // a card and a row each
    const asked = api.to('GET', '/api/order/cod-reconciliation')[0]!;
    expect({ from: asked.query.get('from'), to: asked.query.get('to') }).toEqual(thisMonth());

    const same = within(tableRow('DH-COD001')).getByTestId('cod-difference');
    const short = within(tableRow('DH-COD002')).getByTestId('cod-difference');
    expect(same.dataset.differs).toBeUndefined();
    expect(short.dataset.differs).toBe('true');
    expect(short.textContent).toContain('−');
    expect(within(tableRow('DH-COD002')).getByText('shipping.cod.waiting')).toBeTruthy();
    expect(within(tableRow('DH-COD001')).getByText('shipping.cod.remittedOn')).toBeTruthy();
    expect(
      within(screen.getByTestId('cod-total-difference')).getByTestId('cod-difference').dataset.differs,
    ).toBe('true');
    expect(screen.getByTestId('cod-remittance').textContent).toContain('Sao kê 10/11');
  });

  it('asks again for another period, and for none while the period is backwards', async () => {
    const api = fakeApi({ 'GET /api/order/cod-reconciliation': () => json(200, REPORT) });
    vi.stubGlobal('fetch', api.fetch);
    renderView();
    await waitFor(() => expect(api.to('GET', '/api/order/cod-reconciliation')).toHaveLength(1));
    fireEvent.change(screen.getByLabelText('shipping.cod.from'), { target: { value: '2026-10-01' } });
    fireEvent.change(screen.getByLabelText('shipping.cod.to'), { target: { value: '2026-10-31' } });
    await waitFor(() =>
      expect(api.to('GET', '/api/order/cod-reconciliation').at(-1)?.query.toString()).toBe(
        'from=2026-10-01&to=2026-10-31',
      ),
    );
    const before = api.calls.length;
    fireEvent.change(screen.getByLabelText('shipping.cod.from'), { target: { value: '2026-11-15' } });
    expect(screen.getByRole('alert').textContent).toBe('shipping.cod.invalidPeriod');
    // a request the period started would be under way now: none is, and none was made
    await queriesSettled(client);
    expect(api.calls.length).toBe(before);
  });

  it('records a remittance: the waiting sum prefilled, the amount staff typed sent, the report asked again', async () => {
    let remitted = false;
    const api = fakeApi({
      'GET /api/order/cod-reconciliation': () =>
        json(
          200,
          remitted ? { ...REPORT, totals: { ...REPORT.totals, waiting: 0, remitted: 950_000 } } : REPORT,
        ),
      'POST /api/order/cod-remittance': () => {
        remitted = true;
        return json(201, { message: 'Remittance recorded' });
      },
    });
    vi.stubGlobal('fetch', api.fetch);
    renderView();
    const amount = (await screen.findByLabelText('shipping.cod.amount')) as HTMLInputElement;
    expect(amount.value).toBe('480000');
    fireEvent.change(amount, { target: { value: '470.000' } });
    fireEvent.change(screen.getByLabelText('shipping.cod.note'), { target: { value: ' UNC 123 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'shipping.cod.submit' }));
    await waitFor(() => expect(api.to('POST', '/api/order/cod-remittance')).toHaveLength(1));
    expect(api.to('POST', '/api/order/cod-remittance')[0]?.body).toEqual({
      ...thisMonth(),
      amount: 470_000,
      note: 'UNC 123',
    });
    // asked again: nothing waits any more, the form goes
    await waitFor(() => expect(screen.queryByTestId('cod-remittance-form')).toBeNull());
    expect(api.to('GET', '/api/order/cod-reconciliation')).toHaveLength(2);
  });

  it('shows the server’s error response in the error toast, and sends nothing for an amount that is not one', async () => {
    const rejection = 'No delivered COD order in this period is waiting for its remittance';
    const api = fakeApi({
      'GET /api/order/cod-reconciliation': () => json(200, REPORT),
      'POST /api/order/cod-remittance': () => json(409, { error: rejection, code: 'CONFLICT' }),
    });
    vi.stubGlobal('fetch', api.fetch);
    renderView();
    const amount = (await screen.findByLabelText('shipping.cod.amount')) as HTMLInputElement;
    fireEvent.change(amount, { target: { value: '12abc' } });
    const submit = screen.getByRole('button', { name: 'shipping.cod.submit' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    expect(screen.getByText('shipping.cod.invalidAmount')).toBeTruthy();
    fireEvent.change(amount, { target: { value: '480000' } });
    fireEvent.click(submit);
    expect(await screen.findByText(rejection)).toBeTruthy();
    expect(api.to('POST', '/api/order/cod-remittance')).toHaveLength(1);
  });
});

describe('parseDong', () => {
  it.each([
    ['480000', 480_000],
    ['480.000', 480_000],
    ['1,250,000 ₫', 1_250_000],
    ['0', 0],
    ['', null],
    ['-5', null],
    ['12abc', null],
    ['4.5e6', null],
    ['123456789012', null],
  ])('%j → %j', (text, value) => expect(parseDong(text)).toBe(value));
});
