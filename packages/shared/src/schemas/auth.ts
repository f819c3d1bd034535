import { z } from 'zod';
import { ROLES, USER_STATUSES, USER_TYPES } from '../constants/accounts.js';

/** What the API shows of a user. Never a password hash or a token hash (DECISIONS §4). */
export const publicUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  userType: z.enum(USER_TYPES),
  status: z.enum(USER_STATUSES),
  language: z.enum(['en', 'vi']),
  createdAt: z.string(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/** SPEC §3: account.userType is the role; isVerified gates the shop. */
export const publicAccountSchema = z.object({
  id: z.string(),
  userId: z.string(),
  userType: z.enum(ROLES),
  isVerified: z.boolean(),
  hasPassword: z.boolean(),
  googleLinked: z.boolean(),
});
export type PublicAccount = z.infer<typeof publicAccountSchema>;

/** SPEC §7: GET /auth/me, POST /auth/login and the Google calls answer this. */
export const authSessionSchema = z.object({
  user: publicUserSchema,
  account: publicAccountSchema,
  tokens: z.object({ accessToken: z.string() }),
});
export type AuthSession = z.infer<typeof authSessionSchema>;
