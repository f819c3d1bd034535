import os from 'node:os';
import { type CouponCondition, SIZES, searchKey } from '@shop/shared';
import { sql } from 'drizzle-orm';
import { bannerImage, coverImage, productPhotos } from '../../demo/product-art.js';
import type { ImageStore, StoredImage } from '../../lib/images.js';
import type { Db, DbOrTx } from '../client.js';
import {
  banners,
  collections,
  coupons,
  type NewCouponRow,
  productImages,
  productSizes,
  products,
} from '../schema/index.js';
import {
  type CollectionKey,
  DEMO_BANNERS,
  DEMO_COLLECTIONS,
  DEMO_COUPONS,
  DEMO_PRODUCTS,
  type DemoCoupon,
  type DemoProduct,
} from './demo-catalog.js';

/** Any number, the same on every instance: instances starting together seed once. */
const SEED_LOCK_ID = 727_102;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface SeedLog {
  info(obj: object, msg?: string): void;
}

async function hasProducts(db: DbOrTx): Promise<boolean> {
  const rows = await db.select({ id: products.id }).from(products).limit(1);
  return rows.length > 0;
}

/**
 * Runs the tasks, `limit` at a time, keeping the order of the results. After a failure no new
 * task starts, and the error is thrown once the running ones have finished, so that whatever
 * they stored can be cleaned up.
 */
