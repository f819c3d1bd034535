import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { collections, products } from '../../db/schema/index.js';

export interface SitemapRow {
  id: string;
  updatedAt: Date;
}

/** The sitemap's queries: ids and change times only, one query per kind. */
export class SeoRepository {
  constructor(private readonly db: Db) {}

  /** A hidden product is absent from everything shoppers (and crawlers) see. */
  visibleProducts(limit: number): Promise<SitemapRow[]> {
    return this.db
      .select({ id: products.id, updatedAt: products.updatedAt })
      .from(products)
      .where(eq(products.visible, true))
      .orderBy(desc(products.updatedAt))
      .limit(limit);
  }

  collections(limit: number): Promise<SitemapRow[]> {
    return this.db
      .select({ id: collections.id, updatedAt: collections.updatedAt })
      .from(collections)
      .orderBy(desc(collections.updatedAt))
      .limit(limit);
  }
}
