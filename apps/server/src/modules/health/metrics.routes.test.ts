import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToCart, placeOk } from '../../../test/orders.js';
import { createProduct } from '../../../test/products.js';
import { createTestApp, onPostgres, type TestApp } from '../../../test/test-app.js';
import { createUser } from '../../../test/users.js';

const TOKEN = 'metrics-token-for-tests-0123456789';

/** the value of one series in a Prometheus text response, or undefined when absent */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('Prometheus metrics', () => {
  let t: TestApp;
  const scrape = async (authorization = `Bearer ${TOKEN}`) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/metrics', headers: { authorization } });
    expect(res.statusCode).toBe(200);
    return res.body;
  };

  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: TOKEN });
  });
  afterAll(() => t.app.close());

  it('counts requests by route pattern and status, with their latency', async () => {
    for (let i = 0; i < 3; i++) await t.app.inject({ method: 'GET', url: '/api/health/live' });
    const product = await createProduct(t.app);
    await t.app.inject({ method: 'GET', url: `/api/product/${product.id}` });
    await t.app.inject({ method: 'GET', url: '/api/product/00000000-0000-4000-8000-000000000000' });
    await t.app.inject({ method: 'GET', url: '/api/no/such/thing' });

    const text = await scrape();
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    expect(
      sample(
        text,
        'http_request_duration_seconds_count{method="GET",route="/api/health/live",status_code="200"}',
      ),
    ).toBe(3);
    // the pattern, never the id
    expect(
      sample(
        text,
        'http_request_duration_seconds_count{method="GET",route="/api/product/:id",status_code="200"}',
      ),
    ).toBe(1);
    expect(
      sample(
        text,
        'http_request_duration_seconds_count{method="GET",route="/api/product/:id",status_code="404"}',
      ),
    ).toBe(1);
    expect(
      sample(text, 'http_request_duration_seconds_count{method="GET",route="unmatched",status_code="404"}'),
    ).toBe(1);
    expect(text).not.toContain(product.id);
    expect(
      sample(
        text,
        'http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/api/health/live",status_code="200"}',
      ),
    ).toBe(3);
  });

  it('counts orders placed, shows the mail outbox and the process', async () => {
    const customer = await createUser(t.app, 'CUSTOMER');
    const product = await createProduct(t.app, { sizes: { S: 5 } });
    await addToCart(t.app, customer.headers, [{ productId: product.id, size: 'S', quantity: 1 }]);
    await placeOk(t.app, customer.headers, 'COD');

    const text = await scrape();
    expect(sample(text, 'shop_orders_placed_total{payment_method="COD"}')).toBe(1);
    // the order's mail is in the outbox: pending, or already sent by the worker
    const mails = ['pending', 'sending', 'sent'].map(
      (s) => sample(text, `shop_mail_outbox_mails{status="${s}"}`) ?? 0,
    );
    expect(mails.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'shop_mail_outbox_mails{status="failed"}')).toBe(0);
    expect(text).toContain('process_cpu_user_seconds_total');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });

  it('shows the connection pool on PostgreSQL (PGlite has none)', async () => {
    const text = await scrape();
    if (onPostgres) {
      expect(sample(text, 'shop_db_pool_connections')).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'shop_db_pool_idle_connections')).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'shop_db_pool_waiting_queries')).toBe(0);
    } else {
      expect(text).not.toContain('shop_db_pool_');
    }
  });

  it.each([
    ['no token', undefined],
    ['a wrong token', 'Bearer not-the-metrics-token-at-all'],
    ['the token without its scheme', TOKEN],
  ])('refuses %s with 401', async (_name, authorization) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/metrics',
      headers: authorization ? { authorization } : {},
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHORIZED');
    expect(res.headers['www-authenticate']).toBe('Bearer');
  });
});

describe('metrics without METRICS_TOKEN', () => {
  it('responds 404, as for any unknown path', async () => {
    const t = await createTestApp();
    try {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    } finally {
      await t.app.close();
    }
  });
});
