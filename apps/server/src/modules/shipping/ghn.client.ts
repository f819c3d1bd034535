import { ghnCallbackBodySchema, normalisePhone } from '@shop/shared';
import { z } from 'zod';
import type { Config } from '../../config.js';
import { sameSecret } from '../../lib/tokens.js';
import {
  type CancelResult,
  type CarrierCallback,
  type CarrierClient,
  type CarrierDetail,
  CarrierError,
  type CarrierStatus,
  type CreatedShipment,
  type Parcel,
  type ShipmentOrder,
} from './carrier.js';

export type GhnConfig = NonNullable<Config['ghn']>;

/** A short call: staff wait on it, and `ship` holds the order's row lock through it. */
const TIMEOUT_MS = 8_000;

/** GHN's response to every call: `{code: 200, message, data}`; any other code is an error. */
const envelope = z.object({ code: z.number(), message: z.string().nullish(), data: z.unknown() });

const feeData = z.object({ total: z.number() });
const createData = z.object({
  order_code: z.string().min(1),
  total_fee: z.number(),
  expected_delivery_time: z.string().nullish(),
});
const logEntry = z.object({
  status: z.string(),
  updated_date: z.string(),
  reason: z.string().nullish(),
  reason_code: z.string().nullish(),
});
const detailData = z.object({
  order_code: z.string(),
  status: z.string(),
  cod_amount: z.number().nullish(),
  is_cod_collected: z.boolean().nullish(),
  updated_date: z.string().nullish(),
  log: z.array(logEntry).nullish(),
});
const cancelData = z.array(
  z.object({ order_code: z.string(), result: z.boolean(), message: z.string().nullish() }),
);
const tokenData = z.object({ token: z.string().min(1) });

const date = (s: string | null | undefined): Date | undefined => {
  const ms = s ? Date.parse(s) : Number.NaN;
  return Number.isFinite(ms) ? new Date(ms) : undefined;
};

/**
 * GHN (Giao Hàng Nhanh) over plain `fetch`, in its own wire format (the README lists the fields):
 * headers `Token` and `ShopId`, JSON bodies, responses `{code, message, data}`.
 */
export class GhnClient implements CarrierClient {
  readonly name = 'GHN' as const;

  constructor(private readonly config: GhnConfig) {}

  async quote(parcel: Parcel, order: ShipmentOrder): Promise<{ fee: number }> {
    const data = await this.call('/shiip/public-api/v2/shipping-order/fee', feeData, {
      service_type_id: 2,
      to_ward_name: order.shipping.ward,
      to_province_name: order.shipping.province,
      ...parcel,
      cod_value: order.codAmount,
      items: order.items,
    });
    return { fee: Math.round(data.total) };
  }

  async create(parcel: Parcel, order: ShipmentOrder): Promise<CreatedShipment> {
    const { shipping } = order;
    const data = await this.call('/shiip/public-api/v2/shipping-order/create', createData, {
      client_order_code: order.code,
      // the shop pays GHN (the buyer's shipping fee is the shop's own rule); the buyer may look,
      // not try on, before paying
      payment_type_id: 1,
      required_note: 'CHOXEMHANGKHONGTHU',
      service_type_id: 2,
      to_name: shipping.name,
      to_phone: normalisePhone(shipping.phone),
      to_address: [shipping.street, shipping.ward, shipping.province].filter(Boolean).join(', '),
      to_ward_name: shipping.ward,
      to_province_name: shipping.province,
      cod_amount: order.codAmount,
      content: order.items
        .map((i) => `${i.name} x${i.quantity}`)
        .join('; ')
        .slice(0, 2000),
      note: [order.note, shipping.note].filter(Boolean).join(' · ').slice(0, 500) || undefined,
      ...parcel,
      items: order.items,
    });
    return {
      trackingCode: data.order_code,
      fee: Math.round(data.total_fee),
      expectedDelivery: date(data.expected_delivery_time) ?? null,
    };
  }

  async cancel(trackingCodes: string[]): Promise<CancelResult[]> {
    const data = await this.call('/shiip/public-api/v2/switch-status/cancel', cancelData, {
      order_codes: trackingCodes,
    });
    return data.map((r) => ({ trackingCode: r.order_code, ok: r.result, message: r.message ?? '' }));
  }

