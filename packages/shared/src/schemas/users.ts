import { z } from 'zod';
import { BLACKLIST_REASONS, ROLES, USER_STATUSES, USER_TYPES } from '../constants/accounts.js';
import { MESSAGES } from '../constants/messages.js';
import { isEmailShape, normaliseEmail, normalisePhone } from '../text/email.js';
import { publicUserSchema } from './auth.js';

/**
 * The back office's users and blacklist (staff; docs/decisions/0015, 0016). ADMIN may do everything;
 * MANAGER everything except changing roles, editing or blacklisting other staff and deleting accounts.
 */
export const USERS_MESSAGES = {
  userNotFound: 'User not found',
  entryNotFound: 'Blacklist entry not found',
  updated: 'User updated',
  statusUpdated: 'User status updated',
  deleted: 'Account deleted permanently',
  blacklisted: 'Added to the blacklist',
  unblacklisted: 'Removed from the blacklist',
  editNothing: 'Change at least one of the name, phone, customer type or role.',
  blacklistTarget: 'Give a user, a phone or an e-mail',
  invalidPhone: 'Please enter a valid phone number',
  rolesAdminOnly: 'Only an ADMIN can change roles',
  staffAdminOnly: 'Only an ADMIN can change another staff account',
  deleteAdminOnly: 'Only an ADMIN can delete an account permanently',
  notYourself: 'You cannot do this to your own account',
  /** staff accounts are never on the blacklist: an ADMIN first makes them a customer */
  staffNotBlacklisted: 'Staff accounts cannot be put on the blacklist. Change their role to Customer first.',
  alreadyBlacklisted: (what: string) => `${what} is already on the blacklist`,
} as const;

/** What the back office sees of a user: the public user plus the account's role and state. */
export const adminUserSchema = publicUserSchema.extend({
  role: z.enum(ROLES),
  isVerified: z.boolean(),
  hasPassword: z.boolean(),
  googleLinked: z.boolean(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const USERS_PAGE_SIZE = 20;

/** GET /auth/view-all-users: `q` finds a name, an e-mail or a phone (any format), case-insensitively. */
export const userListQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  role: z.enum(ROLES).optional(),
  userType: z.enum(USER_TYPES).optional(),
  status: z.enum(USER_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(USERS_PAGE_SIZE),
});
/** The query as a caller writes it (page numbers as numbers; the schema also accepts them as text). */
export type UserListQuery = Omit<z.input<typeof userListQuerySchema>, 'page' | 'pageSize'> & {
  page?: number;
  pageSize?: number;
};

/** Newest accounts first. */
export const userListResponseSchema = z.object({
  users: z.array(adminUserSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type UserListResponse = z.infer<typeof userListResponseSchema>;

const phoneSchema = z
  .string()
  .trim()
  .max(30)
  .refine((v) => /^\+?[\d\s().-]+$/.test(v) && normalisePhone(v).length >= 8, USERS_MESSAGES.invalidPhone);

/** PATCH /auth/edit-user/{id}: unknown fields are refused; `role` only by an ADMIN. `phone: null` clears it. */
export const editUserBodySchema = z
  .strictObject({
    name: z.string().trim().min(1, 'Name is required').max(100).optional(),
    phone: phoneSchema.nullable().optional(),
    userType: z.enum(USER_TYPES).optional(),
    role: z.enum(ROLES).optional(),
  })
  .refine(
    (b) => b.name !== undefined || b.phone !== undefined || b.userType !== undefined || b.role !== undefined,
    USERS_MESSAGES.editNothing,
  );
export type EditUserBody = z.infer<typeof editUserBodySchema>;

/**
 * PATCH /auth/update-status/{id}. BLACKLISTED puts the user on the blacklist (with `reason`, OTHER
 * when not given, and `note`) and ends their sessions; ACTIVE takes every entry naming the user off.
 */
export const updateStatusBodySchema = z.strictObject({
  status: z.enum(USER_STATUSES),
  reason: z.enum(BLACKLIST_REASONS).optional(),
  note: z.string().trim().max(500).optional(),
});
export type UpdateStatusBody = z.infer<typeof updateStatusBodySchema>;

export const adminUserResponseSchema = z.object({ message: z.string(), user: adminUserSchema });
export type AdminUserResponse = z.infer<typeof adminUserResponseSchema>;

// ── blacklist ──────────────────────────────────────────────────────────────────────────────────────

/**
 * An entry of the blacklist (its reasons stored and shown with their Vietnamese wording). Phones
 * are normalised (digits only, leading 84 → 0), e-mails lower-case; `user` is the named user, if any.
 */
export const blacklistEntrySchema = z.object({
  id: z.string(),
  userId: z.string().nullable(),
  user: z
    .object({ id: z.string(), name: z.string(), email: z.string(), phone: z.string().nullable() })
    .nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  reason: z.enum(BLACKLIST_REASONS),
  note: z.string().nullable(),
  createdAt: z.string(),
  createdBy: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type BlacklistEntry = z.infer<typeof blacklistEntrySchema>;

/** GET /auth/view-blacklist-users: newest first. */
export const blacklistResponseSchema = z.object({ entries: z.array(blacklistEntrySchema) });
export type BlacklistResponse = z.infer<typeof blacklistResponseSchema>;

/**
 * POST /auth/add-user-to-blacklist: at least one of userId, phone, email. An e-mail that is a user's
 * sign-in address names that user too. The named user is set BLACKLISTED and signed out everywhere.
 */
export const addToBlacklistBodySchema = z
  .strictObject({
    userId: z.string().uuid('userId must be a UUID').optional(),
    phone: phoneSchema.optional(),
    email: z
      .string()
      .trim()
      .max(254)
      .refine((v) => isEmailShape(normaliseEmail(v)), MESSAGES.invalidEmail)
      .optional(),
    reason: z.enum(BLACKLIST_REASONS, { error: `reason must be one of ${BLACKLIST_REASONS.join(', ')}` }),
    note: z.string().trim().max(500).optional(),
  })
  .refine((b) => b.userId || b.phone || b.email, USERS_MESSAGES.blacklistTarget)
  .transform((b) => ({
    ...b,
    phone: b.phone ? normalisePhone(b.phone) : undefined,
    email: b.email ? normaliseEmail(b.email) : undefined,
  }));
export type AddToBlacklistBody = z.input<typeof addToBlacklistBodySchema>;

export const blacklistEntryResponseSchema = z.object({ message: z.string(), entry: blacklistEntrySchema });
export type BlacklistEntryResponse = z.infer<typeof blacklistEntryResponseSchema>;
