import { and, eq, gt, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  accounts,
  authAttempts,
  passwordResets,
  refreshTokens,
  users,
  verificationCodes,
} from '../../db/schema/index.js';

/** Refresh tokens, verification codes and reset tokens (all stored hashed), and counted attempts. */
export class SessionsRepository {
  constructor(private readonly db: DbOrTx) {}

  // ── refresh tokens ─────────────────────────────────────────────────────────
  async insertRefresh(values: { accountId: string; familyId: string; tokenHash: string; expiresAt: Date }) {
    await this.db.insert(refreshTokens).values(values);
  }

  async findRefresh(tokenHash: string) {
    const [row] = await this.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, tokenHash))
      .limit(1);
    return row;
  }

  /** Marks a token rotated; false when another request rotated it first (the guard is the WHERE). */
  async markRotated(id: string): Promise<boolean> {
    const rows = await this.db
      .update(refreshTokens)
      .set({ rotatedAt: new Date() })
      .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.rotatedAt), isNull(refreshTokens.revokedAt)))
      .returning({ id: refreshTokens.id });
    return rows.length === 1;
  }

  async revokeFamily(familyId: string) {
    await this.db
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  }

  async revokeAllForAccount(accountId: string) {
    await this.db
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.accountId, accountId), isNull(refreshTokens.revokedAt)));
  }

  /** Ends every refresh family of the account but one (the caller's, on a change of password). */
  async revokeOthersForAccount(accountId: string, keepFamilyId: string) {
    await this.db
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(refreshTokens.accountId, accountId),
          ne(refreshTokens.familyId, keepFamilyId),
          isNull(refreshTokens.revokedAt),
        ),
      );
  }

  /**
   * Whether a login is still live: its refresh family neither revoked (logout, reset, change of
   * password elsewhere, reuse) nor expired, and its user active (not blacklisted, not deleted).
   */
  async sessionLive(accountId: string, familyId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: refreshTokens.id })
      .from(refreshTokens)
      .innerJoin(accounts, eq(accounts.id, refreshTokens.accountId))
      .innerJoin(users, eq(users.id, accounts.userId))
      .where(
        and(
          eq(refreshTokens.familyId, familyId),
          eq(refreshTokens.accountId, accountId),
          isNull(refreshTokens.revokedAt),
          gt(refreshTokens.expiresAt, new Date()),
          eq(users.status, 'ACTIVE'),
        ),
      )
      .limit(1);
    return Boolean(row);
  }

  /** A live reset token's account, without using it (the link is checked before any costly work). */
  async findLiveReset(tokenHash: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ accountId: passwordResets.accountId })
      .from(passwordResets)
      .where(
        and(
          eq(passwordResets.tokenHash, tokenHash),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, new Date()),
        ),
      )
      .limit(1);
    return row?.accountId;
  }

  // ── verification codes ─────────────────────────────────────────────────────
  /** One live code per account: a new one replaces the old (resend). */
  async upsertVerificationCode(accountId: string, codeHash: string, expiresAt: Date) {
    await this.db
      .insert(verificationCodes)
      .values({ accountId, codeHash, expiresAt, failedAttempts: 0 })
      .onConflictDoUpdate({
        target: verificationCodes.accountId,
        set: { codeHash, expiresAt, failedAttempts: 0, createdAt: new Date() },
      });
  }

  async findVerificationCode(accountId: string) {
    const [row] = await this.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.accountId, accountId))
      .limit(1);
    return row;
  }

  async findVerificationByHash(codeHash: string) {
    return this.db
      .select()
      .from(verificationCodes)
      .where(and(eq(verificationCodes.codeHash, codeHash), gt(verificationCodes.expiresAt, new Date())))
      .limit(2);
  }

  /** Counts a wrong try atomically and returns the new count. */
  async countWrongCode(accountId: string): Promise<number> {
    const [row] = await this.db
      .update(verificationCodes)
      .set({ failedAttempts: sql`${verificationCodes.failedAttempts} + 1` })
      .where(eq(verificationCodes.accountId, accountId))
      .returning({ failedAttempts: verificationCodes.failedAttempts });
    return row?.failedAttempts ?? 0;
  }

  /** Deletes the account's code: false when there was none (another request used it first). */
  async deleteVerificationCode(accountId: string): Promise<boolean> {
    const rows = await this.db
      .delete(verificationCodes)
      .where(eq(verificationCodes.accountId, accountId))
      .returning({ accountId: verificationCodes.accountId });
    return rows.length > 0;
  }

  // ── password resets ────────────────────────────────────────────────────────
  async insertReset(accountId: string, tokenHash: string, expiresAt: Date) {
    // a new link replaces any earlier one that was not used
    await this.db
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResets.accountId, accountId), isNull(passwordResets.usedAt)));
    await this.db.insert(passwordResets).values({ accountId, tokenHash, expiresAt });
  }

  /** Uses a live reset token exactly once: the account id, or undefined when invalid, expired or used. */
  async consumeReset(tokenHash: string): Promise<string | undefined> {
    const [row] = await this.db
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(passwordResets.tokenHash, tokenHash),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, new Date()),
        ),
      )
      .returning({ accountId: passwordResets.accountId });
    return row?.accountId;
  }

  // ── counted attempts (logins, code guesses, mails: reserved before the work) ──
  /**
   * Counts one attempt on each key and returns each key's count in its window, in one statement:
   * the reservation is atomic, so N concurrent requests see the counts 1…N, never N times the same.
   * A key whose window has ended starts again at 1.
   */
  async reserve(keys: readonly string[], windowMs: number): Promise<Map<string, number>> {
    const now = new Date();
    const resetAt = new Date(now.getTime() + windowMs);
    const ended = sql`${authAttempts.resetAt} <= ${now.toISOString()}::timestamptz`;
    const rows = await this.db
      .insert(authAttempts)
      .values(keys.map((key) => ({ key, count: 1, resetAt })))
      .onConflictDoUpdate({
        target: authAttempts.key,
        set: {
          count: sql`case when ${ended} then 1 else ${authAttempts.count} + 1 end`,
          resetAt: sql`case when ${ended} then excluded.reset_at else ${authAttempts.resetAt} end`,
        },
      })
      .returning({ key: authAttempts.key, count: authAttempts.count });
    return new Map(rows.map((r) => [r.key, r.count]));
  }

  /** Gives back one reserved attempt (it turned out not to be a failure). */
  async release(key: string) {
    await this.db
      .update(authAttempts)
      .set({ count: sql`greatest(${authAttempts.count} - 1, 0)` })
      .where(eq(authAttempts.key, key));
  }

  /** Forgets these keys, and every key that starts with one of the prefixes. */
  async clearAttempts(keys: readonly string[], prefixes: readonly string[] = []) {
    const byPrefix = prefixes.map((p) => sql`starts_with(${authAttempts.key}, ${p})`);
    await this.db.delete(authAttempts).where(or(inArray(authAttempts.key, [...keys]), ...byPrefix));
  }

  /** Drops the rows whose window has ended (they would count from 1 again anyway). */
  async deleteEndedAttempts() {
    await this.db.delete(authAttempts).where(lte(authAttempts.resetAt, new Date()));
  }
}
