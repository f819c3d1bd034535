/** DECISIONS §4: the role of an account. SPEC §6 names ADMIN and MANAGER as staff. */
export const ROLES = ['ADMIN', 'MANAGER', 'CUSTOMER'] as const;
export type Role = (typeof ROLES)[number];
export const STAFF_ROLES: readonly Role[] = ['ADMIN', 'MANAGER'];
export const isStaffRole = (role: string | undefined | null): boolean =>
  role === 'ADMIN' || role === 'MANAGER';

/** SPEC §3: the customer type a coupon condition can depend on. */
export const USER_TYPES = ['REGULAR', 'VIP'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** SPEC §3: user status. */
export const USER_STATUSES = ['ACTIVE', 'BLACKLISTED'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** SPEC §3: blacklist reasons, stored and shown with their Vietnamese wording as given. */
export const BLACKLIST_REASONS = [
  'SPAM',
  'THẤY GHÉT',
  'VI PHẠM CHÍNH SÁCH',
  'FRAUD',
  'BOOM HÀNG',
  'OTHER',
] as const;
export type BlacklistReason = (typeof BLACKLIST_REASONS)[number];

/** SPEC §5, §9 and DECISIONS §4. */
export const PASSWORD_MIN_LENGTH = 8;
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const VERIFICATION_CODE_TTL_MS = 24 * 60 * 60 * 1000;
export const VERIFICATION_MAX_TRIES = 5;
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const ACCESS_TOKEN_TTL_S = 15 * 60;
export const REFRESH_TOKEN_TTL_S = 30 * 24 * 60 * 60;
