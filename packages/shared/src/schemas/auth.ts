import { z } from 'zod';
import { PASSWORD_MIN_LENGTH, ROLES, USER_STATUSES, USER_TYPES } from '../constants/accounts.js';
import { MESSAGES } from '../constants/messages.js';
import { isEmailShape, normaliseEmail } from '../text/email.js';

/** What the API shows of a user. Never a password hash or a token hash. */
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

/** account.userType is the role; isVerified gates the shop (docs/requirements/entities.md). */
export const publicAccountSchema = z.object({
  id: z.string(),
  userId: z.string(),
  userType: z.enum(ROLES),
  isVerified: z.boolean(),
  hasPassword: z.boolean(),
  googleLinked: z.boolean(),
});
export type PublicAccount = z.infer<typeof publicAccountSchema>;

/** GET /auth/me, POST /auth/login and the Google calls respond with this. */
export const authSessionSchema = z.object({
  user: publicUserSchema,
  account: publicAccountSchema,
  tokens: z.object({ accessToken: z.string() }),
});
export type AuthSession = z.infer<typeof authSessionSchema>;

// ── requests (the exact messages, checked in the order docs/requirements/validation.md lists them) ──

const text = (max: number) => z.string().max(max, `must be at most ${max} characters`);
const language = z.enum(['en', 'vi']);

/** Sign-up: all fields, then the e-mail's shape, then the password's length. */
export const signupBodySchema = z
  .object({
    email: text(254).optional(),
    password: text(128).optional(),
    name: text(100).optional(),
    language: language.optional(),
  })
  .superRefine((b, ctx) => {
    if (!b.email?.trim() || !b.password || !b.name?.trim()) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.allFieldsRequired });
    } else if (!isEmailShape(normaliseEmail(b.email))) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.invalidEmail });
    } else if (b.password.length < PASSWORD_MIN_LENGTH) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.passwordTooShort });
    }
  })
  .transform((b) => ({
    email: normaliseEmail(b.email ?? ''),
    password: b.password ?? '',
    name: (b.name ?? '').trim(),
    language: b.language,
  }));
export type SignupBody = z.input<typeof signupBodySchema>;

/** Login. */
export const loginBodySchema = z
  .object({ email: text(254).optional(), password: text(128).optional() })
  .superRefine((b, ctx) => {
    if (!b.email?.trim() || !b.password) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.emailPasswordRequired });
    } else if (!isEmailShape(normaliseEmail(b.email))) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.invalidEmail });
    }
  })
  .transform((b) => ({ email: normaliseEmail(b.email ?? ''), password: b.password ?? '' }));
export type LoginBody = z.input<typeof loginBodySchema>;

/** Verify e-mail: a non-empty code, trimmed (upper-cased: codes are capitals and digits). */
export const verifyEmailBodySchema = z
  .object({ code: text(32).optional(), email: text(254).optional() })
  .superRefine((b, ctx) => {
    if (!b.code?.trim()) ctx.addIssue({ code: 'custom', message: MESSAGES.verificationCodeRequired });
  })
  .transform((b) => ({
    code: (b.code ?? '').trim().toUpperCase(),
    email: b.email?.trim() ? normaliseEmail(b.email) : undefined,
  }));
export type VerifyEmailBody = z.input<typeof verifyEmailBodySchema>;

/** Forgot-password and resend-verification. */
export const emailBodySchema = z
  .object({ email: text(254).optional() })
  .superRefine((b, ctx) => {
    if (!b.email?.trim()) ctx.addIssue({ code: 'custom', message: MESSAGES.emailRequired });
    else if (!isEmailShape(normaliseEmail(b.email)))
      ctx.addIssue({ code: 'custom', message: MESSAGES.invalidEmail });
  })
  .transform((b) => ({ email: normaliseEmail(b.email ?? '') }));
export type EmailBody = z.input<typeof emailBodySchema>;

/** Reset password (the token comes in the path). */
export const resetPasswordBodySchema = z
  .object({ password: text(128).optional() })
  .superRefine((b, ctx) => {
    if (!b.password) ctx.addIssue({ code: 'custom', message: MESSAGES.resetFieldsRequired });
    else if (b.password.length < PASSWORD_MIN_LENGTH)
      ctx.addIssue({ code: 'custom', message: MESSAGES.passwordTooShort });
  })
  .transform((b) => ({ password: b.password ?? '' }));
export const resetTokenParamsSchema = z.object({ token: z.string().max(200) });

/** A new password on its own (Google accounts setting one, a change of password). */
export const passwordSchema = z
  .string({ error: MESSAGES.passwordTooShort })
  .min(PASSWORD_MIN_LENGTH, MESSAGES.passwordTooShort)
  .max(128, 'must be at most 128 characters');
export const setPasswordBodySchema = z.object({ password: passwordSchema });

/** Vietnamese or international phone: digits with optional +, spaces, dots and dashes; 8 to 15 digits. */
export const phoneSchema = z
  .string()
  .trim()
  .max(30)
  .refine(
    (v) => /^\+?[\d\s.-]+$/.test(v) && v.replace(/\D/g, '').length >= 8 && v.replace(/\D/g, '').length <= 15,
    {
      message: 'Please enter a valid phone number',
    },
  );

/** Profile update: at least one field ('Profile data is required'). */
export const profileBodySchema = z
  .object({
    name: z.string().trim().min(1, 'Name cannot be empty').max(100).optional(),
    phone: z.union([phoneSchema, z.literal('')]).optional(),
    address: z.string().trim().max(300).optional(),
    language: language.optional(),
  })
  .strict()
  .superRefine((b, ctx) => {
    if (Object.values(b).every((v) => v === undefined)) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.profileDataRequired });
    }
  });
export type ProfileBody = z.input<typeof profileBodySchema>;

/** Changing the password from the profile: the current one (when the account has one) and the new one. */
export const changePasswordBodySchema = z.object({
  currentPassword: z.string().max(128).optional(),
  newPassword: passwordSchema,
});

export const googleCodeBodySchema = z.object({
  googleCode: z.string({ error: 'Google authorization code is required' }).min(1).max(2048),
});

// ── responses ─────────────────────────────────────────────────────────────────────────────────

export const signupResponseSchema = z.object({
  success: z.literal(true),
  user: publicUserSchema,
  message: z.string(),
});
/**
 * verify-email: the session of the account just verified, or only a message when the account was
 * already verified (docs/decisions/0012). `passwordRequired` when the code was proven
 * from another browser than the sign-up's, so the password typed at sign-up is gone and the shopper
 * (now signed in) chooses one.
 */
export const verifyEmailResponseSchema = z.union([
  authSessionSchema.extend({ message: z.string(), passwordRequired: z.literal(true).optional() }),
  z.object({ message: z.string() }),
]);
export const linkGoogleResponseSchema = authSessionSchema.extend({ message: z.string() });
export const refreshResponseSchema = z.object({ accessToken: z.string() });
export const userResponseSchema = z.object({ user: publicUserSchema });
export const profileResponseSchema = z.object({ user: publicUserSchema, account: publicAccountSchema });