async function pool<R>(tasks: (() => Promise<R>)[], limit: number): Promise<R[]> {
  const results = new Array<R>(tasks.length);
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < tasks.length) {
      const i = next++;
      try {
        results[i] = await tasks[i]!();
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  const settled = await Promise.allSettled(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  const rejected = settled.find((s) => s.status === 'rejected');
  if (rejected) throw rejected.reason;
  return results;
}

interface Art {
  covers: Map<CollectionKey, StoredImage>;
  products: StoredImage[][];
  banners: StoredImage[];
}

/**
 * Draws and stores every picture. The rendering (librsvg, then WebP in a few widths) is done one
 * job at a time by the image worker's child (lib/image-worker.ts); several pictures are in hand at
 * once so that writing the next SVG and storing the last variants overlap with it. A failure
 * removes whatever was already stored.
 */
async function makeArt(images: ImageStore): Promise<Art> {
  const stored: StoredImage[] = [];
  const save = async (buffer: Buffer) => {
    const image = await images.save(buffer);
    stored.push(image);
    return image;
  };
  const byName = new Map(DEMO_PRODUCTS.map((p) => [p.name, p]));
  const looksOf = (names: string[]) => names.map((n) => byName.get(n)!.look);
  const tasks: (() => Promise<StoredImage[]>)[] = [
    ...DEMO_PRODUCTS.map((p, i) => async () => {
      const saved: StoredImage[] = [];
      for (const photo of await productPhotos(images.worker, p.look, i + 1)) saved.push(await save(photo));
      return saved;
    }),
    ...DEMO_COLLECTIONS.map((c, i) => async () => {
      const members = DEMO_PRODUCTS.filter((p) => p.collection === c.key && p.visible !== false);
      return [
        await save(
          await coverImage(
            images.worker,
            members.map((p) => p.look),
            c.backdrop,
            100 + i,
          ),
        ),
      ];
    }),
    ...DEMO_BANNERS.map((b, i) => async () => [
      await save(await bannerImage(images.worker, looksOf(b.rail), b.backdrop, 200 + i)),
    ]),
  ];
  try {
    const done = await pool(tasks, Math.max(2, Math.min(4, os.availableParallelism())));
    const covers = done.slice(DEMO_PRODUCTS.length, DEMO_PRODUCTS.length + DEMO_COLLECTIONS.length);
    return {
      products: done.slice(0, DEMO_PRODUCTS.length),
      covers: new Map(DEMO_COLLECTIONS.map((c, i) => [c.key, covers[i]![0]!])),
      banners: done.slice(DEMO_PRODUCTS.length + DEMO_COLLECTIONS.length).map((b) => b[0]!),
    };
  } catch (error) {
    await removeAll(images, stored);
    throw error;
  }
}

async function removeAll(images: ImageStore, stored: StoredImage[]) {
  await Promise.all(stored.map((image) => images.remove(image).catch(() => {})));
}

const allImages = (art: Art): StoredImage[] => [
  ...art.covers.values(),
  ...art.products.flat(),
  ...art.banners,
];

function productRow(
  p: DemoProduct,
  index: number,
  cover: StoredImage,
  collectionId: string | null,
  now: number,
) {
  // a few minutes apart within a day, so that "newest" has no ties
  const createdAt = new Date(now - p.daysAgo * DAY_MS - index * 7 * 60_000);
  return {
    name: p.name,
    description: p.description,
    price: p.price,
    discountPrice: p.discountPrice ?? 0,
    category: p.category,
    availability: p.availability ?? 'AVAILABLE',
    featured: p.featured ?? false,
    visible: p.visible ?? true,
    collectionId,
    soldCount: p.soldCount,
    coverImageKey: cover.key,
    coverWidth: cover.width,
    coverHeight: cover.height,
    searchText: searchKey(`${p.name} ${p.category} ${p.description}`),
    createdAt,
    updatedAt: createdAt,
  };
}

/** A demo coupon as a row: SPECIFIC_PRODUCTS names become the ids of the products just inserted. */
function couponRow(c: DemoCoupon, idOfProduct: ReadonlyMap<string, string>): NewCouponRow {
  const conditions = c.conditions.map((k): CouponCondition => {
    if (k.type !== 'SPECIFIC_PRODUCTS') return k;
    return {
      type: k.type,
      value: k.value.map((name) => {
        const id = idOfProduct.get(name);
        if (!id) throw new Error(`demo coupon ${c.code} names an unknown product: ${name}`);
        return id;
      }),
    };
  });
  return {
    code: c.code.toUpperCase(),
    name: c.name,
    discountType: c.discount.type,
    discountValue: c.discount.value,
    maxDiscount: c.discount.maxDiscount ?? null,
    conditions,
    expirationDate: c.expirationDate,
    usageLimit: c.usageLimit ?? null,
    perUserLimit: c.perUserLimit ?? null,
  };
}

/**
 * Loads the demo catalogue (docs/decisions/0047) (products, collections, banners, coupons) into a
 * database whose catalogue is empty, and does nothing otherwise. The pictures are drawn and stored
 * first, outside any transaction (PGlite runs one transaction at a time, and a long one would hold
 * up every request); the rows then go in one short transaction. On PostgreSQL several instances may start at once: the transaction
 * takes an advisory lock and looks again, so exactly one of them inserts, and the others remove
 * the pictures they drew.
 */
export async function seedDemoCatalog(
  db: Db,
  images: ImageStore,
  log?: SeedLog,
): Promise<{ seeded: boolean }> {
  if (await hasProducts(db)) return { seeded: false };
  const started = Date.now();
  const art = await makeArt(images);
  const drawnMs = Date.now() - started;
  let seeded = false;
  try {
    seeded = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
      if (await hasProducts(tx)) return false;
      const now = Date.now();

      const collectionRows = await tx
        .insert(collections)
        .values(
          DEMO_COLLECTIONS.map((c) => {
            const cover = art.covers.get(c.key)!;
            const createdAt = new Date(now - c.daysAgo * DAY_MS);
            return {
              name: c.name,
              description: c.description,
              imageKey: cover.key,
              imageWidth: cover.width,
              imageHeight: cover.height,
              createdAt,
              updatedAt: createdAt,
            };
          }),
        )
        .returning({ id: collections.id, name: collections.name });
      const idOfCollection = new Map(collectionRows.map((r) => [r.name, r.id]));
      const collectionId = new Map(DEMO_COLLECTIONS.map((c) => [c.key, idOfCollection.get(c.name)!]));

      const productRows = await tx
        .insert(products)
        .values(
          DEMO_PRODUCTS.map((p, i) =>
            productRow(
              p,
              i,
              art.products[i]![0]!,
              p.collection ? collectionId.get(p.collection)! : null,
              now,
            ),
          ),
        )
        .returning({ id: products.id, name: products.name });
      // demo names are unique; matching by name does not lean on the order RETURNING keeps
      const idOfProduct = new Map(productRows.map((r) => [r.name, r.id]));
      const productId = DEMO_PRODUCTS.map((p) => idOfProduct.get(p.name)!);

      await tx.insert(productSizes).values(
        DEMO_PRODUCTS.flatMap((p, i) =>
          SIZES.flatMap((size, position) => {
            const stock = p.stock[size];
            return stock === undefined ? [] : [{ productId: productId[i]!, size, stock, position }];
          }),
        ),
      );
      await tx.insert(productImages).values(
        art.products.flatMap((shots, i) =>
          shots.map((image, position) => ({
            productId: productId[i]!,
            position,
            key: image.key,
            width: image.width,
            height: image.height,
          })),
        ),
      );

      await tx.insert(banners).values(
        DEMO_BANNERS.map((b, position) => {
          const image = art.banners[position]!;
          return {
            title: b.title,
            subtitle: b.subtitle,
            link: typeof b.link === 'string' ? b.link : `/Collection/${collectionId.get(b.link.collection)}`,
            imageKey: image.key,
            imageWidth: image.width,
            imageHeight: image.height,
            position,
            createdAt: new Date(now - (DEMO_BANNERS.length - position) * 60_000),
          };
        }),
      );

      // the coupon list shows the newest first: keep the order of DEMO_COUPONS on screen
      await tx
        .insert(coupons)
        .values(
          DEMO_COUPONS.map((c, i) => ({
            ...couponRow(c, idOfProduct),
            createdAt: new Date(now - i * 60_000),
          })),
        )
        // staff may have made a coupon of the same code before the catalogue was seeded: theirs stays
        .onConflictDoNothing();
      return true;
    });
  } finally {
    // another instance seeded first (or the insert failed): its rows point at its own pictures
    if (!seeded) await removeAll(images, allImages(art));
  }
  if (!seeded) {
    log?.info({ totalMs: Date.now() - started }, 'demo catalogue already seeded by another instance');
    return { seeded };
  }
  log?.info(
    {
      products: DEMO_PRODUCTS.length,
      collections: DEMO_COLLECTIONS.length,
      banners: DEMO_BANNERS.length,
      coupons: DEMO_COUPONS.length,
      images: allImages(art).length,
      drawnMs,
      totalMs: Date.now() - started,
    },
    'demo catalogue seeded',
  );
  return { seeded };
}