  /** One gen-token for every code: GHN's A5 print page for that token (no credential in it but the token). */
  async labelsUrl(trackingCodes: string[]): Promise<string> {
    const { token } = await this.call('/shiip/public-api/v2/a5/gen-token', tokenData, {
      order_codes: trackingCodes,
    });
    return `${this.config.apiBase}/a5/public-api/printA5?token=${encodeURIComponent(token)}`;
  }

  /** The print page of `labelsUrl`, passed through. */
  async labels(trackingCodes: string[]): Promise<{ contentType: string; body: Buffer }> {
    const url = new URL(await this.labelsUrl(trackingCodes));
    const res = await this.fetch(`${url.pathname}${url.search}`, 'GET');
    const body = Buffer.from(await res.arrayBuffer());
    if (!res.ok) throw new CarrierError('refused', `HTTP ${res.status}`);
    return { contentType: res.headers.get('content-type') ?? 'text/html; charset=utf-8', body };
  }

  async detail(trackingCode: string): Promise<CarrierDetail> {
    const data = await this.call('/shiip/public-api/v2/shipping-order/detail', detailData, {
      order_code: trackingCode,
    });
    const log: CarrierStatus[] = (data.log ?? []).flatMap((e) => {
      const at = date(e.updated_date);
      return at ? [{ status: e.status, at, reason: e.reason ?? undefined }] : [];
    });
    log.sort((a, b) => a.at.getTime() - b.at.getTime());
    // the current status belongs to the history even when GHN's log has not caught up with it; its
    // time is the order's own last update, stable from one read to the next
    if (log.at(-1)?.status !== data.status) {
      log.push({ status: data.status, at: date(data.updated_date) ?? log.at(-1)?.at ?? new Date(0) });
    }
    const cod = Math.max(0, Math.round(data.cod_amount ?? 0));
    return {
      trackingCode: data.order_code,
      status: data.status,
      log,
      codAmount: cod,
      // GHN holds the COD once it collected it (at delivery)
      codCollected: data.is_cod_collected || data.status === 'delivered' ? cod : undefined,
    };
  }

  authenticateCallback(credential: string | undefined): boolean {
    const expected = this.config.webhookToken;
    // no token configured: every callback is refused (the catch-up poll alone follows shipments)
    return Boolean(expected && credential !== undefined && sameSecret(credential, expected));
  }

  parseCallback(body: unknown): CarrierCallback | undefined {
    const parsed = ghnCallbackBodySchema.safeParse(body);
    if (!parsed.success) return undefined;
    const b = parsed.data;
    return { trackingCode: b.OrderCode, status: b.Status, reason: b.Reason || undefined, at: date(b.Time) };
  }

  // ── the wire ─────────────────────────────────────────────────────────────────────────────────────

  private async fetch(path: string, method: 'GET' | 'POST', body?: unknown): Promise<Response> {
    try {
      return await fetch(`${this.config.apiBase}${path}`, {
        method,
        headers: {
          Token: this.config.token,
          ShopId: this.config.shopId,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (err) {
      throw new CarrierError('unreachable', `GHN ${path}: no response`, { cause: err });
    }
  }

  /** A JSON call: GHN's `data` when it responded code 200, else its error with its message. */
  private async call<T>(path: string, shape: z.ZodType<T>, body: unknown): Promise<T> {
    const res = await this.fetch(path, 'POST', body);
    let json: unknown;
    try {
      json = await res.json();
    } catch (err) {
      throw new CarrierError('unreachable', `GHN ${path}: HTTP ${res.status}, not JSON`, { cause: err });
    }
    const response = envelope.safeParse(json);
    if (!response.success)
      throw new CarrierError('unreachable', `GHN ${path}: HTTP ${res.status}, not GHN's response`);
    if (response.data.code !== 200) {
      throw new CarrierError('refused', response.data.message || `code ${response.data.code}`);
    }
    const data = shape.safeParse(response.data.data);
    if (!data.success) throw new CarrierError('unreachable', `GHN ${path}: unexpected data`);
    return data.data;
  }
}
