import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../../../test/multipart.js';
import { createProduct } from '../../../test/products.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createUser } from '../../../test/users.js';
import { products } from '../../db/schema/index.js';

describe("a collection's products", () => {
  let t: TestApp;
  let admin: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await createUser(t.app, 'ADMIN')).headers;
  });
  afterAll(() => t.app.close());

  const idsOf = (body: { products: { id: string }[] }) => body.products.map((p) => p.id).sort();
  const listed = async (collectionId: string) =>
    idsOf((await t.app.inject({ method: 'GET', url: `/api/product?collectionId=${collectionId}` })).json());
  const updatedAt = async (id: string) =>
    (await t.app.ctx.db.select().from(products).where(eq(products.id, id)))[0]!.updatedAt;

  it('are the ones named at creation, and an edit that names others replaces them', async () => {
    const [a, b, c] = await Promise.all([createProduct(t.app), createProduct(t.app), createProduct(t.app)]);
    const body = multipartBody({ data: JSON.stringify({ name: 'Linen', productIds: [a.id, b.id] }) });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/collection/create-collection',
      payload: body.payload,
      headers: { ...body.headers, ...admin },
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json().collection;
    // twice: the listing is cached from its second request, and a collection's edit invalidates it
    expect(await listed(id)).toEqual([a.id, b.id].sort());
    expect(await listed(id)).toEqual([a.id, b.id].sort());
    const before = await updatedAt(b.id);

    const edit = (productIds: string[]) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/collection/edit-collection/${id}`,
        payload: { productIds },
        headers: admin,
      });
    expect((await edit([b.id, c.id])).statusCode).toBe(200);
    expect(idsOf((await t.app.inject({ method: 'GET', url: `/api/collection/${id}` })).json())).toEqual(
      [b.id, c.id].sort(),
    );
    expect(await listed(id)).toEqual([b.id, c.id].sort());
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/product/${a.id}` })).json().collectionId,
    ).toBeNull();
    // being put in a collection is not an edit of the product
    expect(await updatedAt(b.id)).toEqual(before);

    // an edit that names none empties it; one that does not name them leaves them
    expect((await edit([])).statusCode).toBe(200);
    expect(await listed(id)).toEqual([]);
    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `/api/collection/edit-collection/${id}`,
      payload: { name: 'Linen II' },
      headers: admin,
    });
    expect(renamed.json().collection).toMatchObject({ name: 'Linen II', productCount: 0 });
  });
});
