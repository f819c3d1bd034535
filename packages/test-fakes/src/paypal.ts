// PayPal's REST API as the shop calls it: an OAuth 2.0 client-credentials token, Orders v2 (create,
// show, capture) with its error names, and idempotent retries by PayPal-Request-Id.
//   https://developer.paypal.com/api/rest/authentication/
//   https://developer.paypal.com/docs/api/orders/v2/
//   https://developer.paypal.com/api/rest/reference/idempotency/
//   https://developer.paypal.com/api/rest/integration/orders-api/troubleshooting/
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

interface FakeOrder {
  id: string;
  status: 'CREATED' | 'APPROVED' | 'COMPLETED';
  body: {
    intent: string;
    application_context?: { return_url?: string; cancel_url?: string };
    purchase_units: {
      reference_id?: string;
      custom_id?: string;
      amount: { currency_code: string; value: string };
    }[];
  };
  captureId?: string;
  declined?: boolean;
}

export interface FakePaypal {
  /** the PAYPAL_API_BASE to configure */
  base: string;
  clientId: string;
  clientSecret: string;
  orders: Map<string, FakeOrder>;
  /** the buyer approves on PayPal's page */
  approve(id: string): void;
  /** the buyer's card is declined at capture (422 INSTRUMENT_DECLINED) */
  decline(id: string): void;
  /** every call, for assertions: method, path and the PayPal-Request-Id header */
  calls: { method: string; path: string; requestId: string | undefined }[];
  /** make every call fail with 503 */
  fail(on: boolean): void;
  stop(): Promise<void>;
}

const id17 = () => randomBytes(9).toString('hex').toUpperCase().slice(0, 17);

export interface FakePaypalOptions {
  /**
   * Serve the buyer's approval page on loopback (GET /checkoutnow?token=…: "Pay now" returns to the
   * order's return_url with token and PayerID, "Cancel and return" to its cancel_url with token), for
   * browser journeys; otherwise the approve link is sandbox PayPal's, as the real API returns it.
   */
  approvalPage?: boolean;
}

/**
 * A stand-in for PayPal's REST API on loopback, speaking its wire format: POST /v1/oauth2/token
 * (Basic client credentials, form body → { access_token, expires_in }), POST /v2/checkout/orders
 * (Bearer, idempotent on PayPal-Request-Id → 201 with the `approve` link), POST
 * /v2/checkout/orders/{id}/capture (422 ORDER_NOT_APPROVED, INSTRUMENT_DECLINED,
 * ORDER_ALREADY_CAPTURED; the same request id returns the first result again), GET the order.
 */
