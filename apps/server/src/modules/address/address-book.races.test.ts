import { ADDRESS_BOOK_LIMIT, type AddressEntryInput } from '@shop/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToCart, checkoutBody, placeOrder } from '../../../test/orders.js';
import { createProduct } from '../../../test/products.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createUser } from '../../../test/users.js';
import { addresses } from '../../db/schema/index.js';

const address = (street: string): AddressEntryInput => ({
  name: 'Trần Thu Hà',
  phone: '0912 345 678',
  email: 'ha@example.vn',
  country: 'Vietnam',
  province: 'Thành phố Đà Nẵng',
  ward: 'Phường Hải Châu',
  street,
});

/**
 * The address book under concurrency: the limit of 10 and "exactly one default" hold when one customer's
 * writes race (two tabs, an order's address saved while the profile adds one). On PostgreSQL the requests
 * really run side by side (a pool of connections); on PGlite they interleave between statements.
 */
describe('address book races', () => {
  let t: TestApp;
  let app: FastifyInstance;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
    app = t.app;
  });
  afterAll(() => app.close());

  const rowsOf = (userId: string) =>
    t.database.db.select().from(addresses).where(eq(addresses.userId, userId));
  const post = (headers: Record<string, string>, body: AddressEntryInput) =>
    app.inject({ method: 'POST', url: '/api/address/book', headers, payload: body });

  it('15 adds at once to an empty book: 10 saved, 5 refused, one default', async () => {
    const c = await createUser(app);
    const results = await Promise.all(
      Array.from({ length: 15 }, (_, i) => post(c.headers, address(`${i + 1} Bạch Đằng`))),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((s) => s === 201)).toHaveLength(ADDRESS_BOOK_LIMIT);
    expect(codes.filter((s) => s === 409)).toHaveLength(5);
    for (const r of results.filter((x) => x.statusCode === 409))
      expect(r.json().code).toBe('ADDRESS_BOOK_FULL');
    const rows = await rowsOf(c.user.id);
    expect(rows).toHaveLength(ADDRESS_BOOK_LIMIT);
    expect(rows.filter((r) => r.isDefault)).toHaveLength(1);
  });

  it('adds, default changes, deletions and orders racing: never more than 10, always exactly one default', async () => {
    const c = await createUser(app);
    const product = await createProduct(app, { sizes: { S: 100 } });
    const seeded = [];
    for (let i = 1; i <= 6; i++)
      seeded.push((await post(c.headers, address(`${i} Lê Duẩn`))).json().address.id);
    await addToCart(app, c.headers, [{ productId: product.id, quantity: 2 }]);

    const calls = [
      ...Array.from({ length: 8 }, (_, i) => post(c.headers, address(`${i + 1} Trần Phú`))),
      ...seeded.map((id) =>
        app.inject({ method: 'PUT', url: `/api/address/book/${id}/default`, headers: c.headers }),
      ),
      ...seeded
        .slice(0, 3)
        .map((id) => app.inject({ method: 'DELETE', url: `/api/address/book/${id}`, headers: c.headers })),
      placeOrder(app, c.headers, 'COD', checkoutBody({ street: '100 Nguyễn Văn Linh' })),
    ];
    const results = await Promise.all(calls);
    for (const r of results) expect([200, 201, 404, 409], r.body).toContain(r.statusCode);
    const rows = await rowsOf(c.user.id);
    expect(rows.length).toBeLessThanOrEqual(ADDRESS_BOOK_LIMIT);
    expect(rows.filter((r) => r.isDefault)).toHaveLength(1);
  });

  it('two first orders at once from two tabs leave one default', async () => {
    const c = await createUser(app);
    const product = await createProduct(app, { sizes: { S: 100 } });
    await addToCart(app, c.headers, [{ productId: product.id, quantity: 1 }]);
    const [first, second] = await Promise.all([
      placeOrder(app, c.headers, 'COD', checkoutBody({ street: '1 Hùng Vương' })),
      post(c.headers, address('2 Hùng Vương')),
    ]);
    expect(first?.statusCode, first?.body).toBe(201);
    expect(second?.statusCode, second?.body).toBe(201);
    const rows = await rowsOf(c.user.id);
    expect(rows.map((r) => r.street).sort()).toEqual(['1 Hùng Vương', '2 Hùng Vương']);
    expect(rows.filter((r) => r.isDefault)).toHaveLength(1);
  });
});
