import type { FastifyReply, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { imagePart, multipartBody, testImage } from '../../test/multipart.js';
import { createProduct } from '../../test/products.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createUser } from '../../test/users.js';

/** What a cached route's request went through `send` with: its pattern and its response schema. */
interface Sent {
  route: string;
  schema: ZodType | undefined;
}

/**
 * A cached response's body is serialised by the response cache (or ahead of it, SerializedJson),
 * not by the route's serializer, which would have checked it against the route's response schema
 * (@shop/shared). Here every public GET route of the API is requested as a visitor; each one that
 * goes through the cache has its cache entries parsed with its route's own 200 schema, and must
 * come out of it unchanged: the shape a client reads is the one the schema promises.
 */
describe('cached responses', () => {
  let t: TestApp;
  const sent = new Map<string, Sent>();
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    // the address routes' providers, out of reach at once rather than over the network
    t = await createTestApp({
      PROVINCES_API_URL: 'http://127.0.0.1:9',
      EXCHANGE_RATE_URL: 'http://127.0.0.1:9',
    });
    const { app } = t;
    const admin = (await createUser(app, 'ADMIN')).headers;
    const post = async (url: string, fields: Record<string, string>) => {
      const body = multipartBody(fields, [imagePart(await testImage('png'))]);
      const res = await app.inject({
        method: 'POST',
        url,
        payload: body.payload,
        headers: { ...body.headers, ...admin },
      });
      expect(res.statusCode, url).toBe(201);
      return res.json();
    };
    // a product with pictures and a sale price, one without either, one out of stock, one hidden
    const product = await post('/api/product/create-product', {
      data: JSON.stringify({
        name: 'Áo sơ mi Schema',
        description: 'Silk.',
        price: 500_000,
        discountPrice: 390_000,
        category: 'Stylish blouse',
        availability: 'AVAILABLE',
        sizes: [{ size: 'M', stock: 3 }],
        collectionId: null,
        featured: true,
        visible: true,
      }),
    });
    ids.product = product.product.id;
    await createProduct(app, { name: 'Plain skirt', category: 'Skirt', price: 250_000 });
    await createProduct(app, { name: 'Sold-out skirt', category: 'Skirt', sizes: { S: 0 } });
    await createProduct(app, { name: 'Hidden skirt', category: 'Skirt', visible: false });
    const collection = await post('/api/collection/create-collection', {
      data: JSON.stringify({ name: 'Summer', description: 'Light.', productIds: [ids.product] }),
    });
    ids.collection = collection.collection.id;
    await post('/api/banner/create-banner', {
      data: JSON.stringify({ title: 'Summer', subtitle: 'New', link: '/products', position: 0 }),
    });

    // every request that goes through the cache, with its route's pattern and response schema
    const cache = app.services.cache;
    const send = cache.send.bind(cache);
    cache.send = (request: FastifyRequest, reply: FastifyReply, produce: () => Promise<unknown>) => {
      const schemas = request.routeOptions.schema?.response as Record<number, ZodType> | undefined;
      sent.set(request.url, { route: request.routeOptions.url ?? '', schema: schemas?.[200] });
      return send(request, reply, produce);
    };
  });
  afterAll(() => t.app.close());

  /** A URL of an OpenAPI path: its parameters filled with what this suite made. */
  const urlOf = (path: string) =>
    path.replace(/\{(\w+)\}/g, (_, name: string) => {
      if (name === 'category') return encodeURIComponent('Stylish blouse');
      if (name === 'id' && path.startsWith('/api/collection/')) return ids.collection!;
      if (name === 'id' && path.startsWith('/api/product/')) return ids.product!;
      // any other route with a parameter is staff's or a customer's: a visitor is turned away
      return '00000000-0000-4000-8000-000000000000';
    });

  /** The listing's other paths: the in-memory index, the database, a search, a later page, a filter. */
  const variants = () => [
    '/api/product?sort=best-selling',
    '/api/product?q=so%20mi',
    '/api/product?page=2&pageSize=2',
    '/api/product?minPrice=300000&size=M',
    '/api/product/sort-products?sort=price-asc',
    '/api/product/category/Skirt?sort=best-selling',
    `/api/product/recommendations/recommendations?productId=${ids.product}&limit=4`,
    '/api/product/products/featured?limit=4',
  ];

  it('match their route’s response schema, for every public read the cache holds', async () => {
    const { app } = t;
    const paths = Object.entries((app.swagger() as { paths: Record<string, object> }).paths)
      .filter(([path, methods]) => path.startsWith('/api/') && 'get' in methods)
      .map(([path]) => path);
    const urls = [...paths.map(urlOf), ...variants()];
    for (const url of urls) {
      // a response is stored on the second request of its URL
      await app.inject({ method: 'GET', url });
      await app.inject({ method: 'GET', url });
    }

    const routes = new Set([...sent.values()].map((s) => s.route));
    expect([...routes].sort()).toEqual(
      [
        '/api/banner',
        '/api/collection',
        '/api/collection/:id',
        '/api/product',
        '/api/product/:id',
        '/api/product/category/:category',
        '/api/product/products/featured',
        '/api/product/recommendations/recommendations',
        '/api/product/sort-products',
      ].sort(),
    );
    for (const [url, { route, schema }] of sent) {
      expect(schema, `${route} has a 200 schema`).toBeDefined();
      const entry = app.services.cache.hit(url);
      expect(entry, `${url} is cached`).toBeDefined();
      const body: unknown = JSON.parse(entry!.body.toString('utf8'));
      const parsed = schema!.safeParse(body);
      expect(parsed.error, url).toBeUndefined();
      // nothing the schema does not know of (the serializer would have stripped it)
      expect(parsed.data, url).toEqual(body);
    }
  });
});
