import {
  type AddToBlacklistBody,
  type AdminUser,
  type BlacklistEntry,
  type BlacklistReason,
  type EditUserBody,
  isStaffRole,
  isUuid,
  type UpdateStatusBody,
  USERS_MESSAGES,
  type UserListQuery,
  type UserListResponse,
} from '@shop/shared';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Caller } from '../../lib/caller.js';
import { toPublicAccount, toPublicUser } from '../auth/auth.mapper.js';
import type { AuthService } from '../auth/auth.service.js';
import { type BlacklistEntryRow, UsersRepository, type UserWithAccountRow } from './users.repository.js';

const userNotFound = () => new AppError('NOT_FOUND', USERS_MESSAGES.userNotFound);
const entryNotFound = () => new AppError('NOT_FOUND', USERS_MESSAGES.entryNotFound);
/** the most entries one list shows (the blacklist of a small shop stays far below it) */
const BLACKLIST_LIMIT = 1000;

export function toAdminUser({ user, account }: UserWithAccountRow): AdminUser {
  const a = toPublicAccount(account);
  return {
    ...toPublicUser(user),
    role: account.role,
    isVerified: a.isVerified,
    hasPassword: a.hasPassword,
    googleLinked: a.googleLinked,
  };
}

function toEntry({ entry, user, createdBy }: BlacklistEntryRow): BlacklistEntry {
  return {
    id: entry.id,
    userId: entry.userId,
    user,
    phone: entry.phone,
    email: entry.email,
    reason: entry.reason,
    note: entry.note,
    createdAt: entry.createdAt.toISOString(),
    createdBy,
  };
}

/**
 * An address nobody has proven may be a stranger's sign-up with someone else's address; staff powers
 * go only to an account whose owner proved it (docs/decisions/0001-proving-an-address.md).
 */
const STAFF_NEEDS_PROVEN_EMAIL = 'Only an account with a verified email can be given a staff role';

/** Refused for one's own account: one's standing is for someone else to decide. */
const notYourself = () => new AppError('FORBIDDEN', USERS_MESSAGES.notYourself);

/**
 * The rules for a change to someone else's account: no one changes their own status, type or role,
 * or deletes themselves here (a MANAGER would make themselves VIP, an ADMIN could lock the shop out),
 * and a MANAGER never changes another staff account (docs/requirements/roles.md).
 */
function checkTarget(caller: Caller, target: UserWithAccountRow, options: { selfAllowed?: boolean } = {}) {
  const self = target.user.id === caller.userId;
  if (self && !options.selfAllowed) throw notYourself();
  if (!self && isStaffRole(target.account.role) && caller.role !== 'ADMIN') {
    throw new AppError('FORBIDDEN', USERS_MESSAGES.staffAdminOnly);
  }
}

/**
 * Staff accounts (ADMIN, MANAGER) are never put on the blacklist, by an ADMIN either: a staff member
 * to be stopped is first made a customer (a role change, ADMIN only), then blacklisted: taking staff
 * powers away is always that explicit change. The dashboard offers no staff account to blacklist.
 */
function checkBlacklistable(target: UserWithAccountRow) {
  if (isStaffRole(target.account.role)) throw new AppError('FORBIDDEN', USERS_MESSAGES.staffNotBlacklisted);
}

export interface UsersDeps {
  db: Db;
  /**
   * The accounts' own domain: it finds an account by its sign-in address and ends an account's
   * logins (blacklisting, deletion), in this service's transaction
   */
  auth: Pick<AuthService, 'findByEmail' | 'endSessions'>;
}

/**
 * The back office's users and blacklist. Putting a user on the blacklist sets their status
 * BLACKLISTED and ends every session (refresh tokens revoked; staff endpoints re-read the status at
 * once, and checkout refuses them); the status is ACTIVE again once no entry names them.
 */
export class UsersService {
  constructor(private readonly deps: UsersDeps) {}

  async list(query: UserListQuery & { page: number; pageSize: number }): Promise<UserListResponse> {
    const { rows, total } = await new UsersRepository(this.deps.db).list(query, query.page, query.pageSize);
    return { users: rows.map(toAdminUser), total, page: query.page, pageSize: query.pageSize };
  }

  private async lockTarget(db: DbOrTx, id: string): Promise<UserWithAccountRow> {
    const target = isUuid(id) ? await new UsersRepository(db).lockUser(id) : undefined;
    if (!target) throw userNotFound();
    return target;
  }

  private async reload(db: DbOrTx, id: string): Promise<AdminUser> {
    const row = await new UsersRepository(db).lockUser(id);
    if (!row) throw userNotFound();
    return toAdminUser(row);
  }

