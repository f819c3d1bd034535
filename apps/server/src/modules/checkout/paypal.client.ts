/**
 * PayPal Orders v2 over plain fetch: the SDK cannot be pointed at another host, and the tests run a loopback
 * fake (docs/decisions/0035-paypal-order-before-the-transaction.md). Client-credentials token (cached until
 * shortly before it expires), create with PayPal-Request-Id for idempotency, the approve link, capture, and a
 * read.
 */
export interface PaypalConfig {
  clientId: string;
  clientSecret: string;
  apiBase: string;
}

export class PaypalError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** PayPal's issue, e.g. INSTRUMENT_DECLINED, ORDER_ALREADY_CAPTURED */
    readonly issue: string | undefined,
  ) {
    super(message);
    this.name = 'PaypalError';
  }
}

export interface PaypalOrder {
  id: string;
  status: string;
  links?: { href: string; rel: string; method?: string }[];
  purchase_units?: {
    reference_id?: string;
    custom_id?: string;
    amount?: { currency_code: string; value: string };
    payments?: {
      captures?: { id: string; status: string; amount?: { currency_code: string; value: string } }[];
    };
  }[];
}

export interface CreatePaypalOrder {
  /** idempotency key: the shop's order id */
  requestId: string;
  /** the shop's order code */
  reference: string;
  /** "12.34" */
  amountUsd: string;
  returnUrl: string;
  cancelUrl: string;
  description?: string;
}

export class PaypalClient {
  private token: { value: string; expires: number } | undefined;
  private readonly base: string;

  constructor(
    private readonly config: PaypalConfig,
    private readonly timeoutMs = 15_000,
  ) {
    this.base = config.apiBase.replace(/\/+$/, '');
  }

  private async accessToken(): Promise<string> {
    if (this.token && this.token.expires > Date.now()) return this.token.value;
    const basic = Buffer.from(`${this.config.clientId}:${this.config.clientSecret}`).toString('base64');
    const res = await fetch(`${this.base}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: 'grant_type=client_credentials',
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    if (!res.ok) throw new PaypalError(`PayPal token: HTTP ${res.status}`, res.status, undefined);
    const body = (await res.json()) as { access_token?: string; expires_in?: number };
    if (!body.access_token) throw new PaypalError('PayPal token: no access_token', res.status, undefined);
    // renew a minute early, so that a token never runs out mid-request
    this.token = {
      value: body.access_token,
      expires: Date.now() + Math.max(0, (body.expires_in ?? 300) - 60) * 1000,
    };
    return body.access_token;
  }

  private async call(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    requestId?: string,
  ): Promise<PaypalOrder> {
    const res = await fetch(`${this.base}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${await this.accessToken()}`,
        accept: 'application/json',
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(requestId ? { 'paypal-request-id': requestId } : {}),
        prefer: 'return=representation',
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    const text = await res.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : {};
    } catch {
      json = {};
    }
    if (!res.ok) {
      const details = (json as { details?: { issue?: string }[]; name?: string }) ?? {};
      const issue = details.details?.[0]?.issue ?? details.name;
      if (res.status === 401) this.token = undefined;
      throw new PaypalError(
        `PayPal ${method} ${path}: HTTP ${res.status}${issue ? ` ${issue}` : ''}`,
        res.status,
        issue,
      );
    }
    return json as PaypalOrder;
  }

  /** POST /v2/checkout/orders (intent CAPTURE, USD); returns the PayPal order id and the approve link. */
  async createOrder(input: CreatePaypalOrder): Promise<{ id: string; approveUrl: string }> {
    const order = await this.call(
      'POST',
      '/v2/checkout/orders',
      {
        intent: 'CAPTURE',
        purchase_units: [
          {
            reference_id: input.reference,
            custom_id: input.requestId,
            invoice_id: input.reference,
            ...(input.description ? { description: input.description.slice(0, 127) } : {}),
            amount: { currency_code: 'USD', value: input.amountUsd },
          },
        ],
        application_context: {
          return_url: input.returnUrl,
          cancel_url: input.cancelUrl,
          user_action: 'PAY_NOW',
          shipping_preference: 'NO_SHIPPING',
        },
      },
      input.requestId,
    );
    const approve = order.links?.find((l) => l.rel === 'approve' || l.rel === 'payer-action');
    if (!order.id || !approve) throw new PaypalError('PayPal create: no approve link', 502, undefined);
    return { id: order.id, approveUrl: approve.href };
  }

  /** POST /v2/checkout/orders/{id}/capture. */
  capture(paypalOrderId: string, requestId: string): Promise<PaypalOrder> {
    return this.call(
      'POST',
      `/v2/checkout/orders/${encodeURIComponent(paypalOrderId)}/capture`,
      {},
      requestId,
    );
  }

  getOrder(paypalOrderId: string): Promise<PaypalOrder> {
    return this.call('GET', `/v2/checkout/orders/${encodeURIComponent(paypalOrderId)}`);
  }
}

/** The capture of a captured order when PayPal says it completed, else undefined. */
export function completedCapture(order: PaypalOrder) {
  const capture = order.purchase_units?.[0]?.payments?.captures?.[0];
  return order.status === 'COMPLETED' && capture?.status === 'COMPLETED' ? capture : undefined;
}
