import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import {
  type AuthSession,
  LOGIN_MAX_FAILURES,
  LOGIN_WINDOW_MS,
  MESSAGES,
  type PublicUser,
  phoneSchema,
  REFRESH_TOKEN_TTL_S,
  RESET_TOKEN_TTL_MS,
  randomCode,
  VERIFICATION_CODE_TTL_MS,
  VERIFICATION_MAX_TRIES,
} from '@shop/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../db/client.js';
import type { UserRow } from '../../db/schema/index.js';
import { AppError, unauthorized } from '../../lib/app-error.js';
import type { Caller } from '../../lib/caller.js';
import { hashPassword, verifyPassword } from '../../lib/password.js';
import { rateLimitKey } from '../../lib/rate-limit-counts.js';
import { type AccessTokens, hashToken, opaqueToken, sameSecret } from '../../lib/tokens.js';
import type { AuthMail } from './auth.mail.js';
import { toPublicAccount, toPublicUser } from './auth.mapper.js';
import { AuthRepository, type UserWithAccount } from './auth.repository.js';
import type { GoogleClient } from './google.client.js';
import type { SessionCheck } from './session-check.js';
import { SessionsRepository } from './sessions.repository.js';

export interface AuthDeps {
  db: Db;
  /** signs the access tokens */
  tokens: AccessTokens;
  /** the key of the verification codes' and the sign-up cookie's HMACs */
  jwtSecret: string;
  log: FastifyBaseLogger;
  mail: AuthMail;
  /** unset when Google sign-in is not configured */
  google: GoogleClient | undefined;
  sessionCheck: SessionCheck;
}

/** A session for the client plus the refresh token the route puts in the httpOnly cookie. */
export interface IssuedSession extends AuthSession {
  refreshToken: string;
}

/** A refresh within this many ms of the same token's rotation is another tab, not a thief. */
const ROTATION_GRACE_MS = 10_000;

/**
 * Failed logins per e-mail over all client addresses, beside the 5 per e-mail and address: a
 * stranger's five tries cannot lock the owner out, and a botnet still meets a ceiling.
 * Limits: docs/requirements/limits.md
 */
const LOGIN_MAX_PER_EMAIL = 50;
/** Wrong code-only verification guesses per client address, per LOGIN_WINDOW_MS (a code may be anyone's). */
const CODE_GUESSES_PER_ADDRESS = 10;
/** Forgot-password and resend-verification mails per address per hour: the forms cannot flood an inbox. */
const AUTH_MAILS_PER_HOUR = 3;
const HOUR_MS = 60 * 60 * 1000;
/**
 * Logins and sign-ups per client address per minute, each counted before any argon2
 * work, so that one address cannot buy the server's password-hashing time with unknown e-mails.
 */
const AUTH_ATTEMPTS_PER_ADDRESS = 20;
const MINUTE_MS = 60 * 1000;

const loginKey = (email: string) => `login:${email}`;
const loginAddressPrefix = (email: string) => `login:${email}|`;

/** What a proof of the address from another browser than the sign-up's ends. */
const STRANGERS_CLEARED = { passwordHash: null, googleId: null } as const;

/**
 * Accounts and sessions. Passwords argon2id; 15-minute access JWTs; rotated, hashed refresh tokens
 * with reuse detection; 6-character verification codes (24 h, 5 tries); single-use reset tokens
 * (1 h) that end every session. Attempts are reserved before they are checked (login, code guesses,
 * mails), so that concurrent guesses cannot all pass one count, and an ended login's access token is
 * refused at once. Limits: docs/requirements/limits.md
 */
export class AuthService {
  readonly repo: AuthRepository;
  private readonly sessions: SessionsRepository;

  /** a hash no password matches: an unknown e-mail costs the same argon2 time as a known one */
  private dummyHash: Promise<string> | undefined;

