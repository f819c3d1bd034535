import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { type AddressRow, addresses, type NewAddressRow } from '../../db/schema/index.js';

/** The class half of the address book's advisory lock key ('ADDR'), so no other lock shares its keys. */
const LOCK_CLASS = 0x41444452;

/** When an address was last chosen: an order's use, else its creation. */
const recency = sql`coalesce(${addresses.lastUsedAt}, ${addresses.createdAt})`;

/** The address book's queries. Every query names the owner: no entry is reached by id alone. */
export class AddressBookRepository {
  constructor(private readonly db: DbOrTx) {}

  /**
   * Holds the user's address-book lock until the transaction ends: one user's writes (two tabs, an
   * order's address saved while the profile adds one) run one after the other, so the count read next is
   * the one the insert adds to. An advisory lock, because a user with no entry has no row to lock.
   */
  async lock(userId: string): Promise<void> {
    await this.db.execute(sql`select pg_advisory_xact_lock(${LOCK_CLASS}::integer, hashtext(${userId}))`);
  }

  /** The address book in the order shown: the default first, then the most recently used or added. */
  list(userId: string): Promise<AddressRow[]> {
    return this.db
      .select()
      .from(addresses)
      .where(eq(addresses.userId, userId))
      .orderBy(desc(addresses.isDefault), desc(recency), desc(addresses.createdAt), asc(addresses.id));
  }

  async count(userId: string): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(addresses).where(eq(addresses.userId, userId));
    return Number(row?.n ?? 0);
  }

  async find(userId: string, id: string): Promise<AddressRow | undefined> {
    const [row] = await this.db
      .select()
      .from(addresses)
      .where(and(eq(addresses.userId, userId), eq(addresses.id, id)))
      .limit(1);
    return row;
  }

  async insert(row: NewAddressRow): Promise<AddressRow> {
    const [created] = await this.db.insert(addresses).values(row).returning();
    return created!;
  }

  async update(
    userId: string,
    id: string,
    values: Partial<Omit<AddressRow, 'id' | 'userId' | 'createdAt'>>,
  ): Promise<AddressRow | undefined> {
    const [row] = await this.db
      .update(addresses)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(addresses.userId, userId), eq(addresses.id, id)))
      .returning();
    return row;
  }

  async delete(userId: string, id: string): Promise<AddressRow | undefined> {
    const [row] = await this.db
      .delete(addresses)
      .where(and(eq(addresses.userId, userId), eq(addresses.id, id)))
      .returning();
    return row;
  }

  /**
   * Makes `id` the user's only default. Two statements: a unique index is checked row by row, so one
   * UPDATE that moves the flag could meet the old default still set.
   */
  async setDefault(userId: string, id: string): Promise<void> {
    await this.db
      .update(addresses)
      .set({ isDefault: false })
      .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));
    await this.db
      .update(addresses)
      .set({ isDefault: true })
      .where(and(eq(addresses.userId, userId), eq(addresses.id, id)));
  }

  /** The most recently used or added entry becomes the default (after the default was deleted). */
  async promoteMostRecent(userId: string): Promise<void> {
    await this.db.execute(sql`
      update ${addresses} set is_default = true
      where id = (
        select id from ${addresses} where user_id = ${userId}::uuid
        order by ${recency} desc, created_at desc, id limit 1
      )`);
  }

  /** An order went to this address now. */
  async markUsed(userId: string, id: string): Promise<void> {
    await this.db
      .update(addresses)
      .set({ lastUsedAt: sql`now()` })
      .where(and(eq(addresses.userId, userId), eq(addresses.id, id)));
  }
}
