/** The role of an account; ADMIN and MANAGER are staff (docs/requirements/roles.md). */
export const ROLES = ['ADMIN', 'MANAGER', 'CUSTOMER'] as const;
export type Role = (typeof ROLES)[number];
export const STAFF_ROLES: readonly Role[] = ['ADMIN', 'MANAGER'];
export const isStaffRole = (role: string | undefined | null): boolean =>
  role === 'ADMIN' || role === 'MANAGER';

/** The customer type a coupon condition can depend on (docs/requirements/entities.md). */
export const USER_TYPES = ['REGULAR', 'VIP'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** A user's status (docs/requirements/entities.md). */
export const USER_STATUSES = ['ACTIVE', 'BLACKLISTED'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** Blacklist reasons, stored and shown with their Vietnamese wording as given (docs/requirements/entities.md). */
export const BLACKLIST_REASONS = [
  'SPAM',
  'THẤY GHÉT',
  'VI PHẠM CHÍNH SÁCH',
  'FRAUD',
  'BOOM HÀNG',
  'OTHER',
] as const;
export type BlacklistReason = (typeof BLACKLIST_REASONS)[number];

/** Passwords, the login throttle, codes and tokens: docs/requirements/limits.md. */
export const PASSWORD_MIN_LENGTH = 8;
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const VERIFICATION_CODE_TTL_MS = 24 * 60 * 60 * 1000;
export const VERIFICATION_MAX_TRIES = 5;
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const ACCESS_TOKEN_TTL_S = 15 * 60;
export const REFRESH_TOKEN_TTL_S = 30 * 24 * 60 * 60;
