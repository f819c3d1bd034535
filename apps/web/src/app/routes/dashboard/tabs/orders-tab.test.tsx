import { type Order, shipManyResponseSchema } from '@shop/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queriesSettled } from '../../../../lib/test-queries-settled';
import { anOrder, aReconciliation, aShipment, fakeApi, json, settings } from '../test-fixtures';
import { OrdersTab } from './orders-tab';

/** A QR order canceled before any transfer arrived: its payment is "failed", nothing was charged. */
const CANCELED: Order = anOrder({
  code: 'DH-1I7L1Q',
  status: 'Canceled',
  paymentMethod: 'QR',
  paymentStatus: 'failed',
  items: [],
  subtotal: 450_000,
  shippingFee: 0,
  total: 450_000,
  amountDue: 0,
  shipping: { ...anOrder().shipping, email: 'lan.nguyen@example.com.vn', street: '12 Lê Lợi' },
  createdAt: '2026-01-02T03:04:05.000Z',
  updatedAt: '2026-01-02T03:04:05.000Z',
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('<OrdersTab>', () => {
  it('reads a canceled unpaid order "Not charged" in the list too, on a phone’s card and in the table', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({ orders: [CANCELED], page: 1, pageSize: 20, total: 1 }, { status: 200 }),
      ),
    );
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <OrdersTab />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await waitFor(() => expect(screen.getAllByTestId('payment-status')).toHaveLength(2));
    for (const label of screen.getAllByTestId('payment-status')) {
      expect(label.getAttribute('data-label')).toBe('notCharged');
    }
    // the code in lining figures (the display font's old-style 1 reads as I), the e-mail wrapping
    // after "@" and "." only
    for (const code of screen.getAllByText('DH-1I7L1Q')) expect(code.className).toMatch(/lining-nums/);
    const row = screen.getAllByTestId('admin-order-row').find((el) => el.tagName === 'TR');
    expect(row?.innerHTML).toContain('lan.<wbr>nguyen@<wbr>example.<wbr>com.<wbr>vn');
  });
});

/** The Orders tab at a dashboard URL, with the URL it ends at shown in `location`. */
/** the query client of the tab rendered last */
let client: QueryClient;

