import { normalisePhone, type Role, type UserStatus, type UserType } from '@shop/shared';
import { and, count, desc, eq, ilike, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import {
  type AccountRow,
  accounts,
  type BlacklistRow,
  blacklist,
  type NewBlacklistRow,
  type UserRow,
  users,
} from '../../db/schema/index.js';

export interface UserFilters {
  q?: string | undefined;
  role?: Role | undefined;
  userType?: UserType | undefined;
  status?: UserStatus | undefined;
}

const likeEscape = (value: string) => value.replace(/[\\%_]/g, '\\$&');

/** A user with their account, as the back office lists them. */
export interface UserWithAccountRow {
  user: UserRow;
  account: AccountRow;
}

export interface BlacklistEntryRow {
  entry: BlacklistRow;
  user: Pick<UserRow, 'id' | 'name' | 'email' | 'phone'> | null;
  createdBy: Pick<UserRow, 'id' | 'name'> | null;
}

const creators = alias(users, 'creators');

/** Drizzle queries of the back office's users and blacklist. */
export class UsersRepository {
  constructor(private readonly db: DbOrTx) {}

  private where(filters: UserFilters): SQL | undefined {
    const parts: (SQL | undefined)[] = [];
    if (filters.q) {
      const text = `%${likeEscape(filters.q)}%`;
      const digits = normalisePhone(filters.q);
      parts.push(
        or(
          ilike(users.name, text),
          ilike(users.email, text),
          // a phone in any format: compared normalised (digits only, leading 84 → 0), as the blacklist does
          digits.length >= 3
            ? sql`regexp_replace(regexp_replace(coalesce(${users.phone}, ''), '\\D', '', 'g'), '^84', '0') like ${`%${digits}%`}`
            : undefined,
        ),
      );
    }
    if (filters.role) parts.push(eq(accounts.role, filters.role));
    if (filters.userType) parts.push(eq(users.userType, filters.userType));
    if (filters.status) parts.push(eq(users.status, filters.status));
    return and(...parts);
  }

  /** Newest accounts first (users.created_at is indexed). */
  async list(filters: UserFilters, page: number, pageSize: number) {
    const where = this.where(filters);
    const rows: UserWithAccountRow[] = await this.db
      .select({ user: users, account: accounts })
      .from(users)
      .innerJoin(accounts, eq(accounts.userId, users.id))
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize);
    const [total] = await this.db
      .select({ n: count() })
      .from(users)
      .innerJoin(accounts, eq(accounts.userId, users.id))
      .where(where);
    return { rows, total: total?.n ?? 0 };
  }

  /** The user and account, with the user's row locked for the caller's transaction. */
  async lockUser(userId: string): Promise<UserWithAccountRow | undefined> {
    const [row] = await this.db
      .select({ user: users, account: accounts })
      .from(users)
      .innerJoin(accounts, eq(accounts.userId, users.id))
      .where(eq(users.id, userId))
      .limit(1)
      .for('update', { of: users });
    return row;
  }

  async updateUser(userId: string, values: Partial<Pick<UserRow, 'name' | 'phone' | 'userType' | 'status'>>) {
    await this.db
      .update(users)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(users.id, userId));
  }

  async updateRole(userId: string, role: Role) {
    await this.db.update(accounts).set({ role, updatedAt: new Date() }).where(eq(accounts.userId, userId));
  }

  /**
   * Deletes the user (account, sessions, cart go with it; orders keep their snapshot with no user).
   * A blacklist entry naming the user and a phone or an e-mail loses only the user: the ban stays.
   */
  async deleteUser(userId: string) {
    await this.db
      .update(blacklist)
      .set({ userId: null })
      .where(and(eq(blacklist.userId, userId), or(isNotNull(blacklist.phone), isNotNull(blacklist.email))));
    await this.db.delete(users).where(eq(users.id, userId));
  }

  // ── blacklist ────────────────────────────────────────────────────────────────────────────────────

  private entries() {
    return this.db
      .select({
        entry: blacklist,
        user: { id: users.id, name: users.name, email: users.email, phone: users.phone },
        createdBy: { id: creators.id, name: creators.name },
      })
      .from(blacklist)
      .leftJoin(users, eq(users.id, blacklist.userId))
      .leftJoin(creators, eq(creators.id, blacklist.createdBy));
  }

  listEntries(limit: number): Promise<BlacklistEntryRow[]> {
    return this.entries().orderBy(desc(blacklist.createdAt), desc(blacklist.id)).limit(limit);
  }

  async findEntry(id: string): Promise<BlacklistEntryRow | undefined> {
    const [row] = await this.entries().where(eq(blacklist.id, id)).limit(1);
    return row;
  }

  /** An entry already naming this user, phone or e-mail: which of them, for the message. */
  async existingTarget(target: {
    userId?: string | undefined;
    phone?: string | undefined;
    email?: string | undefined;
  }) {
    const checks: [SQL, 'user' | 'phone' | 'email'][] = [];
    if (target.userId) checks.push([eq(blacklist.userId, target.userId), 'user']);
    if (target.phone) checks.push([eq(blacklist.phone, target.phone), 'phone']);
    if (target.email) checks.push([eq(blacklist.email, target.email), 'email']);
    for (const [where, what] of checks) {
      const [hit] = await this.db.select({ id: blacklist.id }).from(blacklist).where(where).limit(1);
      if (hit) return what;
    }
    return undefined;
  }

  async insertEntry(values: NewBlacklistRow): Promise<string> {
    const [row] = await this.db.insert(blacklist).values(values).returning({ id: blacklist.id });
    return row!.id;
  }

  async deleteEntry(id: string) {
    await this.db.delete(blacklist).where(eq(blacklist.id, id));
  }

  async deleteEntriesOfUser(userId: string) {
    await this.db.delete(blacklist).where(eq(blacklist.userId, userId));
  }

  async entriesOfUser(userId: string): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(blacklist).where(eq(blacklist.userId, userId));
    return row?.n ?? 0;
  }
}
