import { createHmac, randomUUID } from 'node:crypto';
import {
  type AuthSession,
  LOGIN_MAX_FAILURES,
  LOGIN_WINDOW_MS,
  MESSAGES,
  type PublicUser,
  REFRESH_TOKEN_TTL_S,
  RESET_TOKEN_TTL_MS,
  randomCode,
  VERIFICATION_CODE_TTL_MS,
  VERIFICATION_MAX_TRIES,
} from '@shop/shared';
import type { DbOrTx } from '../../db/client.js';
import type { UserRow } from '../../db/schema/index.js';
import { AppError, unauthorized } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import { hashPassword, verifyPassword } from '../../lib/password.js';
import { type AccessClaims, hashToken, opaqueToken } from '../../lib/tokens.js';
import type { AuthMail } from './auth.mail.js';
import { toPublicAccount, toPublicUser } from './auth.mapper.js';
import { AuthRepository, type UserWithAccount } from './auth.repository.js';
import type { GoogleClient } from './google.client.js';
import { SessionsRepository } from './sessions.repository.js';

/** A session for the client plus the refresh token the route puts in the httpOnly cookie. */
export interface IssuedSession extends AuthSession {
  refreshToken: string;
}

/** A refresh within this many ms of the same token's rotation is another tab, not a thief. */
const ROTATION_GRACE_MS = 10_000;

const INVALID_CREDENTIALS = 'Invalid email or password';
const BLACKLISTED = 'This account has been suspended. Please contact us.';

/**
 * DECISIONS §4: accounts and sessions. Passwords argon2id; 15-minute access JWTs; rotated, hashed
 * refresh tokens with reuse detection; 6-character verification codes (24 h, 5 tries); single-use
 * reset tokens (1 h) that end every session; login throttling per e-mail.
 */
export class AuthService {
  readonly repo: AuthRepository;
  private readonly sessions: SessionsRepository;

  constructor(
    private readonly ctx: AppContext,
    private readonly mail: AuthMail,
    private readonly google: GoogleClient | undefined,
  ) {
    this.repo = new AuthRepository(ctx.db);
    this.sessions = new SessionsRepository(ctx.db);
  }

  // ── sessions ───────────────────────────────────────────────────────────────

  async session(found: UserWithAccount): Promise<AuthSession> {
    const accessToken = await this.ctx.tokens.sign({
      sub: found.user.id,
      acc: found.account.id,
      role: found.account.role,
      verified: found.account.isVerified,
    });
    return {
      user: toPublicUser(found.user),
      account: toPublicAccount(found.account),
      tokens: { accessToken },
    };
  }

