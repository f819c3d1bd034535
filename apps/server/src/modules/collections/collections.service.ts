import { type Collection, collectionWriteSchema, isUuid, type ProductCard } from '@shop/shared';
import type { Db } from '../../db/client.js';
import type { CollectionRow } from '../../db/schema/index.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { CatalogInvalidation } from '../../lib/catalog-cache.js';
import { type ImageStore, optionalImageUrls, type StoredImage } from '../../lib/images.js';
import type { MultipartForm } from '../../lib/multipart.js';
import { parseOrThrow } from '../../lib/parse.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import { CollectionsRepository } from './collections.repository.js';

/**
 * Collections: a name, a description, a cover image and the products assigned to them. Which
 * products a collection holds is written by the catalogue (`placeInCollection`), in the same
 * transaction as the collection.
 */
export class CollectionsService {
  private readonly repo: CollectionsRepository;

  constructor(
    private readonly db: Db,
    private readonly images: ImageStore,
    private readonly cache: CatalogInvalidation,
    private readonly catalog: CatalogService,
  ) {
    this.repo = new CollectionsRepository(db);
  }

  async list(): Promise<Collection[]> {
    const rows = await this.repo.list();
    return rows.map((r) => this.toCollection(r.collection, r.productCount));
  }

  async detail(id: string): Promise<Collection & { products: ProductCard[] }> {
    if (!isUuid(id)) throw notFound('Collection');
    const row = await this.repo.find(id);
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
        const collectionId = await new CollectionsRepository(tx).insert({
          name: data.name,
          description: data.description,
          imageKey: image?.key ?? null,
          imageWidth: image?.width ?? null,
          imageHeight: image?.height ?? null,
        });
        if (data.productIds?.length) {
          await this.catalog.placeInCollection(tx, collectionId, data.productIds, { replace: false });
        }
        return collectionId;
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
    const current = await this.repo.find(id);
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
        await new CollectionsRepository(tx).update(id, {
          name: data.name,
          description: data.description,
          ...(image ? { imageKey: image.key, imageWidth: image.width, imageHeight: image.height } : {}),
        });
        if (data.productIds) {
          await this.catalog.placeInCollection(tx, id, data.productIds, { replace: true });
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
    const row = await this.repo.delete(id);
    if (!row) throw notFound('Collection');
    this.cache.invalidate();
    if (row.imageKey && row.imageWidth)
      await this.images.remove({ key: row.imageKey, width: row.imageWidth });
  }

  countAll(): Promise<number> {
    return this.repo.countAll();
  }

  private toCollection(row: CollectionRow, productCount: number): Collection {
    return {
      id: row.id,
      name: row.name,
      description: row.description,
      image: optionalImageUrls(row.imageKey, row.imageWidth, row.imageHeight),
      productCount,
    };
  }
}
