import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type AccountRow, accounts, type UserRow, users } from '../../db/schema/index.js';

export interface UserWithAccount {
  user: UserRow;
  account: AccountRow;
}

export class AuthRepository {
  constructor(private readonly db: Db) {}

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

  /** Creates a user and its account in one transaction. */
  async create(input: {
    email: string;
    name: string;
    passwordHash: string | null;
    role?: AccountRow['role'];
    isVerified?: boolean;
    language?: UserRow['language'];
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
}
