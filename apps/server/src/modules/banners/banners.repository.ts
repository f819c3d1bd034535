import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type BannerRow, banners } from '../../db/schema/index.js';

/** Drizzle queries of the home page's banners. */
export class BannersRepository {
  constructor(private readonly db: Db) {}

  /** Every banner in the order the home page shows them. */
  list(): Promise<BannerRow[]> {
    return this.db.select().from(banners).orderBy(asc(banners.position), asc(banners.createdAt));
  }

  async insert(values: typeof banners.$inferInsert): Promise<BannerRow> {
    const [row] = await this.db.insert(banners).values(values).returning();
    return row!;
  }

  /** The deleted banner, or undefined when there was none. */
  async delete(id: string): Promise<BannerRow | undefined> {
    const [row] = await this.db.delete(banners).where(eq(banners.id, id)).returning();
    return row;
  }
}
