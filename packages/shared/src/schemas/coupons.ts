import { z } from 'zod';
import { USER_TYPES } from '../constants/accounts.js';
import { COUPON_CONDITION_TYPES, COUPON_DISCOUNT_TYPES } from '../constants/coupons.js';
import type { CouponCondition } from '../pricing/coupon-conditions.js';

/** Coupon texts beyond the condition messages (those live in constants/messages). */
export const COUPON_MESSAGES = {
  codeRequired: 'Coupon code is required',
  notFound: 'Coupon not found',
  inactive: 'This coupon is no longer active',
  expired: 'This coupon has expired',
  usageLimitReached: 'This coupon has reached its usage limit',
  perUserLimitReached: 'You have already used this coupon the maximum number of times',
  cartEmpty: 'Your cart is empty. Add items before applying a coupon',
  cartNoAmount: 'A coupon can only be applied to a cart with a positive amount',
  valid: 'Coupon is valid',
  applied: 'Coupon applied',
  removed: 'Coupon removed',
  deleted: 'Coupon deleted',
  duplicateCode: (code: string) => `A coupon with code ${code} already exists`,
  unknownProducts: 'One of the products this coupon names no longer exists. Choose its products again.',
} as const;

/** How a code is compared: trimmed, upper-case, as it is stored. */
export const normaliseCouponCode = (code: string): string => code.trim().toUpperCase();
export const COUPON_CODE_PATTERN = /^[A-Za-z0-9_-]{3,32}$/;
const MAX_MONEY = 1_000_000_000;

const whole = (what: string) =>
  z
    .number({ error: `${what} must be a number` })
    .int(`${what} must be a whole number`)
    .positive(`${what} must be greater than 0`);

/** Condition types with the value each needs. */
export const couponConditionSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('MINIMUM_ITEMS'), value: whole('Minimum items').max(10_000) }),
    z.object({ type: z.literal('MINIMUM_AMOUNT'), value: whole('Minimum amount').max(MAX_MONEY) }),
    z.object({
      type: z.literal('SPECIFIC_PRODUCTS'),
      value: z
        .array(z.string().uuid('Product ids must be UUIDs'))
        .min(1, 'List at least one product')
        .max(200),
    }),
    z.object({
      type: z.literal('USER_TYPE'),
      value: z.enum(USER_TYPES, { error: 'User type must be VIP or REGULAR' }),
    }),
  ],
  { error: `Condition type must be one of ${COUPON_CONDITION_TYPES.join(', ')}` },
) satisfies z.ZodType<CouponCondition>;

/** Discount: PERCENTAGE 1–100 (optionally capped by maxDiscount, dong) or FIXED_AMOUNT (dong). */
export const couponDiscountSchema = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.literal('PERCENTAGE'),
      value: whole('Percentage').max(100, 'Percentage must be at most 100'),
      maxDiscount: whole('Maximum discount').max(MAX_MONEY).nullable().optional(),
    }),
    z.object({
      type: z.literal('FIXED_AMOUNT'),
      value: whole('Amount').max(MAX_MONEY),
      maxDiscount: z.null().optional(),
    }),
  ],
  { error: `Discount type must be one of ${COUPON_DISCOUNT_TYPES.join(', ')}` },
);

/** An ISO date-time with offset, or a plain date meaning the end of that day in Vietnam (UTC+7). */
const expirationDateSchema = z
  .string({ error: 'Expiration date is required' })
  .refine(
    (s) =>
      (/^\d{4}-\d{2}-\d{2}$/.test(s) || z.iso.datetime({ offset: true }).safeParse(s).success) &&
      !Number.isNaN(Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(s) ? `${s}T23:59:59.999+07:00` : s)),
    'Expiration date must be a date (YYYY-MM-DD) or an ISO date-time',
  )
  .transform((s) => new Date(/^\d{4}-\d{2}-\d{2}$/.test(s) ? `${s}T23:59:59.999+07:00` : s))
  .refine((d) => d.getTime() > Date.now(), 'Expiration date must be in the future');

const limitSchema = (what: string) => whole(what).max(MAX_MONEY).nullable().optional();

