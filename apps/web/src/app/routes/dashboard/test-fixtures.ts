import {
  type CodReconciliation,
  codReconciliationSchema,
  type FulfilmentSettings,
  fulfilmentSettingsSchema,
  type Order,
  orderSchema,
  type Shipment,
  shipmentSchema,
} from '@shop/shared';
import { vi } from 'vitest';

/**
 * The dashboard's tests' data, each passed through the shared schema of its response, so that a
 * fake response cannot drift from what the server sends.
 */
export function anOrder(overrides: Partial<Order> = {}): Order {
  return orderSchema.parse({
    id: 'o1',
    code: 'DH-7K2M9Q',
    status: 'Confirmed',
    paymentMethod: 'COD',
    paymentStatus: 'pending',
    items: [
      {
        productId: 'p1',
        name: 'Áo lụa',
        size: 'M',
        quantity: 1,
        unitPrice: 450_000,
        lineTotal: 450_000,
        soldAsIs: false,
      },
    ],
    subtotal: 450_000,
    discount: 0,
    couponCode: null,
    rankName: 'Blush Babe',
    shippingFee: 30_000,
    total: 480_000,
    shipping: {
      name: 'Lan Nguyễn',
      phone: '0912345678',
      email: 'lan@example.com',
      country: 'Vietnam',
      province: 'Thành phố Hồ Chí Minh',
      ward: 'Phường Sài Gòn',
      street: '12 Lê Lợi',
    },
    history: [],
    createdAt: '2026-11-20T03:04:05.000Z',
    updatedAt: '2026-11-20T03:04:05.000Z',
    userId: 'u1',
    expiresAt: null,
    completedAt: null,
    paidAmount: 0,
    amountDue: 480_000,
    overpaidAmount: 0,
    paymentFlag: null,
    totalUsd: null,
    returnReason: null,
    payment: null,
    shipment: null,
    risk: null,
    buyerHistory: null,
    confirmedByBuyer: false,
    depositAmount: 0,
    depositPaid: false,
    cancelReason: null,
    deliveryFlag: null,
    calls: [],
    ...overrides,
  });
}

export function aShipment(overrides: Partial<Shipment> = {}): Shipment {
  return shipmentSchema.parse({
    carrier: 'GHN',
    trackingCode: 'LBK7XQ3',
    fee: 32_000,
    codAmount: 480_000,
    status: 'ready_to_pick',
    events: [{ status: 'ready_to_pick', at: '2026-11-21T02:00:00.000Z', note: null }],
    trackingUrl: 'https://donhang.ghn.vn/?order_code=LBK7XQ3',
    weight: 300,
    codCollected: null,
    createdAt: '2026-11-21T02:00:00.000Z',
    ...overrides,
  });
}

export function settings(carriers: FulfilmentSettings['carriers']): FulfilmentSettings {
  return fulfilmentSettingsSchema.parse({
    carriers,
    riskRules: [],
    thresholds: { MEDIUM: 30, HIGH: 60 },
    depositLevel: 'HIGH',
    deposit: { kind: 'shipping' },
    confirmHours: 48,
  });
}

export function aReconciliation(overrides: Partial<CodReconciliation> = {}): CodReconciliation {
  return codReconciliationSchema.parse({
    from: '2026-11-01',
    to: '2026-11-27',
    rows: [],
    totals: { orders: 0, expected: 0, collected: 0, difference: 0, remitted: 0, waiting: 0 },
    remittances: [],
    ...overrides,
  });
}

/** One request the fake API received. */
export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

type Handler = (call: Call) => Response | Promise<Response>;

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * The shop's API as `fetch` sees it: `routes` maps "METHOD /api/path" (the path's last part may be
 * `*`) to a response; every request is kept in `calls`. Anything else gets a 404.
 */
export function fakeApi(routes: Record<string, Handler>) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://shop.test');
    const method = init.method ?? 'GET';
    const call: Call = {
      method,
      path: url.pathname,
      query: url.searchParams,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
    };
    calls.push(call);
    const handler =
      routes[`${method} ${url.pathname}`] ?? routes[`${method} ${url.pathname.replace(/\/[^/]+$/, '/*')}`];
    return handler
      ? handler(call)
      : json(404, { error: `not in this test: ${method} ${url.pathname}`, code: 'NOT_FOUND' });
  });
  return {
    fetch,
    calls,
    to: (method: string, path: string) => calls.filter((c) => c.method === method && c.path.startsWith(path)),
  };
}
