import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imagePart, multipartBody, testImage } from '../../../test/multipart.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createUser } from '../../../test/users.js';
import { products } from '../../db/schema/index.js';

type Headers = Record<string, string>;

const baseProduct = {
  name: 'Áo sơ mi lụa Camellia',
  description: 'Silk blouse with a soft collar.',
  price: 650_000,
  discountPrice: 0,
  category: 'Stylish blouse',
  availability: 'AVAILABLE',
  sizes: [
    { size: 'S', stock: 5 },
    { size: 'M', stock: 0 },
  ],
  collectionId: null,
  featured: false,
  visible: true,
};

describe('catalogue', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let admin: Headers;
  let manager: Headers;
  let customer: Headers;
  let png: Buffer;

  const imageFiles = () => fs.readdirSync(path.join(t.config.dataDir, 'images'));
  const productCount = async () =>
    (await app.services.catalog.listForStaff({ sort: 'newest', page: 1, pageSize: 1 })).total;

  async function create(data: object, files = [imagePart(png)], headers: Headers = admin) {
    const body = multipartBody({ data: JSON.stringify(data) }, files);
    return app.inject({
      method: 'POST',
      url: '/api/product/create-product',
      payload: body.payload,
      headers: { ...body.headers, ...headers },
    });
  }

  beforeAll(async () => {
    t = await createTestApp();
    app = t.app;
    admin = (await createUser(app, 'ADMIN')).headers;
    manager = (await createUser(app, 'MANAGER')).headers;
    customer = (await createUser(app, 'CUSTOMER')).headers;
    png = await testImage('png');
  });
  afterAll(() => app.close());

  describe('create', () => {
    it('stores a product with two images as WebP in several widths, served for a year', async () => {
      const jpeg = await testImage('jpeg', 1600, 2000);
      const res = await create(baseProduct, [imagePart(png), imagePart(jpeg, 'b.jpg', 'image/jpeg')]);
      expect(res.statusCode).toBe(201);
      const { product } = res.json();
      expect(product).toMatchObject({ name: baseProduct.name, price: 650_000, category: 'Stylish blouse' });
      expect(product.sizes).toEqual([
        { size: 'S', stock: 5 },
        { size: 'M', stock: 0 },
      ]);
      expect(product.inStockSizes).toEqual(['S']);
      expect(product.images).toHaveLength(2);
      expect(product.images[1].width).toBe(1280); // capped
      expect(product.images[1].srcset).toContain('320w');
      const image = await app.inject({ method: 'GET', url: product.images[0].src });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
      expect(image.headers['cache-control']).toContain('max-age=31536000');
      expect(image.headers['cache-control']).toContain('immutable');
    });

    it('accepts WebP and AVIF too', async () => {
      const res = await create({ ...baseProduct, name: 'Camisole Swan' }, [
        imagePart(await testImage('webp'), 'a.webp', 'image/webp'),
        imagePart(await testImage('avif'), 'a.avif', 'image/avif'),
      ]);
      expect(res.statusCode).toBe(201);
      expect(res.json().product.images).toHaveLength(2);
    });

    it.each([
      [
        'a text file named .jpg',
        () => [imagePart(Buffer.from('not an image at all'), 'evil.jpg', 'image/jpeg')],
        400,
        /JPEG, PNG, WebP or AVIF/,
      ],
      [
        'an SVG',
        () => [imagePart(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'x.png')],
        400,
        /JPEG, PNG, WebP or AVIF/,
      ],
      ['an 11 MB image', () => [imagePart(Buffer.alloc(11 * 1024 * 1024, 1), 'big.png')], 413, /10 MB/],
      [
        'one good and one bad image',
        () => [imagePart(png), imagePart(Buffer.from('nope'), 'bad.png')],
        400,
        /JPEG/,
      ],
    ])('rejects %s and stores nothing', async (_name, files, status, message) => {
      const before = { products: await productCount(), files: imageFiles().length };
      const res = await create({ ...baseProduct, name: 'Should not exist' }, files());
      expect(res.statusCode).toBe(status);
      expect(res.json().error).toMatch(message);
      expect(await productCount()).toBe(before.products);
      expect(imageFiles().length).toBe(before.files);
    });

    it.each([
      ['a missing name', { ...baseProduct, name: undefined }, /name/],
      ['a wrong size name', { ...baseProduct, sizes: [{ size: 'XXL', stock: 1 }] }, /size/i],
      ['a negative price', { ...baseProduct, price: -1 }, /price/i],
      ['a fractional price', { ...baseProduct, price: 10.5 }, /price/i],
      ['a negative stock', { ...baseProduct, sizes: [{ size: 'S', stock: -2 }] }, /stock/i],
      ['an unknown category', { ...baseProduct, category: 'Hats' }, /category/i],
      ['a sale price above the price', { ...baseProduct, discountPrice: 700_000 }, /discountPrice/],
      [
        'a duplicated size',
        {
          ...baseProduct,
          sizes: [
            { size: 'S', stock: 1 },
            { size: 'S', stock: 2 },
          ],
        },
        /sizes/,
      ],
      ['an unknown field', { ...baseProduct, soldCount: 999 }, /soldCount|Unrecognized/i],
      [
        'an unknown collection',
        { ...baseProduct, collectionId: '00000000-0000-4000-8000-000000000000' },
        /collection/,
      ],
    ])('rejects %s with a clear message and stores nothing', async (_name, data, message) => {
      const before = { products: await productCount(), files: imageFiles().length };
      const res = await create(data);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
      expect(res.json().error).toMatch(message);
      expect(await productCount()).toBe(before.products);
      expect(imageFiles().length).toBe(before.files);
    });

    it('rejects a form without the data field', async () => {
      const body = multipartBody({}, [imagePart(png)]);
      const res = await app.inject({
        method: 'POST',
        url: '/api/product/create-product',
        payload: body.payload,
        headers: { ...body.headers, ...admin },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(/data/);
    });

    it('lets a MANAGER write, rejects a CUSTOMER (403) and a visitor (401)', async () => {
      expect((await create({ ...baseProduct, name: 'By manager' }, [], manager)).statusCode).toBe(201);
      expect((await create(baseProduct, [], customer)).statusCode).toBe(403);
      expect((await create(baseProduct, [], {})).statusCode).toBe(401);
      const unverified = (await createUser(app, 'ADMIN', false)).headers;
      expect((await create(baseProduct, [], unverified)).statusCode).toBe(403);
    });
  });

  describe('reading', () => {
    let hiddenId: string;
    let blouseId: string;
    beforeAll(async () => {
      blouseId = (
        await create({ ...baseProduct, name: 'Áo sơ mi Đà Lạt', price: 500_000, discountPrice: 390_000 })
      ).json().product.id;
      await create({
        ...baseProduct,
        name: 'Chân váy xếp ly',
        category: 'Skirt',
        price: 420_000,
        sizes: [{ size: 'L', stock: 3 }],
      });
      await create({
        ...baseProduct,
        name: 'Pyjama lụa',
        category: 'Sleepwear',
        price: 890_000,
        sizes: [{ size: 'M', stock: 0 }],
      });
      hiddenId = (await create({ ...baseProduct, name: 'Secret sample', visible: false })).json().product.id;
    });

    it('hides a hidden product from shoppers (404, absent from lists) but not from staff', async () => {
      expect((await app.inject({ method: 'GET', url: `/api/product/${hiddenId}` })).statusCode).toBe(404);
      expect(
        (await app.inject({ method: 'GET', url: `/api/product/${hiddenId}`, headers: customer })).statusCode,
      ).toBe(404);
      const staff = await app.inject({ method: 'GET', url: `/api/product/${hiddenId}`, headers: admin });
      expect(staff.statusCode).toBe(200);
      expect(staff.json().visible).toBe(false);
      const list = await app.inject({ method: 'GET', url: '/api/product?pageSize=100' });
      expect(list.json().products.map((p: { id: string }) => p.id)).not.toContain(hiddenId);
      const adminList = await app.inject({
        method: 'GET',
        url: '/api/product/product-admin?pageSize=100',
        headers: admin,
      });
      expect(adminList.json().products.map((p: { id: string }) => p.id)).toContain(hiddenId);
      // staff see each product's stock total; a shopper's card has none
      const staffRow = adminList.json().products.find((p: { id: string }) => p.id === hiddenId);
      expect(staffRow.totalStock).toBe(5);
      expect(list.json().products[0]).not.toHaveProperty('totalStock');
      expect(
        (await app.inject({ method: 'GET', url: '/api/product/product-admin', headers: customer }))
          .statusCode,
      ).toBe(403);
    });

    it('lists for staff only the products shoppers see with visible=true, only hidden ones with false (the newsletter’s chooser)', async () => {
      const ids = async (query: string) => {
        const res = await app.inject({
          method: 'GET',
          url: `/api/product/product-admin?pageSize=100${query}`,
          headers: admin,
        });
        expect(res.statusCode, res.body).toBe(200);
        return res.json().products as { id: string; visible: boolean; totalStock: number }[];
      };
      const shown = await ids('&visible=true');
      expect(shown.length).toBeGreaterThan(0);
      expect(shown.every((p) => p.visible)).toBe(true);
      expect(shown.map((p) => p.id)).not.toContain(hiddenId);
      expect(shown[0]).toHaveProperty('totalStock');
      const searched = await ids('&visible=true&q=secret');
      expect(searched.map((p) => p.id)).not.toContain(hiddenId);
      expect((await ids('&visible=false')).map((p) => p.id)).toEqual([hiddenId]);
      expect((await ids('&visible=false&q=secret')).map((p) => p.id)).toEqual([hiddenId]);
      // a shopper's listing ignores it: hidden pieces stay hidden
      const shopper = await app.inject({ method: 'GET', url: '/api/product?visible=false&pageSize=100' });
      expect(shopper.json().products.map((p: { id: string }) => p.id)).not.toContain(hiddenId);
    });

    it('responds 404 for an unknown or malformed id', async () => {
      expect(
        (await app.inject({ method: 'GET', url: '/api/product/00000000-0000-4000-8000-000000000000' }))
          .statusCode,
      ).toBe(404);
      expect((await app.inject({ method: 'GET', url: '/api/product/not-a-uuid' })).json().code).toBe(
        'NOT_FOUND',
      );
    });

    it('finds products whatever their diacritics and case', async () => {
      for (const q of ['ao so mi', 'ÁO SƠ MI', 'da lat']) {
        const res = await app.inject({ method: 'GET', url: `/api/product?q=${encodeURIComponent(q)}` });
        const names = res.json().products.map((p: { name: string }) => p.name);
        expect(names).toContain('Áo sơ mi Đà Lạt');
      }
      const none = await app.inject({ method: 'GET', url: '/api/product?q=%25' });
      expect(none.json().total).toBe(0);
    });

    it('filters by category, in-stock size and effective price, and sorts', async () => {
      const skirts = await app.inject({ method: 'GET', url: '/api/product?category=Skirt' });
      expect(skirts.json().products.every((p: { category: string }) => p.category === 'Skirt')).toBe(true);
      const sizeL = await app.inject({ method: 'GET', url: '/api/product?size=L' });
      expect(sizeL.json().products.map((p: { name: string }) => p.name)).toEqual(['Chân váy xếp ly']);
      const sizeM = await app.inject({ method: 'GET', url: '/api/product?size=M' });
      expect(sizeM.json().total).toBe(0); // M exists only at stock 0
      const cheap = await app.inject({ method: 'GET', url: '/api/product?maxPrice=400000' });
      expect(cheap.json().products.map((p: { name: string }) => p.name)).toContain('Áo sơ mi Đà Lạt'); // 390,000 on sale
      const asc = await app.inject({ method: 'GET', url: '/api/product?sort=price-asc&pageSize=100' });
      const prices = asc
        .json()
        .products.map((p: { price: number; discountPrice: number }) => p.discountPrice || p.price);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      const desc = await app.inject({ method: 'GET', url: '/api/product?sort=price-desc&pageSize=100' });
      const pricesDesc = desc
        .json()
        .products.map((p: { price: number; discountPrice: number }) => p.discountPrice || p.price);
      expect(pricesDesc).toEqual([...pricesDesc].sort((a, b) => b - a));
    });

    it('paginates with totals', async () => {
      const all = (await app.inject({ method: 'GET', url: '/api/product?pageSize=100' })).json();
      const page2 = (await app.inject({ method: 'GET', url: '/api/product?pageSize=2&page=2' })).json();
      expect(page2.total).toBe(all.total);
      expect(page2.totalPages).toBe(Math.ceil(all.total / 2));
      expect(page2.products.map((p: { id: string }) => p.id)).toEqual(
        all.products.slice(2, 4).map((p: { id: string }) => p.id),
      );
      const beyond = (await app.inject({ method: 'GET', url: '/api/product?pageSize=2&page=99' })).json();
      expect(beyond.products).toEqual([]);
      expect(beyond.total).toBe(all.total);
      expect((await app.inject({ method: 'GET', url: '/api/product?pageSize=0' })).statusCode).toBe(400);
      expect((await app.inject({ method: 'GET', url: '/api/product?sort=random' })).statusCode).toBe(400);
    });

    it('recommends others, never the product itself or a hidden one', async () => {
      const res = await app.inject({
        method: 'GET',
        url: `/api/product/recommendations/recommendations?productId=${blouseId}&limit=20`,
      });
      const ids = res.json().products.map((p: { id: string }) => p.id);
      expect(ids.length).toBeGreaterThan(0);
      expect(ids).not.toContain(blouseId);
      expect(ids).not.toContain(hiddenId);
      // same category first
      expect(res.json().products[0].category).toBe('Stylish blouse');
    });

    it('lists by category path and featured products', async () => {
      const res = await app.inject({
        method: 'GET',
        url: `/api/product/category/${encodeURIComponent('Sleepwear')}`,
      });
      expect(res.json().products.map((p: { name: string }) => p.name)).toEqual(['Pyjama lụa']);
      expect((await app.inject({ method: 'GET', url: '/api/product/category/Hats' })).statusCode).toBe(400);
      await app.inject({ method: 'PATCH', url: `/api/product/toggle/${blouseId}`, headers: admin });
      const featured = await app.inject({ method: 'GET', url: '/api/product/products/featured' });
      expect(featured.json().products.map((p: { id: string }) => p.id)).toEqual([blouseId]);
    });

    it('keeps a listing page small', async () => {
      const res = await app.inject({ method: 'GET', url: '/api/product?pageSize=24' });
      const card = res.json().products[0];
      expect(Object.keys(card).sort()).toEqual(
        [
          'availability',
          'category',
          'discountPrice',
          'featured',
          'id',
          'image',
          'inStockSizes',
          'name',
          'price',
        ].sort(),
      );
    });
  });

  describe('edits and the cache', () => {
    it('shows a price edit, a stock change and hiding at once through a cached listing and detail', async () => {
      const { product } = (
        await create({ ...baseProduct, name: 'Cache test blouse', price: 300_000 })
      ).json();
      const listUrl = '/api/product?q=cache%20test';
      const first = await app.inject({ method: 'GET', url: listUrl });
      const etag = first.headers.etag as string;
      expect(etag).toBeTruthy();
      const notModified = await app.inject({
        method: 'GET',
        url: listUrl,
        headers: { 'if-none-match': etag },
      });
      expect(notModified.statusCode).toBe(304);
      await app.inject({ method: 'GET', url: `/api/product/${product.id}` });

      const edit = await app.inject({
        method: 'PATCH',
        url: `/api/product/edit-product/${product.id}`,
        payload: {
          price: 350_000,
          sizes: [
            { size: 'S', stock: 0 },
            { size: 'M', stock: 7 },
          ],
        },
        headers: admin,
      });
      expect(edit.statusCode).toBe(200);
      const list = await app.inject({ method: 'GET', url: listUrl, headers: { 'if-none-match': etag } });
      expect(list.statusCode).toBe(200);
      expect(list.json().products[0].price).toBe(350_000);
      expect(list.json().products[0].inStockSizes).toEqual(['M']);
      const detail = await app.inject({ method: 'GET', url: `/api/product/${product.id}` });
      expect(detail.json().sizes).toEqual([
        { size: 'S', stock: 0 },
        { size: 'M', stock: 7 },
      ]);

      await app.inject({
        method: 'PATCH',
        url: `/api/product/toggle-visibility/${product.id}`,
        headers: admin,
      });
      expect((await app.inject({ method: 'GET', url: listUrl })).json().total).toBe(0);
      expect((await app.inject({ method: 'GET', url: `/api/product/${product.id}` })).statusCode).toBe(404);
    });

    it('stores a response from its second request on, and one it stored before again at once after a write', async () => {
      const { product } = (await create({ ...baseProduct, name: 'Admission blouse', price: 300_000 })).json();
      const url = `/api/product/${product.id}`;
      const price = async () => (await app.inject({ method: 'GET', url })).json().price;
      // behind the cache's back (not through the app): what shows the old price is a cache entry
      const priceBehind = (price: number) =>
        t.database.db.update(products).set({ price }).where(eq(products.id, product.id));
      expect(await price()).toBe(300_000);
      await priceBehind(310_000);
      // requested once, not stored: the second request reads the database, and its response is stored
      expect(await price()).toBe(310_000);
      await priceBehind(320_000);
      expect(await price()).toBe(310_000);
      const edit = await app.inject({
        method: 'PATCH',
        url: `/api/product/edit-product/${product.id}`,
        payload: { price: 330_000 },
        headers: admin,
      });
      expect(edit.statusCode).toBe(200);
      // the write invalidated it; it was stored before, so the first response after the write is stored
      expect(await price()).toBe(330_000);
      await priceBehind(340_000);
      expect(await price()).toBe(330_000);
    });

    it('sends a cached listing compressed as the client accepts, the same JSON each way', async () => {
      for (let i = 0; i < 4; i += 1) await create({ ...baseProduct, name: `Encoding blouse ${i}` });
      const url = '/api/product?q=encoding%20blouse';
      const plain = await app.inject({ method: 'GET', url });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.json().products).toHaveLength(4);
      for (const [accept, encoding, decode] of [
        ['gzip, deflate, br', 'br', zlib.brotliDecompressSync],
        ['gzip', 'gzip', zlib.gunzipSync],
        ['br;q=0, gzip', 'gzip', zlib.gunzipSync],
      ] as const) {
        // twice: the second comes from the compressed copy stored in the cache entry
        for (let round = 0; round < 2; round += 1) {
          const res = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': accept } });
          expect(res.headers['content-encoding']).toBe(encoding);
          expect(res.headers.vary).toContain('accept-encoding');
          expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
          expect(JSON.parse(decode(res.rawPayload).toString())).toEqual(plain.json());
        }
      }
      const identity = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
      expect(identity.headers['content-encoding']).toBeUndefined();
      expect(identity.body).toBe(plain.body);
    });

    it('adds, removes and reorders images by multipart edit', async () => {
      const { product } = (
        await create({ ...baseProduct, name: 'Reorder me' }, [imagePart(png), imagePart(png)])
      ).json();
      const [a, b] = product.images;
      const body = multipartBody({ data: JSON.stringify({ imageOrder: [b.id] }) }, [imagePart(png)]);
      const res = await app.inject({
        method: 'PATCH',
        url: `/api/product/edit-product/${product.id}`,
        payload: body.payload,
        headers: { ...body.headers, ...admin },
      });
      expect(res.statusCode).toBe(200);
      const images = res.json().product.images;
      expect(images).toHaveLength(2);
      expect(images[0].id).toBe(b.id);
      expect(images.map((i: { id: string }) => i.id)).not.toContain(a.id);
      expect((await app.inject({ method: 'GET', url: a.src })).statusCode).toBe(404); // its files are gone
      const bad = await app.inject({
        method: 'PATCH',
        url: `/api/product/edit-product/${product.id}`,
        payload: { imageOrder: ['00000000-0000-4000-8000-000000000000'] },
        headers: admin,
      });
      expect(bad.statusCode).toBe(400);
    });

    it('hides and shows several products at once, and deletes with their files', async () => {
      const one = (await create({ ...baseProduct, name: 'Bulk one' })).json().product;
      const two = (await create({ ...baseProduct, name: 'Bulk two' })).json().product;
      const res = await app.inject({
        method: 'PATCH',
        url: '/api/product/toggle-multiple-visibility',
        payload: { ids: [one.id, two.id], visible: false },
        headers: manager,
      });
      expect(res.json()).toEqual({ updated: 2 });
      expect((await app.inject({ method: 'GET', url: '/api/product?q=bulk' })).json().total).toBe(0);
      const del = await app.inject({
        method: 'DELETE',
        url: `/api/product/delete/${one.id}`,
        headers: admin,
      });
      expect(del.json()).toMatchObject({ deleted: true, hidden: false });
      expect((await app.inject({ method: 'GET', url: one.images[0].src })).statusCode).toBe(404);
      expect(
        (await app.inject({ method: 'DELETE', url: `/api/product/delete/${one.id}`, headers: admin }))
          .statusCode,
      ).toBe(404);
      expect(
        (await app.inject({ method: 'DELETE', url: `/api/product/delete/${two.id}`, headers: customer }))
          .statusCode,
      ).toBe(403);
    });
  });

  describe('collections and banners', () => {
    it('creates a collection with a cover and products, shows it, edits and deletes it', async () => {
      const p = (
        await create({ ...baseProduct, name: 'Garden dress', category: 'Garden Reverie Collection' })
      ).json().product;
      const body = multipartBody(
        {
          data: JSON.stringify({
            name: 'Garden Reverie',
            description: 'Florals for slow mornings',
            productIds: [p.id],
          }),
        },
        [{ ...imagePart(png), field: 'image' }],
      );
      const res = await app.inject({
        method: 'POST',
        url: '/api/collection/create-collection',
        payload: body.payload,
        headers: { ...body.headers, ...manager },
      });
      expect(res.statusCode).toBe(201);
      const { collection } = res.json();
      expect(collection.image.src).toMatch(/^\/images\//);
      const detail = await app.inject({ method: 'GET', url: `/api/collection/${collection.id}` });
      expect(detail.json().products.map((x: { id: string }) => x.id)).toEqual([p.id]);
      const list = await app.inject({ method: 'GET', url: '/api/collection' });
      expect(list.json().collections[0]).toMatchObject({ name: 'Garden Reverie', productCount: 1 });
      const edit = await app.inject({
        method: 'PATCH',
        url: `/api/collection/edit-collection/${collection.id}`,
        payload: { name: 'Garden Reverie II' },
        headers: admin,
      });
      expect(edit.json().collection.name).toBe('Garden Reverie II');
      expect((await app.inject({ method: 'GET', url: `/api/collection/${collection.id}` })).json().name).toBe(
        'Garden Reverie II',
      );
      expect(
        (
          await app.inject({
            method: 'DELETE',
            url: `/api/collection/delete/${collection.id}`,
            headers: customer,
          })
        ).statusCode,
      ).toBe(403);
      expect(
        (
          await app.inject({
            method: 'DELETE',
            url: `/api/collection/delete/${collection.id}`,
            headers: admin,
          })
        ).statusCode,
      ).toBe(200);
      expect((await app.inject({ method: 'GET', url: `/api/collection/${collection.id}` })).statusCode).toBe(
        404,
      );
      expect(
        (await app.inject({ method: 'GET', url: `/api/product/${p.id}` })).json().collectionId,
      ).toBeNull();
    });

    it('creates, lists in order and deletes banners; rejects a link to another site', async () => {
      const make = (data: object, headers = admin) => {
        const body = multipartBody({ data: JSON.stringify(data) }, [{ ...imagePart(png), field: 'image' }]);
        return app.inject({
          method: 'POST',
          url: '/api/banner/create-banner',
          payload: body.payload,
          headers: { ...body.headers, ...headers },
        });
      };
      expect((await make({ title: 'Second', position: 2 })).statusCode).toBe(201);
      const first = await make({
        title: 'First',
        subtitle: 'New in',
        link: '/products?category=Skirt',
        position: 1,
      });
      expect(first.statusCode).toBe(201);
      // a same-site path or an https address, so that no banner sends a shopper to a look-alike site;
      // http and protocol-relative links are rejected
      expect((await make({ title: 'Evil', link: 'http://evil.example.com' })).statusCode).toBe(400);
      expect((await make({ title: 'Evil', link: '//evil.example.com' })).statusCode).toBe(400);
      expect((await make({ title: 'Nope' }, customer)).statusCode).toBe(403);
      const list = await app.inject({ method: 'GET', url: '/api/banner' });
      expect(list.json().banners.map((b: { title: string }) => b.title)).toEqual(['First', 'Second']);
      const del = await app.inject({
        method: 'DELETE',
        url: `/api/banner/delete/${first.json().banner.id}`,
        headers: admin,
      });
      expect(del.statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/api/banner' })).json().banners).toHaveLength(1);
    });
  });
});

describe('compressed cached responses', () => {
  it('sends the whole body of a large cached listing under gzip and brotli', async () => {
    const t = await createTestApp();
    const admin = (await createUser(t.app, 'ADMIN')).headers;
    for (let i = 0; i < 40; i++) {
      const body = multipartBody({
        data: JSON.stringify({
          ...baseProduct,
          name: `Áo sơ mi số ${i} ${'với một cái tên thật dài để trang lớn hơn '.repeat(3)}`,
        }),
      });
      await t.app.inject({
        method: 'POST',
        url: '/api/product/create-product',
        payload: body.payload,
        headers: { ...body.headers, ...admin },
      });
    }
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address() as { port: number };
    for (const encoding of ['gzip', 'br']) {
      for (let round = 0; round < 2; round++) {
        // a real socket: inject would not show the race between the handler and the compression hook
        const res = await fetch(`http://127.0.0.1:${address.port}/api/product?pageSize=40`, {
          headers: { 'accept-encoding': encoding },
        });
        expect(res.headers.get('content-encoding')).toBe(encoding);
        const json = (await res.json()) as { products: unknown[] };
        expect(json.products).toHaveLength(40);
      }
    }
    await t.app.close();
  });
});