  /** A new login: an access token and the first refresh token of a new family. */
  private async issue(found: UserWithAccount): Promise<IssuedSession> {
    const { token, hash } = opaqueToken();
    await this.sessions.insertRefresh({
      accountId: found.account.id,
      familyId: randomUUID(),
      tokenHash: hash,
      expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_S * 1000),
    });
    return { ...(await this.session(found)), refreshToken: token };
  }

  private assertActive(found: UserWithAccount) {
    if (found.user.status === 'BLACKLISTED') throw new AppError('ACCOUNT_BLACKLISTED', BLACKLISTED);
  }

  /** SPEC §7 GET /auth/me. */
  async me(auth: AccessClaims): Promise<AuthSession> {
    const found = await this.repo.findById(auth.sub);
    if (!found) throw unauthorized('Your account no longer exists');
    this.assertActive(found);
    return this.session(found);
  }

  /**
   * POST /auth/refresh-token: exchanges the cookie's refresh token for a new one and an access token.
   * A token already exchanged is a stolen copy being replayed (or the thief's copy after the owner's):
   * its whole family is revoked. Two tabs refreshing at the same moment are told apart by a short grace.
   */
  async refresh(refreshToken: string | undefined): Promise<{ accessToken: string; refreshToken?: string }> {
    if (!refreshToken) throw unauthorized(MESSAGES.sessionExpired);
    const row = await this.sessions.findRefresh(hashToken(refreshToken));
    if (!row || row.revokedAt || row.expiresAt.getTime() <= Date.now())
      throw unauthorized(MESSAGES.sessionExpired);
    const found = await this.repo.findByAccountId(row.accountId);
    if (!found) throw unauthorized(MESSAGES.sessionExpired);
    this.assertActive(found);

    if (row.rotatedAt) {
      if (Date.now() - row.rotatedAt.getTime() < ROTATION_GRACE_MS) {
        // the browser already holds the newer cookie: answer an access token, keep the cookie
        return { accessToken: (await this.session(found)).tokens.accessToken };
      }
      await this.sessions.revokeFamily(row.familyId);
      this.ctx.log.warn({ accountId: row.accountId }, 'refresh token reuse: session family revoked');
      throw unauthorized(MESSAGES.sessionExpired);
    }
    if (!(await this.sessions.markRotated(row.id))) {
      // lost a race with a concurrent refresh of the same token: the grace rule above applies
      return this.refresh(refreshToken);
    }
    const next = opaqueToken();
    await this.sessions.insertRefresh({
      accountId: row.accountId,
      familyId: row.familyId,
      tokenHash: next.hash,
      expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_S * 1000),
    });
    return { accessToken: (await this.session(found)).tokens.accessToken, refreshToken: next.token };
  }

  /** POST /auth/logout: ends this login's refresh family (the access token dies within 15 minutes). */
  async logout(refreshToken: string | undefined): Promise<void> {
    if (!refreshToken) return;
    const row = await this.sessions.findRefresh(hashToken(refreshToken));
    if (row) await this.sessions.revokeFamily(row.familyId);
  }

  // ── sign-up, verification, login ──────────────────────────────────────────

  /** SPEC §5 sign-up: the account starts unverified; the code goes out by mail in the same transaction. */
  async signup(input: {
    email: string;
    password: string;
    name: string;
    language: 'en' | 'vi';
  }): Promise<PublicUser> {
    if (await this.repo.findByEmail(input.email)) {
      throw new AppError('CONFLICT', 'An account with this email already exists');
    }
    const passwordHash = await hashPassword(input.password);
    const created = await this.ctx.db.transaction(async (tx) => {
      const repo = new AuthRepository(tx);
      // the unique index settles a race between two sign-ups with one address
      const row = await repo.create({ ...input, passwordHash }).catch((err: unknown) => {
        if (isUniqueViolation(err))
          throw new AppError('CONFLICT', 'An account with this email already exists');
        throw err;
      });
      await this.sendVerificationCode(tx, row);
      return row;
    });
    this.mail.wake();
    return toPublicUser(created.user);
  }

  private async sendVerificationCode(db: DbOrTx, found: UserWithAccount) {
    const code = randomCode(6);
    await new SessionsRepository(db).upsertVerificationCode(
      found.account.id,
      this.codeHash(code),
      new Date(Date.now() + VERIFICATION_CODE_TTL_MS),
    );
    await this.mail.verification(db, found.user, code);
  }

  /** Codes are short, so they are stored as an HMAC under the server's secret rather than a bare hash. */
  private codeHash(code: string) {
    return createHmac('sha256', this.ctx.config.jwtSecret).update(`verify:${code}`).digest('hex');
  }

  /**
   * SPEC §7 POST /auth/verify-email {code}: the account is found from the signed-in caller, the
   * e-mail sent with the code, or else the code itself. Five wrong codes end that code.
   */
  async verifyEmail(input: { code: string; email?: string | undefined }, auth: AccessClaims | undefined) {
    const invalid = () => new AppError('VALIDATION_ERROR', 'Invalid or expired verification code');
    const found = auth
      ? await this.repo.findById(auth.sub)
      : input.email
        ? await this.repo.findByEmail(input.email)
        : await this.findByCode(input.code);
    if (!found) throw invalid();
    this.assertActive(found);
    if (found.account.isVerified) {
      return { ...(await this.issue(found)), message: MESSAGES.emailVerified };
    }
    const stored = await this.sessions.findVerificationCode(found.account.id);
    if (
      !stored ||
      stored.expiresAt.getTime() <= Date.now() ||
      stored.failedAttempts >= VERIFICATION_MAX_TRIES
    ) {
      throw new AppError('VALIDATION_ERROR', 'This verification code has expired. Please request a new one.');
    }
    if (stored.codeHash !== this.codeHash(input.code)) {
      const tries = await this.sessions.countWrongCode(found.account.id);
      if (tries >= VERIFICATION_MAX_TRIES) {
        throw new AppError('VALIDATION_ERROR', 'Too many wrong codes. Please request a new one.');
      }
      throw invalid();
    }
    await this.ctx.db.transaction(async (tx) => {
      await new AuthRepository(tx).updateAccount(found.account.id, { isVerified: true });
      await new SessionsRepository(tx).deleteVerificationCode(found.account.id);
    });
    const verified = { user: found.user, account: { ...found.account, isVerified: true } };
    return { ...(await this.issue(verified)), message: MESSAGES.emailVerified };
  }

  private async findByCode(code: string): Promise<UserWithAccount | undefined> {
    const rows = await this.sessions.findVerificationByHash(this.codeHash(code));
    // two live accounts with one code cannot tell themselves apart by the code alone
    if (rows.length !== 1) return undefined;
    return this.repo.findByAccountId(rows[0]!.accountId);
  }

  /** POST /auth/resend-verification: the same answer whether or not the address has an account. */
  async resendVerification(email: string): Promise<void> {
    const found = await this.repo.findByEmail(email);
    if (!found || found.account.isVerified || found.user.status === 'BLACKLISTED') return;
    await this.ctx.db.transaction((tx) => this.sendVerificationCode(tx, found));
    this.mail.wake();
  }

  /** SPEC §5 login with the server-side throttle of DECISIONS §4. */
  async login(input: { email: string; password: string }): Promise<IssuedSession> {
    const failures = await this.sessions.loginFailures(input.email);
    if (
      failures &&
      failures.failures >= LOGIN_MAX_FAILURES &&
      Date.now() - failures.lastFailureAt.getTime() < LOGIN_WINDOW_MS
    ) {
      throw new AppError('RATE_LIMITED', MESSAGES.tooManyLoginAttempts);
    }
    const found = await this.repo.findByEmail(input.email);
    const ok = found?.account.passwordHash
      ? await verifyPassword(found.account.passwordHash, input.password)
      : false;
    if (!found || !ok) {
      await this.sessions.recordLoginFailure(input.email, LOGIN_WINDOW_MS);
      throw new AppError('UNAUTHORIZED', INVALID_CREDENTIALS);
    }
    this.assertActive(found);
    if (failures) await this.sessions.clearLoginFailures(input.email);
    return this.issue(found);
  }

  // ── passwords ─────────────────────────────────────────────────────────────

  /** POST /auth/forgot-password: the same answer for known and unknown addresses. */
  async forgotPassword(email: string): Promise<void> {
    const found = await this.repo.findByEmail(email);
    if (!found || found.user.status === 'BLACKLISTED') return;
    const { token, hash } = opaqueToken();
    await this.ctx.db.transaction(async (tx) => {
      await new SessionsRepository(tx).insertReset(
        found.account.id,
        hash,
        new Date(Date.now() + RESET_TOKEN_TTL_MS),
      );
      await this.mail.passwordReset(tx, found.user, token);
    });
    this.mail.wake();
  }

  /** POST /auth/reset-password/{token}: single use; every session of the user ends. */
  async resetPassword(token: string, password: string): Promise<void> {
    const passwordHash = await hashPassword(password);
    await this.ctx.db.transaction(async (tx) => {
      const sessions = new SessionsRepository(tx);
      const accountId = await sessions.consumeReset(hashToken(token));
      if (!accountId) throw new AppError('VALIDATION_ERROR', 'This reset link is invalid or has expired');
      // the link proves the address, so the account counts as verified from now on
      await new AuthRepository(tx).updateAccount(accountId, { passwordHash, isVerified: true });
      await sessions.revokeAllForAccount(accountId);
      await sessions.clearLoginFailures(
        (await new AuthRepository(tx).findByAccountId(accountId))!.user.email,
      );
    });
  }

  /** Change of password from the profile: the current one is needed when the account has one. */
  async changePassword(auth: AccessClaims, currentPassword: string | undefined, newPassword: string) {
    const found = await this.mustFind(auth);
    if (found.account.passwordHash) {
      if (!currentPassword || !(await verifyPassword(found.account.passwordHash, currentPassword))) {
        throw new AppError('VALIDATION_ERROR', 'Your current password is not correct');
      }
    }
    await this.repo.updateAccount(found.account.id, { passwordHash: await hashPassword(newPassword) });
  }

  /** POST /auth/google/set-password: an account made by Google sign-in gets a password. */
  async setPassword(auth: AccessClaims, password: string) {
    const found = await this.mustFind(auth);
    if (found.account.passwordHash) {
      throw new AppError('CONFLICT', 'This account already has a password. Change it from your profile.');
    }
    await this.repo.updateAccount(found.account.id, { passwordHash: await hashPassword(password) });
  }

  // ── profile ───────────────────────────────────────────────────────────────

  async profile(auth: AccessClaims) {
    const found = await this.mustFind(auth);
    return { user: toPublicUser(found.user), account: toPublicAccount(found.account) };
  }

  async updateProfile(
    auth: AccessClaims,
    input: {
      name?: string | undefined;
      phone?: string | undefined;
      address?: string | undefined;
      language?: UserRow['language'] | undefined;
    },
  ): Promise<PublicUser> {
    const found = await this.mustFind(auth);
    const updated = await this.repo.updateUser(found.user.id, {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.phone !== undefined ? { phone: input.phone || null } : {}),
      ...(input.address !== undefined ? { address: input.address || null } : {}),
      ...(input.language !== undefined ? { language: input.language } : {}),
    });
    return toPublicUser(updated);
  }

  /**
   * DELETE /auth/delete-account: the person's data goes (user, account, sessions, codes cascade);
   * orders, when they exist, keep only their own snapshot.
   */
  async deleteAccount(auth: AccessClaims): Promise<void> {
    const found = await this.mustFind(auth);
    await this.repo.deleteUser(found.user.id);
  }

  private async mustFind(auth: AccessClaims): Promise<UserWithAccount> {
    const found = await this.repo.findById(auth.sub);
    if (!found) throw unauthorized('Your account no longer exists');
    return found;
  }

  // ── Google ────────────────────────────────────────────────────────────────

  private googleClient(): GoogleClient {
    if (!this.google) throw new AppError('NOT_FOUND', 'Google sign-in is not available');
    return this.google;
  }

  /** POST /auth/google/login: signs in, links by verified e-mail, or creates the account. */
  async googleLogin(code: string, language: 'en' | 'vi'): Promise<IssuedSession> {
    const profile = await this.googleClient().profileFromCode(code);
    let found = await this.repo.findByGoogleId(profile.sub);
    if (!found) {
      const byEmail = await this.repo.findByEmail(profile.email);
      if (byEmail) {
        // Google vouches for the address, so it may join the account that holds it
        await this.repo.updateAccount(byEmail.account.id, { googleId: profile.sub, isVerified: true });
        found = {
          user: byEmail.user,
          account: { ...byEmail.account, googleId: profile.sub, isVerified: true },
        };
      } else {
        found = await this.repo.create({
          email: profile.email,
          name: profile.name,
          passwordHash: null,
          isVerified: true,
          googleId: profile.sub,
          language,
        });
      }
    }
    this.assertActive(found);
    return this.issue(found);
  }

  /** POST /auth/google/link-account: links the caller's account to their Google identity. */
  async googleLink(auth: AccessClaims, code: string): Promise<IssuedSession> {
    const profile = await this.googleClient().profileFromCode(code);
    const found = await this.mustFind(auth);
    const holder = await this.repo.findByGoogleId(profile.sub);
    if (holder && holder.account.id !== found.account.id) {
      throw new AppError('CONFLICT', 'This Google account is already linked to another account');
    }
    await this.repo.updateAccount(found.account.id, { googleId: profile.sub });
    return this.issue({ user: found.user, account: { ...found.account, googleId: profile.sub } });
  }

  /** DELETE /auth/google/unlink-account: only when a password remains to sign in with. */
  async googleUnlink(auth: AccessClaims): Promise<void> {
    const found = await this.mustFind(auth);
    if (!found.account.googleId) throw new AppError('CONFLICT', 'No Google account is linked');
    if (!found.account.passwordHash) {
      throw new AppError(
        'CONFLICT',
        'Set a password before unlinking Google, or you could not sign in again',
      );
    }
    await this.repo.updateAccount(found.account.id, { googleId: null });
  }

  // ── staff bootstrap ───────────────────────────────────────────────────────

  /**
   * DECISIONS §2: ADMIN_EMAIL/ADMIN_PASSWORD make sure this verified ADMIN account exists at start;
   * the password is updated when it changed.
   */
  async ensureAdmin(email: string, password: string): Promise<void> {
    const found = await this.repo.findByEmail(email);
    if (!found) {
      await this.repo.create({
        email,
        name: 'Administrator',
        passwordHash: await hashPassword(password),
        role: 'ADMIN',
        isVerified: true,
      });
      this.ctx.log.info('admin account created');
      return;
    }
    const samePassword = found.account.passwordHash
      ? await verifyPassword(found.account.passwordHash, password)
      : false;
    if (samePassword && found.account.role === 'ADMIN' && found.account.isVerified) return;
    await this.repo.updateAccount(found.account.id, {
      role: 'ADMIN',
      isVerified: true,
      ...(samePassword ? {} : { passwordHash: await hashPassword(password) }),
    });
    this.ctx.log.info('admin account updated');
  }
}

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}
