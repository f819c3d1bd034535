// GHN's public API (Giao Hàng Nhanh), as its documentation describes each call the shop makes:
//   create an order       https://api.ghn.vn/home/docs/detail?id=123
//   calculate the fee     https://api.ghn.vn/home/docs/detail?id=76
//   order info            https://api.ghn.vn/home/docs/detail?id=119 (by client order code; the
//                         same record as `detail` by GHN's order code)
//   cancel                https://api.ghn.vn/home/docs/detail?id=73
//   print (gen-token, printA5)  https://api.ghn.vn/home/docs/detail?id=67
//   status callbacks      https://api.ghn.vn/home/docs/detail?id=47
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One status of a fake shipment's history, as GHN's `detail` lists it in `log`. */
export interface FakeGhnLogEntry {
  status: string;
  updated_date: string;
  reason?: string;
  reason_code?: string;
}

export interface FakeGhnShipment {
  order_code: string;
  client_order_code: string;
  status: string;
  cod_amount: number;
  is_cod_collected: boolean;
  total_fee: number;
  updated_date: string;
  log: FakeGhnLogEntry[];
  /** the create body as the shop sent it */
  request: Record<string, unknown>;
}

export interface FakeGhnCall {
  method: string;
  path: string;
  body: unknown;
  headers: { token: string | undefined; shopId: string | undefined };
}

export interface AdvanceOptions {
  /** the carrier's reason (a failed delivery, a return) */
  reason?: string;
  /** when the status happened (ISO); now by default */
  at?: string;
  /** a delivered COD parcel: what GHN reports collecting (its `cod_amount` becomes that) */
  codCollected?: number;
  /** send the callback (when a URL is set and callbacks are not dropped); true by default */
  callback?: boolean;
}

export interface FakeGhn {
  /** GHN_API_BASE to configure */
  base: string;
  token: string;
  shopId: string;
  shipments: Map<string, FakeGhnShipment>;
  /** every call, for assertions */
  calls: FakeGhnCall[];
  /** gen-token tokens and the codes they print */
  printTokens: Map<string, string[]>;
  /** where status callbacks go (the shop's `/api/shipping/ghn/callback?token=…`) */
  setCallbackUrl(url: string | undefined): void;
  /**
   * Moves a shipment to `status` (appended to its log) and sends its callback; returns the shop's
   * HTTP status, or undefined when no callback was sent.
   */
  advance(code: string, status: string, options?: AdvanceOptions): Promise<number | undefined>;
  /** GHN's callback body for the shipment's current status (`overrides` on top: a forged one) */
  callbackBody(code: string, overrides?: Record<string, unknown>): Record<string, unknown>;
  /** posts a callback body to the URL set (or `url`); returns the HTTP status */
  sendCallback(body: unknown, url?: string): Promise<number>;
  /** callbacks are lost on the way (the shop's catch-up poll must find the status) */
  dropCallbacks(on: boolean): void;
  /**
   * Calls fail: `down` responds 503 with an HTML page (unreachable); `refuse` responds with GHN's own
   * error body `{code: 400, message}`; false: back to normal.
   */
  fail(mode: 'down' | 'refuse' | false, message?: string): void;
  stop(): Promise<void>;
}

const CODE_CHARS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const orderCode = () => `GA${Array.from(randomBytes(8), (b) => CODE_CHARS[b % CODE_CHARS.length]).join('')}`;
/** GHN cancels only before pickup. */
const CANCELABLE = ['ready_to_pick', 'picking', 'money_collect_picking'];
const REQUIRED_CREATE = [
  'to_name',
  'to_phone',
  'to_address',
  'to_ward_name',
  'to_province_name',
  'weight',
  'service_type_id',
  'payment_type_id',
  'required_note',
] as const;

/**
 * A stand-in for GHN's public API on loopback, speaking its wire format: headers
 * `Token` and `ShopId`; POST /shiip/public-api/v2/shipping-order/fee → `{total}`, /create →
 * `{order_code, total_fee, expected_delivery_time}`, /detail `{order_code}` → `{status, log:
 * [{status, updated_date}], cod_amount…}`; POST /shiip/public-api/v2/switch-status/cancel
 * `{order_codes}` → `[{order_code, result, message}]`; POST /shiip/public-api/v2/a5/gen-token →
 * `{token}` and GET /a5/public-api/printA5?token=… → an HTML page. Every response is `{code, message,
 * data}`; an error is HTTP 400 with `code: 400`.
 *
 * Its control API, for browser journeys (the tests call the methods directly): POST
 * /__control/advance `{code, status, reason?, codCollected?}`, /__control/callback-url `{url}`,
 * /__control/drop `{on}`, /__control/fail `{mode, message?}`; GET /__control/shipments.
 */