export async function startFakePaypal(options: FakePaypalOptions = {}): Promise<FakePaypal> {
  const clientId = 'fake-paypal-client';
  const clientSecret = 'fake-paypal-secret';
  const tokens = new Set<string>();
  const orders = new Map<string, FakeOrder>();
  const byRequestId = new Map<string, { status: number; body: unknown }>();
  const calls: FakePaypal['calls'] = [];
  let failing = false;

  const view = (o: FakeOrder, base: string) => ({
    id: o.id,
    intent: o.body.intent,
    status: o.status,
    purchase_units: o.body.purchase_units.map((u) => ({
      ...u,
      ...(o.status === 'COMPLETED'
        ? {
            payments: {
              captures: [
                {
                  id: o.captureId,
                  status: 'COMPLETED',
                  amount: u.amount,
                  final_capture: true,
                  seller_protection: { status: 'ELIGIBLE' },
                },
              ],
            },
          }
        : {}),
    })),
    links: [
      { href: `${base}/v2/checkout/orders/${o.id}`, rel: 'self', method: 'GET' },
      ...(o.status === 'CREATED'
        ? [
            {
              href: `${options.approvalPage ? base : 'https://www.sandbox.paypal.com'}/checkoutnow?token=${o.id}`,
              rel: 'approve',
              method: 'GET',
            },
          ]
        : []),
      { href: `${base}/v2/checkout/orders/${o.id}/capture`, rel: 'capture', method: 'POST' },
    ],
  });

  const server = http.createServer(async (req, res) => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const requestId = req.headers['paypal-request-id'] as string | undefined;
    calls.push({ method: req.method ?? '', path, requestId });
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'paypal-debug-id': id17().toLowerCase() });
      res.end(JSON.stringify(body));
    };
    const error = (status: number, name: string, issue?: string) =>
      send(status, {
        name,
        message:
          'The requested action could not be performed, semantically incorrect, or failed business validation.',
        debug_id: id17().toLowerCase(),
        ...(issue ? { details: [{ issue, description: issue }] } : {}),
      });
    if (failing) return error(503, 'SERVICE_UNAVAILABLE');
    if (options.approvalPage && req.method === 'GET' && path.startsWith('/checkoutnow')) {
      return approvalPage(req, res, orders);
    }

    if (req.method === 'POST' && path === '/v1/oauth2/token') {
      const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
      if (
        req.headers.authorization !== expected ||
        new URLSearchParams(raw).get('grant_type') !== 'client_credentials'
      ) {
        return send(401, { error: 'invalid_client', error_description: 'Client Authentication failed' });
      }
      const token = `A21AA${randomBytes(24).toString('hex')}`;
      tokens.add(token);
      return send(200, {
        scope: 'https://uri.paypal.com/services/payments/payment',
        access_token: token,
        token_type: 'Bearer',
        app_id: 'APP-80W284485P519543T',
        expires_in: 32_400,
        nonce: id17(),
      });
    }
    const bearer = req.headers.authorization?.replace(/^Bearer /, '');
    if (!bearer || !tokens.has(bearer)) return error(401, 'AUTHENTICATION_FAILURE');

    // idempotency: a repeated request id returns the first result
    const key = requestId ? `${req.method} ${path} ${requestId}` : undefined;
    if (key && byRequestId.has(key)) {
      const first = byRequestId.get(key)!;
      return send(first.status, first.body);
    }
    const sendAndKeep = (status: number, body: unknown) => {
      if (key) byRequestId.set(key, { status, body });
      send(status, body);
    };

    if (req.method === 'POST' && path === '/v2/checkout/orders') {
      const body = JSON.parse(raw || '{}');
      const unit = body.purchase_units?.[0];
      if (
        body.intent !== 'CAPTURE' ||
        unit?.amount?.currency_code !== 'USD' ||
        !/^\d+\.\d{2}$/.test(unit.amount.value ?? '')
      ) {
        return error(422, 'UNPROCESSABLE_ENTITY', 'INVALID_PARAMETER_VALUE');
      }
      const order: FakeOrder = { id: id17(), status: 'CREATED', body };
      orders.set(order.id, order);
      return sendAndKeep(201, view(order, base));
    }
    const m = /^\/v2\/checkout\/orders\/([A-Z0-9]+)(\/capture)?$/.exec(path);
    const order = m ? orders.get(m[1]!) : undefined;
    if (!m || !order) return error(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
    if (req.method === 'GET' && !m[2]) return send(200, view(order, base));
    if (req.method === 'POST' && m[2]) {
      if (order.status === 'COMPLETED')
        return sendAndKeep(422, {
          name: 'UNPROCESSABLE_ENTITY',
          details: [{ issue: 'ORDER_ALREADY_CAPTURED' }],
        });
      if (order.status !== 'APPROVED')
        return sendAndKeep(422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_NOT_APPROVED' }] });
      if (order.declined)
        return sendAndKeep(422, {
          name: 'UNPROCESSABLE_ENTITY',
          details: [{ issue: 'INSTRUMENT_DECLINED' }],
        });
      order.status = 'COMPLETED';
      order.captureId = id17();
      return sendAndKeep(201, view(order, base));
    }
    error(405, 'METHOD_NOT_SUPPORTED');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    clientId,
    clientSecret,
    orders,
    calls,
    approve: (id) => {
      const o = orders.get(id);
      if (o && o.status === 'CREATED') o.status = 'APPROVED';
    },
    decline: (id) => {
      const o = orders.get(id);
      if (o) o.declined = true;
    },
    fail: (on) => {
      failing = on;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * PayPal's buyer pages, reduced to their two outcomes: the page shows the amount with "Pay now"
 * (the order becomes APPROVED and the buyer returns to return_url?token=…&PayerID=…) and "Cancel and
 * return" (back to cancel_url?token=…, the order stays CREATED).
 */
function approvalPage(req: http.IncomingMessage, res: http.ServerResponse, orders: Map<string, FakeOrder>) {
  const url = new URL(req.url ?? '/', 'http://fake');
  const token = url.searchParams.get('token') ?? '';
  const order = orders.get(token);
  const back = order?.body.application_context;
  if (!order || !back?.return_url || !back.cancel_url) {
    res.writeHead(404, { 'content-type': 'text/plain' });
    return res.end('unknown order');
  }
  const redirect = (to: string, params: Record<string, string>) => {
    const target = new URL(to);
    for (const [k, v] of Object.entries(params)) target.searchParams.set(k, v);
    res.writeHead(303, { location: target.toString() });
    res.end();
  };
  if (url.pathname === '/checkoutnow/approve') {
    if (order.status === 'CREATED') order.status = 'APPROVED';
    return redirect(back.return_url, { token, PayerID: 'FAKEPAYER1234' });
  }
  if (url.pathname === '/checkoutnow/cancel') return redirect(back.cancel_url, { token });
  const amount = order.body.purchase_units[0]?.amount;
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.end(`<!doctype html><html lang="en"><head><title>PayPal Checkout</title></head><body>
<main><h1>PayPal</h1><p>Pay ${amount?.currency_code} ${amount?.value}</p>
<a href="/checkoutnow/approve?token=${token}">Pay now</a>
<a href="/checkoutnow/cancel?token=${token}">Cancel and return</a></main></body></html>`);
}
