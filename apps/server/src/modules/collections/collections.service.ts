import { type Collection, collectionWriteSchema, isUuid, type ProductCard } from '@shop/shared';
import { asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { collections, products } from '../../db/schema/index.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { CatalogInvalidation } from '../../lib/catalog-cache.js';
import { type ImageStore, optionalImageUrls, type StoredImage } from '../../lib/images.js';
import type { MultipartForm } from '../../lib/multipart.js';
import { parseOrThrow } from '../../lib/parse.js';
import type { CatalogService } from '../catalog/catalog.service.js';

/** Collections: a name, a description, a cover image and the products assigned to them. */
export class CollectionsService {
  constructor(
    private readonly db: Db,
    private readonly images: ImageStore,
    private readonly cache: CatalogInvalidation,
    private readonly catalog: CatalogService,
  ) {}

  async list(): Promise<Collection[]> {
    const rows = await this.db
      .select({
        collection: collections,
        productCount: sql<number>`(select count(*)::int from ${products} p where p.collection_id = "collections"."id" and p.visible)`,
      })
      .from(collections)
      .orderBy(desc(collections.createdAt), asc(collections.id));
    return rows.map((r) => this.toCollection(r.collection, r.productCount));
  }

  async detail(id: string): Promise<Collection & { products: ProductCard[] }> {
    if (!isUuid(id)) throw notFound('Collection');
    const [row] = await this.db.select().from(collections).where(eq(collections.id, id)).limit(1);
    if (!row) throw notFound('Collection');
    const page = await this.catalog.list({ collectionId: id, sort: 'newest', page: 1, pageSize: 100 });
    return { ...this.toCollection(row, page.total), products: page.products };
  }

  async create(form: MultipartForm): Promise<Collection> {
    const data = parseOrThrow(collectionWriteSchema, form.data);
    if (form.files.length > 1) throw new AppError('VALIDATION_ERROR', 'A collection has one cover image');
    const image = form.files[0] ? await this.images.save(form.files[0]) : undefined;
    try {
      const id = await this.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(collections)
          .values({
            name: data.name,
            description: data.description,
            imageKey: image?.key ?? null,
            imageWidth: image?.width ?? null,
            imageHeight: image?.height ?? null,
          })
          .returning({ id: collections.id });
        if (data.productIds?.length) {
          await tx
            .update(products)
            .set({ collectionId: row!.id })
            .where(inArray(products.id, data.productIds));
        }
        return row!.id;
      });
      this.cache.invalidate();
      return this.detail(id);
    } catch (err) {
      if (image) await this.images.remove(image);
      throw err;
    }
  }

  async edit(id: string, input: { json: unknown } | { form: MultipartForm }): Promise<Collection> {
    if (!isUuid(id)) throw notFound('Collection');
    const [current] = await this.db.select().from(collections).where(eq(collections.id, id)).limit(1);
    if (!current) throw notFound('Collection');
    const raw = 'json' in input ? input.json : input.form.data;
    const data = parseOrThrow(collectionWriteSchema, {
      name: current.name,
      description: current.description,
      ...(raw as object),
    });
    const file = 'form' in input ? input.form.files[0] : undefined;
    const image: StoredImage | undefined = file ? await this.images.save(file) : undefined;
    try {
      await this.db.transaction(async (tx) => {
        await tx
          .update(collections)
          .set({
            name: data.name,
            description: data.description,
            ...(image ? { imageKey: image.key, imageWidth: image.width, imageHeight: image.height } : {}),
            updatedAt: new Date(),
          })
          .where(eq(collections.id, id));
        if (data.productIds) {
          await tx.update(products).set({ collectionId: null }).where(eq(products.collectionId, id));
          if (data.productIds.length) {
            await tx.update(products).set({ collectionId: id }).where(inArray(products.id, data.productIds));
          }
        }
      });
    } catch (err) {
      if (image) await this.images.remove(image);
      throw err;
    }
    this.cache.invalidate();
    if (image && current.imageKey && current.imageWidth) {
      await this.images.remove({ key: current.imageKey, width: current.imageWidth });
    }
    return this.detail(id);
  }

  /** Its products stay, without a collection. */
  async remove(id: string): Promise<void> {
    if (!isUuid(id)) throw notFound('Collection');
    const [row] = await this.db.delete(collections).where(eq(collections.id, id)).returning();
    if (!row) throw notFound('Collection');
    this.cache.invalidate();
    if (row.imageKey && row.imageWidth)
      await this.images.remove({ key: row.imageKey, width: row.imageWidth });
  }

  async countAll(): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(collections);
    return row?.n ?? 0;
  }

  private toCollection(row: typeof collections.$inferSelect, productCount: number): Collection {
    return {
      id: row.id,
      name: row.name,
      description: row.description,
      image: optionalImageUrls(row.imageKey, row.imageWidth, row.imageHeight),
      productCount,
    };
  }
}