  /**
   * PATCH /auth/edit-user/{id}: name, phone, customer type; the role only by an ADMIN. One's own name
   * and phone only: one's own type or role is refused (the same value again changes nothing and passes).
   * A staff role goes only to a verified account, and giving one ends the account's
   * logins, so no session opened before the promotion (perhaps not by the owner) carries staff powers.
   */
  async edit(caller: Caller, id: string, body: EditUserBody): Promise<AdminUser> {
    if (body.role !== undefined && caller.role !== 'ADMIN') {
      throw new AppError('FORBIDDEN', USERS_MESSAGES.rolesAdminOnly);
    }
    return this.deps.db.transaction(async (tx) => {
      const target = await this.lockTarget(tx, id);
      checkTarget(caller, target, { selfAllowed: true });
      if (
        target.user.id === caller.userId &&
        ((body.role !== undefined && body.role !== target.account.role) ||
          (body.userType !== undefined && body.userType !== target.user.userType))
      ) {
        throw notYourself();
      }
      const promoted = body.role !== undefined && body.role !== target.account.role && isStaffRole(body.role);
      if (promoted && !target.account.isVerified) throw new AppError('CONFLICT', STAFF_NEEDS_PROVEN_EMAIL);
      const repo = new UsersRepository(tx);
      const values = {
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.phone !== undefined ? { phone: body.phone || null } : {}),
        ...(body.userType !== undefined ? { userType: body.userType } : {}),
      };
      if (Object.keys(values).length) await repo.updateUser(target.user.id, values);
      if (body.role !== undefined && body.role !== target.account.role)
        await repo.updateRole(target.user.id, body.role);
      if (promoted) await this.deps.auth.endSessions(tx, target.account.id);
      return this.reload(tx, target.user.id);
    });
  }

  /** PATCH /auth/update-status/{id}: BLACKLISTED puts the user on the blacklist; ACTIVE takes them off. */
  async updateStatus(caller: Caller, id: string, body: UpdateStatusBody): Promise<AdminUser> {
    return this.deps.db.transaction(async (tx) => {
      const target = await this.lockTarget(tx, id);
      checkTarget(caller, target);
      const repo = new UsersRepository(tx);
      if (body.status === 'BLACKLISTED') {
        checkBlacklistable(target);
        if (!(await repo.existingTarget({ userId: target.user.id }))) {
          await repo.insertEntry({
            userId: target.user.id,
            email: target.user.email,
            reason: body.reason ?? 'OTHER',
            note: body.note || null,
            createdBy: caller.userId,
          });
        }
        await this.suspend(tx, target);
      } else {
        await repo.deleteEntriesOfUser(target.user.id);
        await repo.updateUser(target.user.id, { status: 'ACTIVE' });
      }
      return this.reload(tx, target.user.id);
    });
  }

  /** DELETE /auth/permanent-account/{id} (ADMIN, checked by the route): orders keep their snapshot. */
  async deletePermanently(caller: Caller, id: string): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      const target = await this.lockTarget(tx, id);
      checkTarget(caller, target);
      await this.deps.auth.endSessions(tx, target.account.id);
      await new UsersRepository(tx).deleteUser(target.user.id);
    });
  }

  // ── blacklist ────────────────────────────────────────────────────────────────────────────────────

  async blacklist(): Promise<BlacklistEntry[]> {
    return (await new UsersRepository(this.deps.db).listEntries(BLACKLIST_LIMIT)).map(toEntry);
  }

  /**
   * POST /auth/add-user-to-blacklist. The user is the one named by `userId`, or else the one whose
   * sign-in address is `email`; the entry then also keeps that address, so the ban outlives a deleted
   * account. The same user, phone or e-mail twice is a 409.
   */
  async addToBlacklist(
    caller: Caller,
    body: Omit<AddToBlacklistBody, 'reason'> & { reason: BlacklistReason },
  ): Promise<BlacklistEntry> {
    return this.deps.db.transaction(async (tx) => {
      const repo = new UsersRepository(tx);
      let target: UserWithAccountRow | undefined;
      if (body.userId) target = await this.lockTarget(tx, body.userId);
      else if (body.email) {
        const found = await this.deps.auth.findByEmail(tx, body.email);
        if (found) target = await repo.lockUser(found.user.id);
      }
      if (target) {
        checkTarget(caller, target);
        checkBlacklistable(target);
      }
      const email = body.email ?? target?.user.email;
      const existing = await repo.existingTarget({ userId: target?.user.id, phone: body.phone, email });
      if (existing) {
        const what = { user: 'This user', phone: 'This phone number', email: 'This e-mail' }[existing];
        throw new AppError('CONFLICT', USERS_MESSAGES.alreadyBlacklisted(what));
      }
      const id = await repo.insertEntry({
        userId: target?.user.id ?? null,
        phone: body.phone ?? null,
        email: email ?? null,
        reason: body.reason,
        note: body.note || null,
        createdBy: caller.userId,
      });
      if (target) await this.suspend(tx, target);
      const row = await repo.findEntry(id);
      return toEntry(row!);
    });
  }

  /** DELETE /auth/blacklist/{id}: the named user is ACTIVE again when no other entry names them. */
  async removeFromBlacklist(caller: Caller, id: string): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      const repo = new UsersRepository(tx);
      const found = isUuid(id) ? await repo.findEntry(id) : undefined;
      if (!found) throw entryNotFound();
      const userId = found.entry.userId;
      const target = userId ? await repo.lockUser(userId) : undefined;
      if (target) checkTarget(caller, target);
      await repo.deleteEntry(id);
      if (target && (await repo.entriesOfUser(target.user.id)) === 0) {
        await repo.updateUser(target.user.id, { status: 'ACTIVE' });
      }
    });
  }

  /** BLACKLISTED, and signed out everywhere: every refresh token of the account is revoked. */
  private async suspend(db: DbOrTx, target: UserWithAccountRow) {
    await new UsersRepository(db).updateUser(target.user.id, { status: 'BLACKLISTED' });
    await this.deps.auth.endSessions(db, target.account.id);
  }
}
