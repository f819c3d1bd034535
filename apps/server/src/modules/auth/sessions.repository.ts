import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { loginFailures, passwordResets, refreshTokens, verificationCodes } from '../../db/schema/index.js';

/** Refresh tokens, verification codes, reset tokens and login failures: all stored hashed. */
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

  /** Counts a wrong try atomically and answers the new count. */
  async countWrongCode(accountId: string): Promise<number> {
    const [row] = await this.db
      .update(verificationCodes)
      .set({ failedAttempts: sql`${verificationCodes.failedAttempts} + 1` })
      .where(eq(verificationCodes.accountId, accountId))
      .returning({ failedAttempts: verificationCodes.failedAttempts });
    return row?.failedAttempts ?? 0;
  }

  async deleteVerificationCode(accountId: string) {
    await this.db.delete(verificationCodes).where(eq(verificationCodes.accountId, accountId));
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

  // ── login failures ─────────────────────────────────────────────────────────
  async loginFailures(email: string) {
    const [row] = await this.db.select().from(loginFailures).where(eq(loginFailures.email, email)).limit(1);
    return row;
  }

  /** One more failure; the count restarts when the last failure is older than the window. */
  async recordLoginFailure(email: string, windowMs: number) {
    const windowStart = new Date(Date.now() - windowMs);
    await this.db
      .insert(loginFailures)
      .values({ email, failures: 1, lastFailureAt: new Date() })
      .onConflictDoUpdate({
        target: loginFailures.email,
        set: {
          failures: sql`case when ${loginFailures.lastFailureAt} < ${windowStart.toISOString()}::timestamptz then 1 else ${loginFailures.failures} + 1 end`,
          lastFailureAt: new Date(),
        },
      });
  }

  async clearLoginFailures(email: string) {
    await this.db.delete(loginFailures).where(eq(loginFailures.email, email));
  }
}
