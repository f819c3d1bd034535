import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../../../test/products.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createUser } from '../../../test/users.js';
import { products } from '../../db/schema/index.js';
import { CartRepository } from './cart.repository.js';

const LIMITS = { maxLineQuantity: 99, maxLines: 50 };

/**
 * The add's guards are in its one statement (cart_add: the cart's lock, then the guarded upsert):
 * these run it on its own, from many connections at once (on PostgreSQL), with no lock taken before.
 */
describe('cart upsert guard', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let repo: CartRepository;

  beforeAll(async () => {
    t = await createTestApp();
    app = t.app;
    repo = new CartRepository(t.database.db);
  });
  afterAll(() => app.close());

  it('concurrent adds of one line never pass the stock of the size', async () => {
    const { user } = await createUser(app);
    const p = await createProduct(app, { sizes: { S: 7 } });
    const results = await Promise.all(
      Array.from({ length: 20 }, () => repo.addQuantity(user.id, p.id, 'S', 1, LIMITS)),
    );
    expect(results.filter((r) => r !== undefined)).toHaveLength(7);
    expect(await repo.line(user.id, p.id, 'S')).toBe(7);
  });

  it('concurrent adds sum exactly when the stock allows', async () => {
    const { user } = await createUser(app);
    const p = await createProduct(app, { sizes: { M: 99 } });
    await Promise.all(Array.from({ length: 20 }, () => repo.addQuantity(user.id, p.id, 'M', 2, LIMITS)));
    expect(await repo.line(user.id, p.id, 'M')).toBe(40);
  });

  it('concurrent adds of new lines never pass the line limit (the add takes the cart lock itself)', async () => {
    const { user } = await createUser(app);
    const made = await Promise.all(Array.from({ length: 12 }, () => createProduct(app, { sizes: { S: 5 } })));
    const results = await Promise.all(
      made.map((p) => repo.addQuantity(user.id, p.id, 'S', 1, { ...LIMITS, maxLines: 4 })),
    );
    expect(results.filter((r) => r !== undefined)).toHaveLength(4);
    expect(await repo.lineCount(user.id)).toBe(4);
  });

  it('refuses a size the product does not stock and a new line past the line limit', async () => {
    const { user } = await createUser(app);
    const p = await createProduct(app, { sizes: { S: 5, M: 5 } });
    expect(await repo.addQuantity(user.id, p.id, 'XL', 1, LIMITS)).toBeUndefined();
    expect(await repo.addQuantity(user.id, p.id, 'S', 1, { ...LIMITS, maxLines: 1 })).toBe(1);
    expect(await repo.addQuantity(user.id, p.id, 'M', 1, { ...LIMITS, maxLines: 1 })).toBeUndefined();
    // the existing line may still grow at the limit
    expect(await repo.addQuantity(user.id, p.id, 'S', 1, { ...LIMITS, maxLines: 1 })).toBe(2);
  });

  it('refuses a hidden product and one not orderable, new line or existing', async () => {
    const { user } = await createUser(app);
    const hidden = await createProduct(app, { visible: false, sizes: { S: 5 } });
    const soldOut = await createProduct(app, { availability: 'SOLD OUT', sizes: { S: 5 } });
    expect(await repo.addQuantity(user.id, hidden.id, 'S', 1, LIMITS)).toBeUndefined();
    expect(await repo.addQuantity(user.id, soldOut.id, 'S', 1, LIMITS)).toBeUndefined();
    const p = await createProduct(app, { sizes: { S: 5 } });
    expect(await repo.addQuantity(user.id, p.id, 'S', 1, LIMITS)).toBe(1);
    await t.database.db.update(products).set({ visible: false }).where(eq(products.id, p.id));
    expect(await repo.addQuantity(user.id, p.id, 'S', 1, LIMITS)).toBeUndefined();
    expect(await repo.line(user.id, p.id, 'S')).toBe(1);
  });

  it('a guarded quantity update stays within the stock', async () => {
    const { user } = await createUser(app);
    const p = await createProduct(app, { sizes: { S: 3 } });
    await repo.addQuantity(user.id, p.id, 'S', 1, LIMITS);
    expect(await repo.setQuantity(user.id, p.id, 'S', 4, 99)).toBe(false);
    expect(await repo.setQuantity(user.id, p.id, 'S', 3, 99)).toBe(true);
    expect(await repo.line(user.id, p.id, 'S')).toBe(3);
  });
});