function renderTab(url = '/dashboard?tab=orders') {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  function Where() {
    const location = useLocation();
    return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
  }
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <OrdersTab />
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The table's row of an order (phones get a card with the same test id). */
const tableRow = (code: string) => {
  const row = screen
    .getAllByTestId('admin-order-row')
    .find((el) => el.tagName === 'TR' && el.dataset.code === code);
  if (!row) throw new Error(`no row ${code}`);
  return row;
};
const tickBox = (code: string) =>
  within(tableRow(code)).queryByTestId('select-order') as HTMLInputElement | null;

describe('<OrdersTab> shipping several orders', () => {
  beforeAll(() => {
    i18n.addResourceBundle('en', 'admin', {
      shipping: { bulk: { ship: 'Ship selected with {{carrier}} ({{n}})', print: 'Print labels ({{n}})' } },
    });
  });

  const confirmed = anOrder({ id: 'o1', code: 'DH-AAAAA1' });
  const packed = anOrder({ id: 'o2', code: 'DH-AAAAA2', status: 'Being Packed' });
  const refusedByGhn = anOrder({ id: 'o3', code: 'DH-AAAAA3' });
  const onItsWay = anOrder({
    id: 'o4',
    code: 'DH-AAAAA4',
    status: 'Shipped to Carrier',
    shipment: aShipment({ trackingCode: 'GHN444', status: 'picked' }),
    deliveryFlag: 'Không liên lạc được người nhận',
  });
  const pending = anOrder({ id: 'o5', code: 'DH-AAAAA5', status: 'Pending' });

  function serveList(carriers: Array<'GHN'> = ['GHN']) {
    let orders = [confirmed, packed, refusedByGhn, onItsWay, pending];
    const api = fakeApi({
      'GET /api/order/fulfilment-settings': () => json(200, settings(carriers)),
      'GET /api/order': () => json(200, { orders, page: 1, pageSize: 20, total: orders.length }),
      'POST /api/order/ship-many': ({ body }) => {
        const ids = (body as { orderIds: string[] }).orderIds;
        const shipments = ids.map((orderId) =>
          orderId === 'o3'
            ? { orderId, error: 'GHN refused: Địa chỉ không hợp lệ', code: 'SERVICE_UNAVAILABLE' }
            : { orderId, shipment: aShipment({ trackingCode: `GHN-${orderId}` }) },
        );
        orders = orders.map((o) =>
          ids.includes(o.id) && o.id !== 'o3'
            ? { ...o, shipment: aShipment({ trackingCode: `GHN-${o.id}` }) }
            : o,
        );
        return json(200, shipManyResponseSchema.parse({ shipments }));
      },
      'GET /api/order/labels': () =>
        json(200, { url: 'https://online-gateway.ghn.vn/a5/public-api/printA5?token=t3' }),
    });
    vi.stubGlobal('fetch', api.fetch);
    return api;
  }

  it('ticks only orders that can be shipped or printed, ships them in one call, and says what came of each', async () => {
    const api = serveList();
    const tab = { opener: {}, closed: false, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    renderTab();

    await waitFor(() => expect(tickBox('DH-AAAAA1')).toBeTruthy());
    expect(tickBox('DH-AAAAA5')).toBeNull();
    // the row shows the shipment's status and the carrier's flag
    expect(within(tableRow('DH-AAAAA4')).getByTestId('shipment-status').getAttribute('data-status')).toBe(
      'picked',
    );
    expect(within(tableRow('DH-AAAAA4')).getByTestId('delivery-flag').getAttribute('title')).toBe(
      'Không liên lạc được người nhận',
    );

    for (const code of ['DH-AAAAA1', 'DH-AAAAA2', 'DH-AAAAA3', 'DH-AAAAA4']) fireEvent.click(tickBox(code)!);
    // the one already on its way is printed, not shipped again
    fireEvent.click(screen.getByRole('button', { name: 'Ship selected with GHN (3)' }));
    await waitFor(() => expect(screen.getByTestId('bulk-result')).toBeTruthy());
    expect(api.to('POST', '/api/order/ship-many')).toHaveLength(1);
    expect(api.to('POST', '/api/order/ship-many')[0]?.body).toEqual({ orderIds: ['o1', 'o2', 'o3'] });
    expect(screen.getAllByTestId('bulk-shipped').map((li) => li.textContent)).toEqual([
      'DH-AAAAA1 → GHN-o1',
      'DH-AAAAA2 → GHN-o2',
    ]);
    expect(screen.getByTestId('bulk-refused').textContent).toBe(
      'DH-AAAAA3: GHN refused: Địa chỉ không hợp lệ',
    );

    // ONE document for every label: the one on its way and the two just shipped
    fireEvent.click(await screen.findByRole('button', { name: /Print labels \(3\)/ }));
    await waitFor(() =>
      expect(tab.location.href).toBe('https://online-gateway.ghn.vn/a5/public-api/printA5?token=t3'),
    );
    expect(open).toHaveBeenCalledTimes(1);
    const labels = api.to('GET', '/api/order/labels');
    expect(labels).toHaveLength(1);
    expect(labels[0]?.query.get('ids')?.split(',').sort()).toEqual(['o1', 'o2', 'o4']);
    // the list was asked again: the shipped rows show their shipment
    await waitFor(() =>
      expect(within(tableRow('DH-AAAAA1')).getByTestId('shipment-status').getAttribute('data-status')).toBe(
        'ready_to_pick',
      ),
    );
    // what is left to ship is the refused one, to try again once its address is fixed
    expect(screen.getByRole('button', { name: 'Ship selected with GHN (1)' })).toBeTruthy();
  });

  it('shows no tick box and no bulk bar without a carrier', async () => {
    serveList([]);
    renderTab();
    await waitFor(() => expect(tableRow('DH-AAAAA1')).toBeTruthy());
    // the settings (no carrier) have had their response rendered too: the tick boxes would be there now
    await queriesSettled(client);
    expect(screen.queryAllByTestId('select-order')).toHaveLength(0);
    expect(screen.queryByTestId('bulk-ship')).toBeNull();
  });

  it('ticks every order of the page that can be shipped or printed at once', async () => {
    serveList();
    renderTab();
    await waitFor(() => expect(tickBox('DH-AAAAA1')).toBeTruthy());
    fireEvent.click(screen.getByTestId('select-page'));
    expect(['DH-AAAAA1', 'DH-AAAAA2', 'DH-AAAAA3', 'DH-AAAAA4'].map((c) => tickBox(c)?.checked)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(screen.getByRole('button', { name: 'Ship selected with GHN (3)' })).toBeTruthy();
  });
});

describe('<OrdersTab> views', () => {
  it('opens the view the URL names and keeps the choice in the URL', async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi({
        'GET /api/order/fulfilment-settings': () => json(200, settings(['GHN'])),
        'GET /api/order': () => json(200, { orders: [], page: 1, pageSize: 20, total: 0 }),
        'GET /api/order/cod-reconciliation': () => json(200, aReconciliation()),
      }).fetch,
    );
    renderTab('/dashboard?tab=orders&view=cod');
    expect(await screen.findByTestId('cod-reconciliation')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'shipping.views.cod' }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    fireEvent.click(screen.getByRole('button', { name: 'shipping.views.toConfirm' }));
    expect(await screen.findByTestId('to-confirm-queue')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/dashboard?tab=orders&view=to-confirm');

    fireEvent.click(screen.getByRole('button', { name: 'shipping.views.all' }));
    expect(screen.getByTestId('location').textContent).toBe('/dashboard?tab=orders');
    expect(screen.queryByTestId('to-confirm-queue')).toBeNull();
  });
});
