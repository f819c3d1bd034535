import type { PublicAccount, PublicUser } from '@shop/shared';
import type { AccountRow, UserRow } from '../../db/schema/index.js';

/** The only way a user leaves the server: no password hash, no Google id. */
export function toPublicUser(user: UserRow): PublicUser {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    phone: user.phone,
    address: user.address,
    userType: user.userType,
    status: user.status,
    language: user.language,
    createdAt: user.createdAt.toISOString(),
  };
}

export function toPublicAccount(account: AccountRow): PublicAccount {
  return {
    id: account.id,
    userId: account.userId,
    userType: account.role,
    isVerified: account.isVerified,
    hasPassword: account.passwordHash !== null,
    googleLinked: account.googleId !== null,
  };
}
