import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { type AccountRow, accounts, type UserRow, users } from '../../db/schema/index.js';

export interface UserWithAccount {
  user: UserRow;
  account: AccountRow;
}

export class AuthRepository {
  constructor(private readonly db: DbOrTx) {}

  async findById(userId: string): Promise<UserWithAccount | undefined> {
    const [row] = await this.db
      .select({ user: users, account: accounts })
      .from(users)
      .innerJoin(accounts, eq(accounts.userId, users.id))
      .where(eq(users.id, userId))
      .limit(1);
    return row;
  }

  async findByEmail(email: string): Promise<UserWithAccount | undefined> {
    const [row] = await this.db
      .select({ user: users, account: accounts })
      .from(users)
      .innerJoin(accounts, eq(accounts.userId, users.id))
      .where(eq(users.email, email))
      .limit(1);
    return row;
  }

  async findByAccountId(accountId: string): Promise<UserWithAccount | undefined> {
    const [row] = await this.db
      .select({ user: users, account: accounts })
      .from(accounts)
      .innerJoin(users, eq(accounts.userId, users.id))
      .where(eq(accounts.id, accountId))
      .limit(1);
    return row;
  }

  async findByGoogleId(googleId: string): Promise<UserWithAccount | undefined> {
    const [row] = await this.db
      .select({ user: users, account: accounts })
      .from(accounts)
      .innerJoin(users, eq(accounts.userId, users.id))
      .where(eq(accounts.googleId, googleId))
      .limit(1);
    return row;
  }

  /** Creates a user and its account together. */
  async create(input: {
    email: string;
    name: string;
    passwordHash: string | null;
    role?: AccountRow['role'];
    isVerified?: boolean;
    googleId?: string | null;
    language?: UserRow['language'] | undefined;
  }): Promise<UserWithAccount> {
    return this.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ email: input.email, name: input.name, language: input.language ?? 'en' })
        .returning();
      const [account] = await tx
        .insert(accounts)
        .values({
          userId: user!.id,
          role: input.role ?? 'CUSTOMER',
          isVerified: input.isVerified ?? false,
          passwordHash: input.passwordHash,
          googleId: input.googleId ?? null,
        })
        .returning();
      return { user: user!, account: account! };
    });
  }

  async updateAccount(accountId: string, values: Partial<Omit<AccountRow, 'id' | 'userId' | 'createdAt'>>) {
    await this.db
      .update(accounts)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(accounts.id, accountId));
  }

  async updateUser(userId: string, values: UserUpdate): Promise<UserRow> {
    const [row] = await this.db
      .update(users)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning();
    if (!row) throw new Error(`user ${userId} not found`);
    return row;
  }

  /** Sets the user's phone only when the record has none (empty counts as none); whether it did. */
  async fillPhone(userId: string, phone: string): Promise<boolean> {
    const rows = await this.db
      .update(users)
      .set({ phone, updatedAt: new Date() })
      .where(and(eq(users.id, userId), sql`coalesce(btrim(${users.phone}), '') = ''`))
      .returning({ id: users.id });
    return rows.length > 0;
  }

  /** Account, sessions, codes and reset tokens go with the user (ON DELETE CASCADE). */
  async deleteUser(userId: string): Promise<void> {
    await this.db.delete(users).where(eq(users.id, userId));
  }
}

export type UserUpdate = Partial<
  Pick<UserRow, 'name' | 'phone' | 'address' | 'language' | 'userType' | 'status'>
>;