  constructor(private readonly deps: AuthDeps) {
    this.repo = new AuthRepository(deps.db);
    this.sessions = new SessionsRepository(deps.db);
  }

  // ── sessions ───────────────────────────────────────────────────────────────

  /** An access token for one login (`familyId`, its refresh family), with the user and account. */
  async session(found: UserWithAccount, familyId: string): Promise<AuthSession> {
    const accessToken = await this.deps.tokens.sign({
      sub: found.user.id,
      acc: found.account.id,
      sid: familyId,
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
  async startSession(found: UserWithAccount): Promise<IssuedSession> {
    const { token, hash } = opaqueToken();
    const familyId = randomUUID();
    await this.sessions.insertRefresh({
      accountId: found.account.id,
      familyId,
      tokenHash: hash,
      expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_S * 1000),
    });
    return { ...(await this.session(found, familyId)), refreshToken: token };
  }

  private assertActive(found: UserWithAccount) {
    if (found.user.status === 'BLACKLISTED')
      throw new AppError('ACCOUNT_BLACKLISTED', MESSAGES.accountSuspended);
  }

  /** GET /auth/me: the caller's user and account, with a fresh access token. */
  async me(caller: Caller): Promise<AuthSession> {
    const found = await this.repo.findById(caller.userId);
    if (!found) throw unauthorized('Your account no longer exists');
    this.assertActive(found);
    return this.session(found, caller.sessionId);
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
        // the browser already holds the newer cookie: return an access token, keep the cookie
        return { accessToken: (await this.session(found, row.familyId)).tokens.accessToken };
      }
      await this.sessions.revokeFamily(row.familyId);
      this.deps.sessionCheck.forget(row.accountId);
      this.deps.log.warn({ accountId: row.accountId }, 'refresh token reuse: session family revoked');
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
    return {
      accessToken: (await this.session(found, row.familyId)).tokens.accessToken,
      refreshToken: next.token,
    };
  }

  /** POST /auth/logout: ends this login's refresh family, and with it its access tokens. */
  async logout(refreshToken: string | undefined): Promise<void> {
    if (!refreshToken) return;
    const row = await this.sessions.findRefresh(hashToken(refreshToken));
    if (!row) return;
    await this.sessions.revokeFamily(row.familyId);
    this.deps.sessionCheck.forget(row.accountId);
  }

  /**
   * Ends every login of the account, or every one but the caller's (`keepFamilyId`), in the caller's
   * transaction (`db`): its refresh tokens are revoked, and this instance refuses its access tokens at
   * once (other instances follow within seconds). The back office's blacklisting and
   * deletion (modules/users) end logins through it too.
   */
  async endSessions(db: DbOrTx, accountId: string, keepFamilyId?: string) {
    const sessions = new SessionsRepository(db);
    if (keepFamilyId) await sessions.revokeOthersForAccount(accountId, keepFamilyId);
    else await sessions.revokeAllForAccount(accountId);
    this.deps.sessionCheck.forget(accountId);
  }

  /**
   * Reserves one attempt on each key before the work it guards: false when any key is past its
   * limit. Now and then the rows whose windows have ended are deleted.
   */
  private async reserve(limits: Record<string, number>, windowMs: number): Promise<boolean> {
    const counts = await this.sessions.reserve(Object.keys(limits), windowMs);
    if (Math.random() < 0.01) void this.sessions.deleteEndedAttempts().catch(() => {});
    return Object.entries(limits).every(([key, max]) => (counts.get(key) ?? 0) <= max);
  }

  /**
   * One of the client address's attempts of this minute at `action`, or 429. An IPv6
   * address counts by its /64, as the per-client rate limit does: one host holds a whole /64.
   */
  private async reserveForAddress(action: 'login' | 'signup', clientAddress: string): Promise<void> {
    const key = `address-${action}:${rateLimitKey(clientAddress)}`;
    if (!(await this.reserve({ [key]: AUTH_ATTEMPTS_PER_ADDRESS }, MINUTE_MS))) {
      throw new AppError('RATE_LIMITED', MESSAGES.tooManyAttemptsFromAddress);
    }
  }

  // ── the sign-up browser ───────────────────────────────────

  /**
   * The value of the sign-up browser's cookie: the account id and an HMAC under the server's secret
   * over it and the account's password hash, so nothing is stored, and the cookie stops matching as
   * soon as the password changes (a reset). See docs/decisions/0001-proving-an-address.md.
   */
  private signupProof(accountId: string, passwordHash: string): string {
    const mac = createHmac('sha256', this.deps.jwtSecret)
      .update(`signup-browser\n${accountId}\n${passwordHash}`)
      .digest('base64url');
    return `${accountId}.${mac}`;
  }

  /** Whether a request's sign-up cookie was set by this account's sign-up (constant-time compare). */
  private fromSignupBrowser(found: UserWithAccount, offered: string | undefined): boolean {
    if (!offered || !found.account.passwordHash) return false;
    return sameSecret(offered, this.signupProof(found.account.id, found.account.passwordHash));
  }

  // ── sign-up, verification, login ──────────────────────────────────────────

  /**
   * Sign-up: the account starts unverified; the code goes out by mail in the same transaction.
   * The result carries the proof the route keeps in the sign-up browser's cookie: a
   * code entered there later keeps the password typed here.
   */
  async signup(
    input: { email: string; password: string; name: string; language: 'en' | 'vi' },
    clientAddress: string,
  ): Promise<{ user: PublicUser; signupProof: string }> {
    await this.reserveForAddress('signup', clientAddress);
    if (await this.repo.findByEmail(input.email)) {
      throw new AppError('CONFLICT', 'An account with this email already exists');
    }
    const passwordHash = await hashPassword(input.password);
    const created = await this.deps.db.transaction(async (tx) => {
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
    this.deps.mail.wake();
    return {
      user: toPublicUser(created.user),
      signupProof: this.signupProof(created.account.id, passwordHash),
    };
  }

  private async sendVerificationCode(db: DbOrTx, found: UserWithAccount) {
    const code = randomCode(6);
    await new SessionsRepository(db).upsertVerificationCode(
      found.account.id,
      this.codeHash(code),
      new Date(Date.now() + VERIFICATION_CODE_TTL_MS),
    );
    await this.deps.mail.verification(db, found.user, code);
  }

  /** Codes are short, so they are stored as an HMAC under the server's secret rather than a bare hash. */
  private codeHash(code: string) {
    return createHmac('sha256', this.deps.jwtSecret).update(`verify:${code}`).digest('hex');
  }

  /**
   * POST /auth/verify-email {code}: the account is found from the signed-in caller, the e-mail sent
   * with the code, or else the code itself. A session is issued only once that account's own live
   * code has been checked, so a code cannot sign anyone into another account; an account already
   * verified gets a message and no tokens. Five wrong codes end that code; wrong code-only guesses
   * count against the client address.
   *
   * The code proves the address, not who typed the password at sign-up. Proven from
   * the sign-up browser (`signupProof`, its cookie), the account keeps its password and logins.
   * Proven from anywhere else, signed in or not, whatever strangers set before the proof goes: the
   * password, every login, a Google link, the phone and address; the prover is signed in and told to
   * choose a password (`passwordRequired`).
   */
  async verifyEmail(
    input: { code: string; email?: string | undefined },
    caller: Caller | undefined,
    clientAddress: string,
    signupProof?: string | undefined,
  ): Promise<(IssuedSession & { message: string; passwordRequired?: true }) | { message: string }> {
    const invalid = () => new AppError('VALIDATION_ERROR', MESSAGES.invalidVerificationCode);
    let found: UserWithAccount | undefined;
    if (caller) found = await this.repo.findById(caller.userId);
    else if (input.email) found = await this.repo.findByEmail(input.email);
    else {
      // a code alone may be anyone's: the guesses of one address are counted before the lookup
      const guessKey = `verify:${clientAddress}`;
      if (!(await this.reserve({ [guessKey]: CODE_GUESSES_PER_ADDRESS }, LOGIN_WINDOW_MS))) {
        throw new AppError('RATE_LIMITED', MESSAGES.tooManyCodeGuesses);
      }
      found = await this.findByCode(input.code);
      if (found) await this.sessions.release(guessKey);
    }
    if (!found) throw invalid();
    this.assertActive(found);
    if (found.account.isVerified) return { message: MESSAGES.emailAlreadyVerified };
    const stored = await this.sessions.findVerificationCode(found.account.id);
    if (
      !stored ||
      stored.expiresAt.getTime() <= Date.now() ||
      stored.failedAttempts >= VERIFICATION_MAX_TRIES
    ) {
      throw new AppError('VALIDATION_ERROR', MESSAGES.verificationCodeExpired);
    }
    if (!sameSecret(this.codeHash(input.code), stored.codeHash)) {
      const tries = await this.sessions.countWrongCode(found.account.id);
      if (tries >= VERIFICATION_MAX_TRIES) {
        throw new AppError('VALIDATION_ERROR', MESSAGES.tooManyWrongCodes);
      }
      throw invalid();
    }
    const sameBrowser = this.fromSignupBrowser(found, signupProof);
    // the code is used once: of two requests with it, only the one that deletes it goes on
    const verified = await this.deps.db.transaction(async (tx): Promise<UserWithAccount | undefined> => {
      if (!(await new SessionsRepository(tx).deleteVerificationCode(found.account.id))) return undefined;
      const repo = new AuthRepository(tx);
      if (sameBrowser) {
        await repo.updateAccount(found.account.id, { isVerified: true });
        return { user: found.user, account: { ...found.account, isVerified: true } };
      }
      const proven = { ...STRANGERS_CLEARED, isVerified: true };
      await repo.updateAccount(found.account.id, proven);
      const user = await repo.updateUser(found.user.id, { phone: null, address: null });
      await this.endSessions(tx, found.account.id);
      return { user, account: { ...found.account, ...proven } };
    });
    if (!verified) throw invalid();
    const session = await this.startSession(verified);
    if (sameBrowser) return { ...session, message: MESSAGES.emailVerified };
    return { ...session, message: MESSAGES.emailVerified, passwordRequired: true };
  }

  private async findByCode(code: string): Promise<UserWithAccount | undefined> {
    const rows = await this.sessions.findVerificationByHash(this.codeHash(code));
    // two live accounts with one code cannot tell themselves apart by the code alone
    if (rows.length !== 1) return undefined;
    return this.repo.findByAccountId(rows[0]!.accountId);
  }

  /**
   * POST /auth/resend-verification: the same response whether or not the address has an account, or
   * has had its AUTH_MAILS_PER_HOUR, so that nobody learns which addresses have one.
   */
  async resendVerification(email: string): Promise<void> {
    const found = await this.repo.findByEmail(email);
    if (!found || found.account.isVerified || found.user.status === 'BLACKLISTED') return;
    if (!(await this.mayMail(email))) return;
    await this.deps.db.transaction((tx) => this.sendVerificationCode(tx, found));
    this.deps.mail.wake();
  }

  /**
   * Login, throttled on the server as well as in the browser: the attempt is reserved (counted)
   * before the password is checked, per e-mail and client address and per e-mail, so that
   * concurrent guesses cannot all be checked against one count; a success gives its attempt back.
   */
  async login(input: { email: string; password: string }, clientAddress: string): Promise<IssuedSession> {
    await this.reserveForAddress('login', clientAddress);
    const addressKey = `${loginAddressPrefix(input.email)}${clientAddress}`;
    const emailKey = loginKey(input.email);
    const allowed = await this.reserve(
      { [addressKey]: LOGIN_MAX_FAILURES, [emailKey]: LOGIN_MAX_PER_EMAIL },
      LOGIN_WINDOW_MS,
    );
    if (!allowed) throw new AppError('RATE_LIMITED', MESSAGES.tooManyLoginAttempts);
    const found = await this.repo.findByEmail(input.email);
    // an unknown e-mail (or an account without a password) costs the same argon2 time as a known one
    const hash = found?.account.passwordHash ?? (await this.dummyPasswordHash());
    const ok = (await verifyPassword(hash, input.password)) && Boolean(found?.account.passwordHash);
    if (!found || !ok) throw new AppError('UNAUTHORIZED', MESSAGES.invalidCredentials);
    this.assertActive(found);
    await this.sessions.clearAttempts([addressKey]);
    await this.sessions.release(emailKey);
    return this.startSession(found);
  }

  private dummyPasswordHash(): Promise<string> {
    this.dummyHash ??= hashPassword(randomBytes(32).toString('base64url'));
    return this.dummyHash;
  }

  // ── passwords ─────────────────────────────────────────────────────────────

  /** Reserves one of the address's account mails of this hour (reset links and codes together). */
  private mayMail(email: string): Promise<boolean> {
    return this.reserve({ [`mail:${email}`]: AUTH_MAILS_PER_HOUR }, HOUR_MS);
  }

  /** POST /auth/forgot-password: the same response for known and unknown addresses, and past the limit. */
  async forgotPassword(email: string): Promise<void> {
    const found = await this.repo.findByEmail(email);
    if (!found || found.user.status === 'BLACKLISTED') return;
    if (!(await this.mayMail(email))) return;
    const { token, hash } = opaqueToken();
    await this.deps.db.transaction(async (tx) => {
      await new SessionsRepository(tx).insertReset(
        found.account.id,
        hash,
        new Date(Date.now() + RESET_TOKEN_TTL_MS),
      );
      await this.deps.mail.passwordReset(tx, found.user, token);
    });
    this.deps.mail.wake();
  }

  /**
   * POST /auth/reset-password/{token}: single use; every session of the user ends, and the account's
   * counted login failures are forgotten. The link is checked before the password is hashed, so an
   * anonymous caller cannot make the server spend argon2 time for nothing. The link
   * proves the address; on an account not yet verified it also ends what strangers set before the
   * proof (a Google link, the phone and address, the pending code). A verified account's Google link
   * is its owner's and stays.
   */
  async resetPassword(token: string, password: string): Promise<void> {
    const tokenHash = hashToken(token);
    const invalid = () => new AppError('VALIDATION_ERROR', MESSAGES.resetLinkInvalid);
    if (!(await this.sessions.findLiveReset(tokenHash))) throw invalid();
    const passwordHash = await hashPassword(password);
    await this.deps.db.transaction(async (tx) => {
      const sessions = new SessionsRepository(tx);
      const accountId = await sessions.consumeReset(tokenHash);
      if (!accountId) throw invalid();
      const repo = new AuthRepository(tx);
      const { user, account } = (await repo.findByAccountId(accountId))!;
      // the link proves the address, so the account counts as verified from now on
      if (account.isVerified) await repo.updateAccount(accountId, { passwordHash, isVerified: true });
      else {
        await repo.updateAccount(accountId, { ...STRANGERS_CLEARED, passwordHash, isVerified: true });
        await repo.updateUser(user.id, { phone: null, address: null });
        await sessions.deleteVerificationCode(accountId);
      }
      await this.endSessions(tx, accountId);
      await sessions.clearAttempts([loginKey(user.email)], [loginAddressPrefix(user.email)]);
    });
  }

  /**
   * Change of password from the profile: the current one is needed when the account has one. Every
   * other login of the account ends (a stolen refresh cookie stops working); the caller's stays.
   */
  async changePassword(caller: Caller, currentPassword: string | undefined, newPassword: string) {
    const found = await this.mustFind(caller);
    if (found.account.passwordHash) {
      if (!currentPassword || !(await verifyPassword(found.account.passwordHash, currentPassword))) {
        throw new AppError('VALIDATION_ERROR', 'Your current password is not correct');
      }
    }
    const passwordHash = await hashPassword(newPassword);
    await this.deps.db.transaction(async (tx) => {
      await new AuthRepository(tx).updateAccount(found.account.id, { passwordHash });
      await this.endSessions(tx, found.account.id, caller.sessionId);
    });
  }

  /** POST /auth/google/set-password: an account made by Google sign-in gets a password; other logins end. */
  async setPassword(caller: Caller, password: string) {
    const found = await this.mustFind(caller);
    if (found.account.passwordHash) {
      throw new AppError('CONFLICT', 'This account already has a password. Change it from your profile.');
    }
    const passwordHash = await hashPassword(password);
    await this.deps.db.transaction(async (tx) => {
      await new AuthRepository(tx).updateAccount(found.account.id, { passwordHash });
      await this.endSessions(tx, found.account.id, caller.sessionId);
    });
  }

  // ── profile ───────────────────────────────────────────────────────────────

  async profile(caller: Caller) {
    const found = await this.mustFind(caller);
    return { user: toPublicUser(found.user), account: toPublicAccount(found.account) };
  }

  async updateProfile(
    caller: Caller,
    input: {
      name?: string | undefined;
      phone?: string | undefined;
      address?: string | undefined;
      language?: UserRow['language'] | undefined;
    },
  ): Promise<PublicUser> {
    const found = await this.mustFind(caller);
    const updated = await this.repo.updateUser(found.user.id, {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.phone !== undefined ? { phone: input.phone || null } : {}),
      ...(input.address !== undefined ? { address: input.address || null } : {}),
      ...(input.language !== undefined ? { language: input.language } : {}),
    });
    return toPublicUser(updated);
  }

  /**
   * An order's phone reaches the customer's record (the profile, and the users' list staff search by
   * phone) when the record has none; a phone the profile form would refuse (e.g. 6 digits, allowed
   * abroad at checkout) is left out. A phone the customer or staff set is never replaced.
   */
  async rememberPhone(userId: string, phone: string): Promise<boolean> {
    const parsed = phoneSchema.safeParse(phone);
    if (!parsed.success || !parsed.data) return false;
    return this.repo.fillPhone(userId, parsed.data);
  }

  /**
   * DELETE /auth/delete-account: the person's data goes (user, account, sessions, codes cascade);
   * orders, when they exist, keep only their own snapshot.
   */
  async deleteAccount(caller: Caller): Promise<void> {
    const found = await this.mustFind(caller);
    await this.repo.deleteUser(found.user.id);
    this.deps.sessionCheck.forget(found.account.id);
  }

  /** The user and account that sign in with this address, read in the caller's transaction (`db`). */
  findByEmail(db: DbOrTx, email: string): Promise<UserWithAccount | undefined> {
    return new AuthRepository(db).findByEmail(email);
  }

  private async mustFind(caller: Caller): Promise<UserWithAccount> {
    const found = await this.repo.findById(caller.userId);
    if (!found) throw unauthorized('Your account no longer exists');
    return found;
  }

  // ── Google ────────────────────────────────────────────────────────────────

  private googleClient(): GoogleClient {
    if (!this.deps.google) throw new AppError('NOT_FOUND', 'Google sign-in is not available');
    return this.deps.google;
  }

  /** POST /auth/google/login: signs in, links by verified e-mail, or creates the account. */
  async googleLogin(code: string, language: 'en' | 'vi'): Promise<IssuedSession> {
    const profile = await this.googleClient().profileFromCode(code);
    let found = await this.repo.findByGoogleId(profile.sub);
    if (!found) {
      const byEmail = await this.repo.findByEmail(profile.email);
      if (byEmail) {
        found = await this.adoptByEmail(byEmail, profile);
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
    return this.startSession(found);
  }

  /**
   * Google vouches for the address, so its sign-in may join the account that holds it. An account
   * never verified was made by whoever typed the address, perhaps not its owner (a squatter): its
   * password, logins, code and profile details go before the owner takes it over, so that what the
   * owner adds later (phone, address) is never readable with the squatter's password.
   */
  private async adoptByEmail(
    byEmail: UserWithAccount,
    profile: { sub: string; name: string },
  ): Promise<UserWithAccount> {
    const { account, user } = byEmail;
    if (account.isVerified) {
      await this.repo.updateAccount(account.id, { googleId: profile.sub });
      return { user, account: { ...account, googleId: profile.sub } };
    }
    return this.deps.db.transaction(async (tx) => {
      const repo = new AuthRepository(tx);
      const claimed = { googleId: profile.sub, isVerified: true, passwordHash: null };
      await repo.updateAccount(account.id, claimed);
      const cleared = await repo.updateUser(user.id, { name: profile.name, phone: null, address: null });
      await new SessionsRepository(tx).deleteVerificationCode(account.id);
      await this.endSessions(tx, account.id);
      return { user: cleared, account: { ...account, ...claimed } };
    });
  }

  /**
   * POST /auth/google/link-account: links the caller's account to their Google identity, only once
   * the account's address is proven: before that, the caller may be a stranger who typed someone
   * else's address at sign-up, and the link would outlive the owner's proof
   * (docs/decisions/0001-proving-an-address.md).
   */
  async googleLink(caller: Caller, code: string): Promise<IssuedSession> {
    const google = this.googleClient();
    const found = await this.mustFind(caller);
    if (!found.account.isVerified) throw new AppError('FORBIDDEN', MESSAGES.verifyBeforeLinkingGoogle);
    const profile = await google.profileFromCode(code);
    const holder = await this.repo.findByGoogleId(profile.sub);
    if (holder && holder.account.id !== found.account.id) {
      throw new AppError('CONFLICT', 'This Google account is already linked to another account');
    }
    await this.repo.updateAccount(found.account.id, { googleId: profile.sub });
    return this.startSession({ user: found.user, account: { ...found.account, googleId: profile.sub } });
  }

  /** DELETE /auth/google/unlink-account: only when a password remains to sign in with. */
  async googleUnlink(caller: Caller): Promise<void> {
    const found = await this.mustFind(caller);
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
   * ADMIN_EMAIL/ADMIN_PASSWORD make sure this verified ADMIN account exists at start, so that a new
   * installation has someone to sign in to the dashboard; the password is updated when it changed,
   * which ends the account's logins as any change of password does. An account that was not a
   * verified ADMIN may have been made or signed in to by someone else (a sign-up with the address
   * before the operator chose it): its promotion ends every login, unlinks Google and drops a pending
   * code, in one transaction.
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
      this.deps.log.info('admin account created');
      return;
    }
    const samePassword = found.account.passwordHash
      ? await verifyPassword(found.account.passwordHash, password)
      : false;
    const wasAdmin = found.account.role === 'ADMIN' && found.account.isVerified;
    if (samePassword && wasAdmin) return;
    const newPassword = samePassword ? {} : { passwordHash: await hashPassword(password) };
    const accountId = found.account.id;
    await this.deps.db.transaction(async (tx) => {
      const repo = new AuthRepository(tx);
      if (wasAdmin) await repo.updateAccount(accountId, newPassword);
      else {
        await repo.updateAccount(accountId, {
          role: 'ADMIN',
          isVerified: true,
          googleId: null,
          ...newPassword,
        });
        await new SessionsRepository(tx).deleteVerificationCode(accountId);
      }
      await this.endSessions(tx, accountId);
    });
    this.deps.log.info(wasAdmin ? 'admin password updated' : 'admin account promoted');
  }
}

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}