/** POST /coupon/create (staff). */
export const couponCreateBodySchema = z
  .object({
    code: z
      .string({ error: 'Code is required' })
      .trim()
      .regex(COUPON_CODE_PATTERN, 'Code must be 3 to 32 letters, digits, - or _')
      .transform((s) => s.toUpperCase()),
    name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(120),
    discount: couponDiscountSchema,
    conditions: z.array(couponConditionSchema).max(10, 'At most 10 conditions').default([]),
    expirationDate: expirationDateSchema,
    usageLimit: limitSchema('Usage limit'),
    perUserLimit: limitSchema('Per-user limit'),
    active: z.boolean().default(true),
  })
  .strict()
  .superRefine((body, ctx) => {
    // runs even when a field had a (non-aborting) issue, so it reads the conditions defensively
    const types = Array.isArray(body.conditions) ? body.conditions.map((c) => c?.type) : [];
    if (new Set(types).size !== types.length) {
      ctx.addIssue({ code: 'custom', path: ['conditions'], message: 'Each condition type may appear once' });
    }
  });
export type CouponCreateBody = z.input<typeof couponCreateBodySchema>;
export type CouponCreate = z.output<typeof couponCreateBodySchema>;

/**
 * POST /coupon/validate and /coupon/apply: `{ code }`, compared trimmed and upper-case.
 * Checked in one refinement so that a missing code reads 'Coupon code is required', with no field prefix.
 */
export const couponCodeBodySchema = z
  .preprocess(
    (v) => (v !== null && typeof v === 'object' && !Array.isArray(v) ? v : {}),
    z.object({ code: z.unknown().optional().meta({ description: 'the coupon code (any case)' }) }),
  )
  .superRefine((b, ctx) => {
    if (typeof b.code !== 'string' || !b.code.trim()) {
      ctx.addIssue({ code: 'custom', message: COUPON_MESSAGES.codeRequired });
    } else if (b.code.trim().length > 64) {
      ctx.addIssue({ code: 'custom', message: 'Coupon code is too long' });
    }
  })
  .transform((b) => ({ code: normaliseCouponCode(b.code as string) }));
export interface CouponCodeBody {
  code: string;
}

// ── responses ─────────────────────────────────────────────────────────────────────────────────────

export const couponDiscountViewSchema = z.object({
  type: z.enum(COUPON_DISCOUNT_TYPES),
  value: z.number().int(),
  maxDiscount: z.number().int().nullable(),
});
export type CouponDiscountView = z.infer<typeof couponDiscountViewSchema>;

const conditionValueSchema = z.union([z.number(), z.string(), z.array(z.string())]);

/** A condition as shown: conditions[{ type, value, description }]. */
export const couponConditionViewSchema = z.object({
  type: z.enum(COUPON_CONDITION_TYPES),
  value: conditionValueSchema,
  description: z.string(),
});

/** A product a SPECIFIC_PRODUCTS coupon asks for; `name` null when it is no longer on sale (hidden or gone). */
export const couponProductRefSchema = z.object({ id: z.string(), name: z.string().nullable() });

/** A condition checked against the shopper's cart: met, and its message when not. */
export const evaluatedCouponConditionSchema = couponConditionViewSchema.extend({
  met: z.boolean(),
  message: z.string().optional(),
  /** SPECIFIC_PRODUCTS: the products it needs, named, in the coupon's order */
  products: z.array(couponProductRefSchema).optional(),
});
export type EvaluatedCouponConditionView = z.infer<typeof evaluatedCouponConditionSchema>;

/** What a shopper sees of a coupon. */
export const couponPublicSchema = z.object({
  code: z.string(),
  name: z.string(),
  discount: couponDiscountViewSchema,
  expirationDate: z.string(),
  conditions: z.array(couponConditionViewSchema),
});
export type CouponPublic = z.infer<typeof couponPublicSchema>;

/** GET /coupon (staff): every field, with `usedCount`. */
export const couponAdminSchema = couponPublicSchema.extend({
  id: z.string(),
  usageLimit: z.number().int().nullable(),
  perUserLimit: z.number().int().nullable(),
  usedCount: z.number().int(),
  active: z.boolean(),
  createdAt: z.string(),
});
export type CouponAdmin = z.infer<typeof couponAdminSchema>;
export const couponListSchema = z.object({ coupons: z.array(couponAdminSchema) });

/** POST /coupon/validate: the verdict against the shopper's cart; nothing is changed. */
export const couponValidationSchema = z.object({
  valid: z.boolean(),
  message: z.string(),
  coupon: couponPublicSchema,
  conditions: z.array(evaluatedCouponConditionSchema),
  conditionsMet: z.boolean(),
  /** what the coupon would take off the current cart (0 when not valid) */
  discountAmount: z.number().int(),
});
export type CouponValidation = z.infer<typeof couponValidationSchema>;
