import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { type CollectionRow, collections, products } from '../../db/schema/index.js';

/**
 * Drizzle queries of the collections. They write the collections table only: which products a
 * collection holds is the catalogue's to write (CatalogService.placeInCollection).
 */
export class CollectionsRepository {
  constructor(private readonly db: DbOrTx) {}

  /** Every collection, newest first, with how many visible products it holds (one statement). */
  list(): Promise<{ collection: CollectionRow; productCount: number }[]> {
    return this.db
      .select({
        collection: collections,
        productCount: sql<number>`(select count(*)::int from ${products} p where p.collection_id = "collections"."id" and p.visible)`,
      })
      .from(collections)
      .orderBy(desc(collections.createdAt), asc(collections.id));
  }

  async find(id: string): Promise<CollectionRow | undefined> {
    const [row] = await this.db.select().from(collections).where(eq(collections.id, id)).limit(1);
    return row;
  }

  /** The new collection's id. */
  async insert(values: typeof collections.$inferInsert): Promise<string> {
    const [row] = await this.db.insert(collections).values(values).returning({ id: collections.id });
    return row!.id;
  }

  async update(id: string, values: Partial<typeof collections.$inferInsert>): Promise<void> {
    await this.db
      .update(collections)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(collections.id, id));
  }

  /** The deleted collection, or undefined when there was none (its products stay, without one). */
  async delete(id: string): Promise<CollectionRow | undefined> {
    const [row] = await this.db.delete(collections).where(eq(collections.id, id)).returning();
    return row;
  }

  async countAll(): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(collections);
    return row?.n ?? 0;
  }
}
