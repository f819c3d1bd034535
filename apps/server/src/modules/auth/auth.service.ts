import type { AuthSession } from '@shop/shared';
import { AppError, unauthorized } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import { hashPassword, verifyPassword } from '../../lib/password.js';
import type { AccessClaims } from '../../lib/tokens.js';
import { toPublicAccount, toPublicUser } from './auth.mapper.js';
import { AuthRepository, type UserWithAccount } from './auth.repository.js';

export class AuthService {
  readonly repo: AuthRepository;
  constructor(private readonly ctx: AppContext) {
    this.repo = new AuthRepository(ctx.db);
  }

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

  /** SPEC §7 GET /auth/me: the caller's user and account, with a fresh access token. */
  async me(auth: AccessClaims): Promise<AuthSession> {
    const found = await this.repo.findById(auth.sub);
    if (!found) throw unauthorized('Your account no longer exists');
    if (found.user.status === 'BLACKLISTED') {
      throw new AppError('ACCOUNT_BLACKLISTED', 'This account has been suspended. Please contact us.');
    }
    return this.session(found);
  }

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