export async function startFakeGhn(): Promise<FakeGhn> {
  const token = `ghn-token-${randomBytes(6).toString('hex')}`;
  const shopId = String(100_000 + (randomBytes(2).readUInt16BE() % 800_000));
  const shipments = new Map<string, FakeGhnShipment>();
  const printTokens = new Map<string, string[]>();
  const calls: FakeGhnCall[] = [];
  let callbackUrl: string | undefined;
  let dropping = false;
  let failing: { mode: 'down' | 'refuse'; message: string } | undefined;

  const callbackBody = (code: string, overrides: Record<string, unknown> = {}) => {
    const s = shipments.get(code);
    if (!s) throw new Error(`no fake GHN shipment ${code}`);
    const last = s.log.at(-1);
    return {
      CODAmount: s.cod_amount,
      CODTransferDate: null,
      ClientOrderCode: s.client_order_code,
      ConvertedWeight: s.request.weight,
      Description: last?.status ?? s.status,
      Fee: { MainService: s.total_fee, Insurance: 0, Return: 0, R2S: 0, CODFee: 0, Coupon: 0 },
      Height: s.request.height,
      IsPartialReturn: false,
      Length: s.request.length,
      OrderCode: s.order_code,
      PartialReturnCode: '',
      PaymentType: 1,
      Reason: last?.reason ?? '',
      ReasonCode: last?.reason_code ?? '',
      ShopID: Number(shopId),
      Status: s.status,
      Time: last?.updated_date ?? s.updated_date,
      TotalFee: s.total_fee,
      Type: 'switch_status',
      Warehouse: 'Bưu Cục 229 Quan Nhân-Q.Thanh Xuân-HN',
      Weight: s.request.weight,
      Width: s.request.width,
      ...overrides,
    };
  };

  const sendCallback = async (body: unknown, url = callbackUrl) => {
    if (!url) throw new Error('no callback URL set');
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    await res.arrayBuffer();
    return res.status;
  };

  const advance = async (code: string, status: string, options: AdvanceOptions = {}) => {
    const s = shipments.get(code);
    if (!s) throw new Error(`no fake GHN shipment ${code}`);
    const at = options.at ?? new Date().toISOString();
    s.status = status;
    s.updated_date = at;
    s.log.push({
      status,
      updated_date: at,
      ...(options.reason ? { reason: options.reason, reason_code: 'GHN-FAIL' } : {}),
    });
    if (status === 'delivered') {
      if (options.codCollected !== undefined) s.cod_amount = options.codCollected;
      s.is_cod_collected = s.cod_amount > 0;
    }
    if (options.callback === false || dropping || !callbackUrl) return undefined;
    return sendCallback(callbackBody(code));
  };

  const fee = (body: Record<string, unknown>) => {
    const weight = Number(body.weight) || 0;
    // a light parcel's price, then more per started 500 g
    return 16_500 + Math.max(0, Math.ceil((weight - 500) / 500)) * 5_000;
  };

  const server = http.createServer(async (req, res) => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const path = url.pathname;
    let body: Record<string, unknown> = {};
    try {
      body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    } catch {
      body = {};
    }
    const send = (status: number, payload: unknown, type = 'application/json') => {
      res.writeHead(status, { 'content-type': type });
      res.end(type === 'application/json' ? JSON.stringify(payload) : String(payload));
    };
    const ok = (data: unknown) => send(200, { code: 200, message: 'Success', data });
    const refuse = (message: string, code = 400) => send(code, { code, message, data: null });

    // ── control API (browser journeys) ──
    if (path.startsWith('/__control/')) {
      if (path === '/__control/shipments') return send(200, [...shipments.values()]);
      if (path === '/__control/advance') {
        const status = await advance(String(body.code), String(body.status), {
          ...(typeof body.reason === 'string' ? { reason: body.reason } : {}),
          ...(typeof body.codCollected === 'number' ? { codCollected: body.codCollected } : {}),
        }).catch((err: Error) => err.message);
        return send(200, { callback: status ?? null });
      }
      if (path === '/__control/callback-url') {
        callbackUrl = typeof body.url === 'string' ? body.url : undefined;
        return send(200, { url: callbackUrl ?? null });
      }
      if (path === '/__control/drop') {
        dropping = Boolean(body.on);
        return send(200, { dropping });
      }
      if (path === '/__control/fail') {
        const mode = body.mode === 'down' || body.mode === 'refuse' ? body.mode : undefined;
        failing = mode ? { mode, message: String(body.message ?? 'Lỗi hệ thống') } : undefined;
        return send(200, { failing: failing ?? null });
      }
      return send(404, { error: 'unknown control' });
    }

    calls.push({
      method: req.method ?? '',
      path,
      body,
      headers: {
        token: req.headers.token as string | undefined,
        shopId: req.headers.shopid as string | undefined,
      },
    });
    if (failing?.mode === 'down') {
      return send(503, '<html><body><h1>503 Service Temporarily Unavailable</h1></body></html>', 'text/html');
    }
    if (failing?.mode === 'refuse') return refuse(failing.message);

    // the print page is opened by a browser: its token is its credential
    if (req.method === 'GET' && path === '/a5/public-api/printA5') {
      const codes = printTokens.get(url.searchParams.get('token') ?? '');
      if (!codes)
        return send(400, '<html><body>Token không hợp lệ</body></html>', 'text/html; charset=utf-8');
      const labels = codes
        .map(
          (c) =>
            `<section class="label"><h2>${c}</h2><p>${shipments.get(c)?.request.to_name ?? ''}</p></section>`,
        )
        .join('');
      return send(
        200,
        `<!doctype html><html><head><title>In đơn</title></head><body>${labels}</body></html>`,
        'text/html; charset=utf-8',
      );
    }
    if (req.headers.token !== token) return refuse('Token không hợp lệ', 401);
    if (req.method !== 'POST') return refuse('Method not allowed', 405);

    if (path === '/shiip/public-api/v2/shipping-order/fee') {
      if (req.headers.shopid !== shopId) return refuse('ShopId không hợp lệ');
      return ok({
        total: fee(body),
        service_fee: fee(body),
        insurance_fee: 0,
        pick_station_fee: 0,
        coupon_value: 0,
      });
    }
    if (path === '/shiip/public-api/v2/shipping-order/create') {
      if (req.headers.shopid !== shopId) return refuse('ShopId không hợp lệ');
      const missing = REQUIRED_CREATE.find((k) => body[k] === undefined || body[k] === '');
      if (missing) return refuse(`${missing} is required`);
      if (!Array.isArray(body.items) || !body.items.length) return refuse('items is required');
      const clientCode = String(body.client_order_code ?? '');
      const existing = [...shipments.values()].find(
        (s) => s.client_order_code === clientCode && s.status !== 'cancel',
      );
      if (clientCode && existing) return refuse('Mã đơn hàng của shop đã tồn tại');
      const code = orderCode();
      const now = new Date().toISOString();
      const shipment: FakeGhnShipment = {
        order_code: code,
        client_order_code: clientCode,
        status: 'ready_to_pick',
        cod_amount: Number(body.cod_amount ?? 0),
        is_cod_collected: false,
        total_fee: fee(body),
        updated_date: now,
        log: [{ status: 'ready_to_pick', updated_date: now }],
        request: body,
      };
      shipments.set(code, shipment);
      return ok({
        order_code: code,
        sort_code: '190-G-01-A4',
        trans_type: 'truck',
        ward_encode: '',
        district_encode: '',
        fee: {
          main_service: shipment.total_fee,
          insurance: 0,
          cod_fee: 0,
          station_do: 0,
          station_pu: 0,
          return: 0,
          r2s: 0,
          coupon: 0,
        },
        total_fee: shipment.total_fee,
        expected_delivery_time: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      });
    }
    if (path === '/shiip/public-api/v2/shipping-order/detail') {
      const s = shipments.get(String(body.order_code ?? ''));
      if (!s) return refuse('Đơn hàng không tồn tại');
      return ok({
        order_code: s.order_code,
        client_order_code: s.client_order_code,
        status: s.status,
        cod_amount: s.cod_amount,
        is_cod_collected: s.is_cod_collected,
        to_name: s.request.to_name,
        to_phone: s.request.to_phone,
        to_address: s.request.to_address,
        weight: s.request.weight,
        updated_date: s.updated_date,
        log: s.log,
      });
    }
    if (path === '/shiip/public-api/v2/switch-status/cancel') {
      if (req.headers.shopid !== shopId) return refuse('ShopId không hợp lệ');
      const codes = Array.isArray(body.order_codes) ? body.order_codes.map(String) : [];
      return ok(
        codes.map((code) => {
          const s = shipments.get(code);
          if (!s) return { order_code: code, result: false, message: 'Đơn hàng không tồn tại' };
          if (!CANCELABLE.includes(s.status)) {
            return { order_code: code, result: false, message: 'Đơn hàng đã lấy, không thể hủy' };
          }
          const at = new Date().toISOString();
          s.status = 'cancel';
          s.updated_date = at;
          s.log.push({ status: 'cancel', updated_date: at });
          return { order_code: code, result: true, message: 'OK' };
        }),
      );
    }
    if (path === '/shiip/public-api/v2/a5/gen-token') {
      const codes = Array.isArray(body.order_codes) ? body.order_codes.map(String) : [];
      if (!codes.length || codes.some((c) => !shipments.has(c))) {
        return refuse('Lỗi gọi API: corev2_tenant_order_detail - code=404, message=Đơn hàng không tồn tại');
      }
      const printToken = randomBytes(16).toString('hex');
      printTokens.set(printToken, codes);
      return ok({ token: printToken });
    }
    return refuse('Not found', 404);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    base,
    token,
    shopId,
    shipments,
    calls,
    printTokens,
    setCallbackUrl: (url) => {
      callbackUrl = url;
    },
    advance,
    callbackBody,
    sendCallback,
    dropCallbacks: (on) => {
      dropping = on;
    },
    fail: (mode, message = 'Lỗi hệ thống') => {
      failing = mode ? { mode, message } : undefined;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
