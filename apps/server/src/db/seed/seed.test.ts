import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AVAILABILITY, CATEGORIES, COUPON_MESSAGES, couponMinItemsMessage, SIZES } from '@shop/shared';
import { and, asc, count, eq, gt, inArray, like } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onPostgres, openTestDatabase, testConfig } from '../../../test/test-app.js';
import { createUser } from '../../../test/users.js';
import { buildApp } from '../../app.js';
import { ImageStore, variantWidths } from '../../lib/images.js';
import { DiskStorage } from '../../lib/storage-disk.js';
import type { Database } from '../client.js';
import { banners, collections, coupons, productImages, productSizes, products } from '../schema/index.js';
import { DEMO_COUPONS, DEMO_PRODUCTS } from './demo-catalog.js';
import { seedDemoCatalog } from './seed.js';

describe('demo catalogue seed', () => {
  let database: Database;
  let dataDir: string;
  let images: ImageStore;
  let imageDir: string;
  const results: { seeded: boolean }[] = [];
  const logged: string[] = [];
  const db = () => database.db;
  const imageFiles = (key: string, width: number) =>
    variantWidths(width).map((w) => path.join(imageDir, `${key}-${w}.webp`));

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-seed-'));
    database = await openTestDatabase(dataDir);
    imageDir = path.join(dataDir, 'images');
    images = new ImageStore(new DiskStorage(imageDir));
    const log = { info: (_obj: object, msg?: string) => logged.push(msg ?? '') };
    // On PostgreSQL two instances start together on one database and exactly one of them may
    // seed. PGlite belongs to one process, so there it is one start (and half the drawing time).
    const starts = onPostgres ? 2 : 1;
    const seeds = Array.from({ length: starts }, () => seedDemoCatalog(db(), images, log));
    results.push(...(await Promise.all(seeds)));
  }, 180_000);

  afterAll(async () => {
    await database?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('seeds exactly once, also when two instances start together', async () => {
    expect(results.filter((r) => r.seeded)).toHaveLength(1);
    const [{ n }] = (await db().select({ n: count() }).from(products)) as [{ n: number }];
    expect(n).toBe(DEMO_PRODUCTS.length);
    expect(logged).toContain('demo catalogue seeded');
  });

  it('holds about forty products across every category and availability label', async () => {
    const rows = await db().select().from(products);
    expect(rows.length).toBeGreaterThanOrEqual(36);
    expect(new Set(rows.map((p) => p.name)).size).toBe(rows.length);
    expect(new Set(rows.map((p) => p.category))).toEqual(new Set(CATEGORIES));
    expect(new Set(rows.map((p) => p.availability))).toEqual(new Set(AVAILABILITY));
    expect(rows.filter((p) => p.featured).length).toBeGreaterThanOrEqual(6);
    expect(rows.some((p) => !p.visible)).toBe(true);
    expect(new Set(rows.map((p) => p.createdAt.getTime())).size).toBe(rows.length);
  });

  it('prices sale items below their price, and every sale-shelf item has one', async () => {
    const rows = await db().select().from(products);
    for (const p of rows) {
      expect(Number.isInteger(p.price) && p.price > 0).toBe(true);
      if (p.discountPrice > 0) expect(p.discountPrice).toBeLessThan(p.price);
      if (p.category === 'SALE OFF UP TO 70%') expect(p.discountPrice).toBeGreaterThan(0);
    }
    expect(rows.filter((p) => p.discountPrice > 0).length).toBeGreaterThanOrEqual(8);
  });

  it('stocks sizes per product in SIZES order, some sold out', async () => {
    const sizes = await db().select().from(productSizes);
    const byProduct = new Map<string, typeof sizes>();
    for (const s of sizes) byProduct.set(s.productId, [...(byProduct.get(s.productId) ?? []), s]);
    const rows = await db().select().from(products);
    for (const p of rows) {
      const own = byProduct.get(p.id) ?? [];
      expect(own.length).toBeGreaterThan(0);
      for (const s of own) expect(s.position).toBe(SIZES.indexOf(s.size));
    }
    const outOfStock = rows.filter((p) => (byProduct.get(p.id) ?? []).every((s) => s.stock === 0));
    expect(outOfStock.length).toBeGreaterThanOrEqual(2);
    expect(sizes.some((s) => s.stock === 0)).toBe(true);
  });

  it('gives every product ordered images on disk and a cover that is its first image', async () => {
    const rows = await db().select().from(products);
    for (const p of rows) {
      const own = await db()
        .select()
        .from(productImages)
        .where(eq(productImages.productId, p.id))
        .orderBy(asc(productImages.position));
      expect(own.length).toBeGreaterThanOrEqual(1);
      expect(own.map((i) => i.position)).toEqual(own.map((_, i) => i));
      expect(p.coverImageKey).toBe(own[0]!.key);
      expect([p.coverWidth, p.coverHeight]).toEqual([own[0]!.width, own[0]!.height]);
      for (const image of own) {
        expect(image.height / image.width).toBeCloseTo(1.25, 2);
        for (const file of imageFiles(image.key, image.width)) expect(fs.existsSync(file)).toBe(true);
      }
    }
  });

  it('stores only the pictures its rows use (the instance that lost removed its own)', async () => {
    const keys = new Set([
      ...(await db().select({ k: productImages.key }).from(productImages)).map((r) => r.k),
      ...(await db().select({ k: collections.imageKey }).from(collections)).map((r) => r.k),
      ...(await db().select({ k: banners.imageKey }).from(banners)).map((r) => r.k),
    ]);
    const onDisk = new Set(fs.readdirSync(imageDir).map((f) => f.replace(/-\d+\.webp$/, '')));
    expect(onDisk).toEqual(keys);
  });

  it('draws real pictures: a portrait product photo decodes as WebP', async () => {
    const [p] = await db().select().from(products).limit(1);
    const meta = await sharp(imageFiles(p!.coverImageKey!, p!.coverWidth!).at(-1)!).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(p!.coverWidth);
  });

  it('adds four collections with covers, their products, and three banners linking into the shop', async () => {
    const cols = await db().select().from(collections);
    expect(cols).toHaveLength(4);
    for (const c of cols) {
      expect(c.imageKey).toBeTruthy();
      for (const file of imageFiles(c.imageKey!, c.imageWidth!)) expect(fs.existsSync(file)).toBe(true);
      const members = await db().select().from(products).where(eq(products.collectionId, c.id));
      expect(members.length).toBeGreaterThanOrEqual(3);
    }
    const rows = await db().select().from(banners).orderBy(asc(banners.position));
    expect(rows).toHaveLength(3);
    expect(rows.map((b) => b.position)).toEqual([0, 1, 2]);
    for (const b of rows) {
      expect(b.link).toMatch(/^\/(products\?category=|Collection\/)/);
      expect(b.imageWidth / b.imageHeight).toBeCloseTo(16 / 7, 1);
    }
    const ids = new Set(cols.map((c) => c.id));
    const collectionLinks = rows.filter((b) => b.link.startsWith('/Collection/'));
    expect(collectionLinks.length).toBeGreaterThan(0);
    for (const b of collectionLinks) expect(ids.has(b.link.slice('/Collection/'.length))).toBe(true);
  });

  it('makes products findable without diacritics ("ao so mi" finds "Áo sơ mi")', async () => {
    const found = await db()
      .select({ name: products.name })
      .from(products)
      .where(like(products.searchText, '%ao so mi%'));
    expect(found.length).toBeGreaterThanOrEqual(3);
    expect(found.map((p) => p.name)).toContain('Áo sơ mi lụa Camellia');
  });

  it('seeds nothing when the catalogue already has products', async () => {
    const before = fs.readdirSync(imageDir).length;
    expect(await seedDemoCatalog(db(), images)).toEqual({ seeded: false });
    const [{ n }] = (await db().select({ n: count() }).from(products)) as [{ n: number }];
    expect(n).toBe(DEMO_PRODUCTS.length);
    const [{ c }] = (await db().select({ c: count() }).from(coupons)) as [{ c: number }];
    expect(c).toBe(DEMO_COUPONS.length);
    expect(fs.readdirSync(imageDir).length).toBe(before);
  });

  it('inserts the demo coupons: a plain one and one per condition type, product names as seeded ids', async () => {
    const rows = await db().select().from(coupons).orderBy(asc(coupons.code));
    expect(rows.map((c) => c.code)).toEqual(DEMO_COUPONS.map((c) => c.code).sort());
    const types = new Set(rows.flatMap((c) => c.conditions.map((k) => k.type)));
    expect(types).toEqual(new Set(['MINIMUM_ITEMS', 'MINIMUM_AMOUNT', 'SPECIFIC_PRODUCTS', 'USER_TYPE']));
    expect(rows.some((c) => c.conditions.length === 0 && c.active && c.expirationDate > new Date())).toBe(
      true,
    );
    for (const c of rows) expect(c.usedCount).toBe(0);

    const swan = rows.find((c) => c.code === 'SWANDREAM')!;
    const demo = DEMO_COUPONS.find((c) => c.code === 'SWANDREAM')!;
    const names = demo.conditions.flatMap((k) => (k.type === 'SPECIFIC_PRODUCTS' ? k.value : []));
    const named = await db()
      .select({ id: products.id, name: products.name })
      .from(products)
      .where(inArray(products.name, names));
    expect(named).toHaveLength(names.length);
    expect(swan.conditions).toEqual([
      { type: 'SPECIFIC_PRODUCTS', value: names.map((name) => named.find((p) => p.name === name)!.id) },
    ]);
  });

  it("gives a shopper a seeded coupon that validates against their cart, and the others' reasons", async () => {
    // the real app on the seeded database (it does not seed again: SEED_DEMO is 0 in tests)
    const app = await buildApp(testConfig(), { database });
    try {
      await app.ready();
      const shopper = await createUser(app, 'CUSTOMER');
      const [line] = await db()
        .select({ productId: productSizes.productId, size: productSizes.size })
        .from(productSizes)
        .innerJoin(products, eq(products.id, productSizes.productId))
        .where(and(eq(products.name, 'Váy ngủ lụa Swan Lake'), gt(productSizes.stock, 0)))
        .limit(1);
      const add = await app.inject({
        method: 'POST',
        url: '/api/cart/addItem',
        headers: shopper.headers,
        payload: { ...line, quantity: 1 },
      });
      expect(add.statusCode).toBe(200);
      const validate = (code: string) =>
        app.inject({
          method: 'POST',
          url: '/api/coupon/validate',
          headers: shopper.headers,
          payload: { code },
        });

      // 15 % of 890,000 = 133,500, under the 200,000 cap
      const swan = await validate('swandream');
      expect(swan.statusCode).toBe(200);
      expect(swan.json()).toMatchObject({
        valid: true,
        conditionsMet: true,
        discountAmount: 133_500,
        message: COUPON_MESSAGES.valid,
      });
      const mix = (await validate('MIXMATCH3')).json();
      expect(mix).toMatchObject({ valid: false, discountAmount: 0, message: couponMinItemsMessage(2) });
      expect((await validate('TET2025')).json()).toMatchObject({
        valid: false,
        message: COUPON_MESSAGES.expired,
      });
    } finally {
      await app.close();
    }
  });
});
