import { formatVnd, type Order } from '@shop/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { QUOTE_DELAY_MS } from '../../../../features/shipping/components/ship-with-carrier';
import { fulfilmentSettingsKey } from '../../../../lib/fulfilment-settings';
import { queriesSettled } from '../../../../lib/test-queries-settled';
import { anOrder, aShipment, type Call, fakeApi, json, settings } from '../test-fixtures';
import { OrderDrawer } from './order-drawer';

/** The drawer over the fake API: the order's fresh copy is `current()` (changed by the calls it responds to). */
function serve(order: Order, routes: Parameters<typeof fakeApi>[0] = {}, carriers: Array<'GHN'> = ['GHN']) {
  let current = order;
  const api = fakeApi({
    'GET /api/order/fulfilment-settings': () => json(200, settings(carriers)),
    'GET /api/order/*': () => json(200, { order: current }),
    ...routes,
  });
  vi.stubGlobal('fetch', api.fetch);
  return { ...api, set: (next: Order) => (current = next) };
}

/** the query client of the drawer rendered last */
let client: QueryClient;

function renderDrawer(order: Order) {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <OrderDrawer order={order} onClose={() => {}} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The GHN fake's price: 20,000 ₫ and 10 ₫ a gram (so that a new weight shows a new fee). */
const feeOf = (weight: number) => 20_000 + weight * 10;
const quote = ({ query }: Call) => {
  const weight = Number(query.get('weight') ?? 300);
  return json(200, {
    quote: {
      carrier: 'GHN',
      fee: feeOf(weight),
      codAmount: 480_000,
      weight,
      length: Number(query.get('length') ?? 30),
      width: Number(query.get('width') ?? 25),
      height: Number(query.get('height') ?? 3),
    },
  });
};

const field = (key: string) => screen.getByLabelText(key) as HTMLInputElement;
/** until the drawer's requests have their responses rendered: what is absent then stays absent */
const settle = () => queriesSettled(client);

beforeAll(() => {
  // jsdom has no modal dialogs: open and close the <dialog> as a browser would (its content is then shown)
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
  i18n.addResourceBundle('en', 'admin', {
    shipping: { boom: { note: 'Refused at the door: order {{code}}' } },
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('<OrderDrawer> shipping with a carrier', () => {
  it('hides "Ship with GHN" when no carrier is configured, and asks no price', async () => {
    const api = serve(anOrder(), { 'GET /api/order/ship-quote/*': quote }, []);
    renderDrawer(anOrder());
    await waitFor(() => expect(api.to('GET', '/api/order/fulfilment-settings')).toHaveLength(1));
    await waitFor(() => expect(api.to('GET', '/api/order/o1')).toHaveLength(1));
    await settle();
    expect(screen.queryByTestId('ship-with-carrier')).toBeNull();
    expect(api.to('GET', '/api/order/ship-quote')).toHaveLength(0);
  });

  it('hides it when the settings cannot be read (a failure shows no carrier)', async () => {
    const api = serve(anOrder(), {
      'GET /api/order/fulfilment-settings': () => json(500, { error: 'boom', code: 'INTERNAL_ERROR' }),
      'GET /api/order/ship-quote/*': quote,
    });
    renderDrawer(anOrder());
    await waitFor(() => expect(api.to('GET', '/api/order/fulfilment-settings')).toHaveLength(1));
    // the failure's response has been rendered (the query asks again later, so it is never idle)
    await waitFor(() =>
      expect(client.getQueryState(fulfilmentSettingsKey)?.fetchFailureCount).toBeGreaterThan(0),
    );
    await act(async () => {});
    expect(screen.queryByTestId('ship-with-carrier')).toBeNull();
  });

  it('hides it for an order that cannot be shipped (Pending) or already has a live shipment', async () => {
    serve(anOrder({ status: 'Pending' }), { 'GET /api/order/ship-quote/*': quote });
    const first = renderDrawer(anOrder({ status: 'Pending' }));
    await settle();
    await waitFor(() => expect(screen.queryByTestId('ship-with-carrier')).toBeNull());
    first.unmount();

    const shipped = anOrder({ status: 'Being Packed', shipment: aShipment() });
    serve(shipped, { 'GET /api/order/ship-quote/*': quote });
    renderDrawer(shipped);
    await waitFor(() => expect(screen.getByTestId('shipment-panel')).toBeTruthy());
    await settle();
    expect(screen.queryByTestId('ship-with-carrier')).toBeNull();
  });

  it('shows the quote of the defaults, re-quotes the staff’s numbers and sends them with the note', async () => {
    const order = anOrder();
    const api = serve(order, {
      'GET /api/order/ship-quote/*': quote,
      'POST /api/order/ship/*': ({ body }) => {
        const shipment = aShipment({ weight: (body as { weight: number }).weight, fee: 32_000 });
        const changed = anOrder({ status: 'Being Packed', shipment });
        api.set(changed);
        return json(201, { order: changed, shipment });
      },
    });
    renderDrawer(order);

    // the server's defaults fill the fields and are quoted first
    await waitFor(() =>
      expect(screen.getByTestId('quote-fee').textContent).toBe(formatVnd(feeOf(300), 'en')),
    );
    expect(screen.getByTestId('quote-cod').textContent).toBe(formatVnd(480_000, 'en'));
    expect(field('shipping.fields.weight').value).toBe('300');
    expect(field('shipping.fields.length').value).toBe('30');
    expect(api.to('GET', '/api/order/ship-quote/o1')[0]?.query.toString()).toBe('');

    fireEvent.change(field('shipping.fields.weight'), { target: { value: '1200' } });
    fireEvent.change(field('shipping.fields.height'), { target: { value: '8' } });
    await waitFor(() =>
      expect(screen.getByTestId('quote-fee').textContent).toBe(formatVnd(feeOf(1200), 'en')),
    );
    // typed quickly: one quote for the numbers staff settled on (debounced), not one per keystroke
    const asked = api.to('GET', '/api/order/ship-quote/o1').map((c) => c.query.toString());
    expect(asked).toEqual(['', 'weight=1200&length=30&width=25&height=8']);

    fireEvent.change(field('shipping.note'), { target: { value: '  Gọi trước khi giao ' } });
    fireEvent.click(screen.getByRole('button', { name: 'shipping.create' }));
    await waitFor(() => expect(api.to('POST', '/api/order/ship/o1')).toHaveLength(1));
    expect(api.to('POST', '/api/order/ship/o1')[0]?.body).toEqual({
      weight: 1200,
      length: 30,
      width: 25,
      height: 8,
      note: 'Gọi trước khi giao',
    });
    // the shipment replaces the form
    await waitFor(() => expect(screen.getByTestId('shipment-panel')).toBeTruthy());
    expect(screen.queryByTestId('ship-with-carrier')).toBeNull();
    expect(screen.getByRole('link', { name: 'shipping.trackingLink' }).getAttribute('href')).toBe(
      'https://donhang.ghn.vn/?order_code=LBK7XQ3',
    );
  });

  it('refuses numbers the carrier does not take without asking it, and says why', async () => {
    const api = serve(anOrder(), { 'GET /api/order/ship-quote/*': quote, 'POST /api/order/ship/*': quote });
    renderDrawer(anOrder());
    await waitFor(() => expect(field('shipping.fields.weight').value).toBe('300'));
    // the quote waits QUOTE_DELAY_MS after the last keystroke (a setTimeout): faked, the test goes
    // past that wait instead of sleeping through it
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.change(field('shipping.fields.weight'), { target: { value: '60000' } });
    expect(screen.getByText('shipping.invalidParcel')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'shipping.create' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await act(() => vi.advanceTimersByTimeAsync(QUOTE_DELAY_MS * 2));
    vi.useRealTimers();
    await settle();
    expect(api.to('GET', '/api/order/ship-quote/o1')).toHaveLength(1);
    expect(api.to('POST', '/api/order/ship')).toHaveLength(0);
  });

  it('shows GHN’s error response in its own words and keeps the form', async () => {
    const rejection = 'GHN refused: Số điện thoại người nhận không hợp lệ';
    const api = serve(anOrder(), {
      'GET /api/order/ship-quote/*': quote,
      'POST /api/order/ship/*': () => json(502, { error: rejection, code: 'SERVICE_UNAVAILABLE' }),
    });
    renderDrawer(anOrder());
    await waitFor(() => expect(screen.getByTestId('quote-fee')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'shipping.create' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(rejection);
    expect(api.to('POST', '/api/order/ship/o1')).toHaveLength(1);
    expect(screen.getByTestId('ship-with-carrier')).toBeTruthy();
  });

  it('shows a quote the carrier refused', async () => {
    serve(anOrder(), {
      'GET /api/order/ship-quote/*': () =>
        json(502, { error: 'GHN refused: Không hỗ trợ tuyến này', code: 'SERVICE_UNAVAILABLE' }),
    });
    renderDrawer(anOrder());
    // tried once more (TanStack Query's retryDelay: a second later) before staff are told; the bound
    // is far above that second
    expect((await screen.findByRole('alert', {}, { timeout: 10_000 })).textContent).toContain(
      'shipping.quoteFailed',
    );
  });
});

describe('<OrderDrawer> an order’s shipment', () => {
  it('shows the shipment: tracking link, status in words, fee, COD, collected, events newest first', async () => {
    const shipment = aShipment({
      status: 'delivering',
      codCollected: null,
      events: [
        { status: 'ready_to_pick', at: '2026-11-21T02:00:00.000Z', note: null },
        { status: 'picked', at: '2026-11-21T08:00:00.000Z', note: 'Bưu cục Quận 1' },
        { status: 'delivering', at: '2026-11-22T01:00:00.000Z', note: null },
      ],
    });
    const order = anOrder({ status: 'Shipped to Carrier', shipment });
    serve(order);
    renderDrawer(order);
    const panel = await screen.findByTestId('shipment-panel');
    expect(within(panel).getByTestId('shipment-status').getAttribute('data-status')).toBe('delivering');
    expect(within(panel).getByText(formatVnd(32_000, 'en'))).toBeTruthy();
    expect(within(panel).getByTestId('shipment-collected').textContent).toBe('shipping.notCollected');
    const events = within(panel).getByTestId('shipment-events');
    expect([...events.querySelectorAll('li > span > span')].map((name) => name.textContent)).toEqual([
      'shipping.status.delivering',
      'shipping.status.picked',
      'shipping.status.ready_to_pick',
    ]);
    expect(events.textContent).toContain('Bưu cục Quận 1');
  });

  it('offers "Cancel shipment" only while the carrier has not picked the parcel up', async () => {
    const picked = anOrder({ status: 'Shipped to Carrier', shipment: aShipment({ status: 'picked' }) });
    serve(picked);
    const first = renderDrawer(picked);
    await screen.findByTestId('shipment-panel');
    expect(screen.queryByRole('button', { name: 'shipping.cancelShipment' })).toBeNull();
    first.unmount();

    const canceled = anOrder({ shipment: aShipment({ status: 'cancel' }) });
    serve(canceled);
    const second = renderDrawer(canceled);
    await screen.findByTestId('shipment-panel');
    expect(screen.queryByRole('button', { name: 'shipping.cancelShipment' })).toBeNull();
    // nor a label to print for a canceled shipment
    expect(screen.queryByRole('button', { name: /shipping.printLabel/ })).toBeNull();
    second.unmount();
  });

  it('cancels a shipment waiting for pickup after a confirmation naming the order', async () => {
    const order = anOrder({ status: 'Being Packed', shipment: aShipment({ status: 'ready_to_pick' }) });
    const api = serve(order, {
      'POST /api/order/cancel-shipment/*': () => {
        const changed = anOrder({ status: 'Being Packed', shipment: aShipment({ status: 'cancel' }) });
        api.set(changed);
        return json(200, { order: changed, shipment: changed.shipment });
      },
    });
    renderDrawer(order);
    const panel = await screen.findByTestId('shipment-panel');
    fireEvent.click(within(panel).getByRole('button', { name: 'shipping.cancelShipment' }));
    // nothing is sent before the confirmation
    expect(api.to('POST', '/api/order/cancel-shipment')).toHaveLength(0);
    const dialog = screen.getByRole('dialog', { name: 'shipping.cancelTitle', hidden: true });
    expect(within(dialog).getByText('shipping.cancelBody')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'shipping.cancelShipment', hidden: true }));
    await waitFor(() => expect(api.to('POST', '/api/order/cancel-shipment/o1')).toHaveLength(1));
    // the canceled shipment stays in view, and the order can be shipped again
    await waitFor(() =>
      expect(screen.getByTestId('shipment-status').getAttribute('data-status')).toBe('cancel'),
    );
    await waitFor(() => expect(screen.getByTestId('ship-with-carrier')).toBeTruthy());
  });

  it("prints the label: the carrier's print page, asked with the token, shown in the tab opened at the click", async () => {
    const order = anOrder({ status: 'Being Packed', shipment: aShipment() });
    const printPage = 'https://online-gateway.ghn.vn/a5/public-api/printA5?token=t1';
    const api = serve(order, {
      'GET /api/order/labels': () => json(200, { url: printPage }),
    });
    const tab = { opener: {}, closed: false, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    renderDrawer(order);
    fireEvent.click(await screen.findByRole('button', { name: /shipping.printLabel/ }));
    expect(open).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(tab.location.href).toBe(printPage));
    expect(tab.opener).toBeNull();
    expect(api.to('GET', '/api/order/labels')[0]?.query.get('ids')).toBe('o1');
  });

  it('shows a delivery flag with the carrier’s reason', async () => {
    const order = anOrder({
      status: 'Shipped to Carrier',
      shipment: aShipment({ status: 'delivery_fail' }),
      deliveryFlag: 'Khách hẹn lại ngày giao',
    });
    serve(order);
    renderDrawer(order);
    const flag = await screen.findByRole('note');
    expect(flag.textContent).toContain('shipping.flagTitle');
    expect(flag.textContent).toContain('Khách hẹn lại ngày giao');
  });
});

describe('<OrderDrawer> an order refused at the door', () => {
  const refused = anOrder({ status: 'Canceled', cancelReason: 'REFUSED_AT_DOOR', paymentStatus: 'failed' });

  it('blacklists the order’s phone as BOOM HÀNG in one step, naming the order', async () => {
    const api = serve(refused, {
      'POST /api/auth/add-user-to-blacklist': () =>
        json(201, { message: 'Added to the blacklist', entry: {} }),
    });
    renderDrawer(refused);
    fireEvent.click(await screen.findByRole('button', { name: 'shipping.boom.action' }));
    await waitFor(() => expect(api.to('POST', '/api/auth/add-user-to-blacklist')).toHaveLength(1));
    expect(api.to('POST', '/api/auth/add-user-to-blacklist')[0]?.body).toEqual({
      phone: '0912345678',
      reason: 'BOOM HÀNG',
      note: 'Refused at the door: order DH-7K2M9Q',
    });
    expect(await screen.findByText('shipping.boom.done')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'shipping.boom.action' })).toBeNull();
  });

  it('says so when the phone is already listed (409)', async () => {
    serve(refused, {
      'POST /api/auth/add-user-to-blacklist': () =>
        json(409, { error: 'This phone number is already on the blacklist', code: 'CONFLICT' }),
    });
    renderDrawer(refused);
    fireEvent.click(await screen.findByRole('button', { name: 'shipping.boom.action' }));
    expect(await screen.findByText('shipping.boom.already')).toBeTruthy();
  });

  it('is not offered for an order canceled for another reason', async () => {
    const other = anOrder({ status: 'Canceled', cancelReason: 'BUYER_CHANGED_MIND' });
    serve(other);
    renderDrawer(other);
    await screen.findByTestId('order-history');
    await settle();
    expect(screen.queryByRole('button', { name: 'shipping.boom.action' })).toBeNull();
  });
});

describe('<OrderDrawer> a COD order to confirm', () => {
  it('shows the risk, the buyer’s history and who confirmed it; a QR order shows none of it', async () => {
    const risky = anOrder({
      status: 'Pending',
      risk: {
        level: 'HIGH',
        score: 90,
        reasons: ['2 deliveries refused at the door (+90)'],
        factors: [{ rule: 'REFUSED_AT_DOOR', count: 2, points: 90 }],
      },
      buyerHistory: { placed: 2, completed: 0, canceled: 0, refused: 2, returns: 0, blacklisted: 0 },
      confirmedByBuyer: true,
    });
    serve(risky);
    const first = renderDrawer(risky);
    const panel = await screen.findByTestId('cod-risk-panel');
    expect(within(panel).getByTestId('risk-badge').getAttribute('data-level')).toBe('HIGH');
    expect(within(panel).getByTestId('history-refused').textContent).toBe('2');
    expect(within(panel).getByTestId('confirmed-by-buyer')).toBeTruthy();
    first.unmount();

    const qr = anOrder({ status: 'Pending', paymentMethod: 'QR' });
    serve(qr);
    renderDrawer(qr);
    await screen.findByTestId('order-history');
    expect(screen.queryByTestId('cod-risk-panel')).toBeNull();
  });
});
