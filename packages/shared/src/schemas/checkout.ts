import { z } from 'zod';
import { SIZES } from '../constants/catalog.js';
import { canonicalProvince } from '../constants/provinces.js';
import { SHIPPING_COUNTRIES } from '../constants/shipping.js';
import { isEmailShape, normaliseEmail, normalisePhone } from '../text/email.js';
import { orderSummarySchema } from './cart.js';
import { errorBodySchema } from './common.js';

/** Checkout texts (its error messages); the web app shows them by code where it translates one. */
export const CHECKOUT_MESSAGES = {
  cartEmpty: 'Your cart is empty',
  acceptPolicy: 'Please accept the return policy to place your order',
  nameRequired: 'Please enter the recipient name',
  phoneInvalid: 'Please enter a valid phone number',
  phoneInvalidVn: 'Please enter a valid Vietnamese phone number (e.g. 0912 345 678)',
  emailInvalid: 'Please enter a valid email address',
  countryUnsupported: 'We do not ship to this country',
  provinceRequired: 'Please choose a province or city',
  provinceUnknown: 'Please choose one of the 34 provinces and cities of Vietnam',
  wardRequired: 'Please choose or type a ward',
  streetRequired: 'Please enter the street address',
  /**
   * The error names what the blacklist matched, so the buyer knows what to fix: the order's phone first,
   * then its e-mail, then the account (its status, its user or its own e-mail).
   */
  blacklistedPhone:
    'We cannot accept orders for this phone number. Please contact our customer service if you think this is a mistake.',
  blacklistedEmail:
    'We cannot accept orders for this e-mail address. Please contact our customer service if you think this is a mistake.',
  blacklisted:
    'We cannot accept orders from this account. Please contact our customer service if you think this is a mistake.',
  productUnavailable: (name: string) => `${name} is no longer available`,
  outOfStock: (name: string, size: string, available: number) =>
    available <= 0
      ? `${name} (size ${size}) is sold out`
      : `Only ${available} left of ${name} in size ${size}`,
  pricesChanged: 'The prices in your cart have just changed. Please review your order and try again.',
  paypalUnavailable: 'PayPal is not available right now. Please choose another payment method.',
  paypalFailed: 'PayPal could not be reached. Please try again or choose another payment method.',
  orderPlaced: 'Your order has been placed',
} as const;

/** Vietnamese numbers after normalisation: mobile 0[35789]xxxxxxxx, landline 02xxxxxxxxx. */
export const isVietnamesePhone = (phone: string): boolean =>
  /^0[35789]\d{8}$|^02\d{9}$/.test(normalisePhone(phone));
/** Any other country: 6 to 15 digits (E.164 allows 15). */
export const isInternationalPhone = (phone: string): boolean => {
  const digits = phone.replace(/\D/g, '');
  return /^[\d\s+().-]+$/.test(phone.trim()) && digits.length >= 6 && digits.length <= 15;
};

const text = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);

/**
 * The address part of the shipping details (everything but the delivery note): the checkout's form
 * and the address book keep the same fields under the same rules.
 */
export const shippingAddressFields = {
  name: text(100),
  phone: text(30),
  email: text(254),
  country: z.enum(SHIPPING_COUNTRIES as [string, ...string[]], {
    error: CHECKOUT_MESSAGES.countryUnsupported,
  }),
  province: text(100).default(''),
  ward: text(100).default(''),
  street: text(200),
};
export type ShippingAddress = {
  name: string;
  phone: string;
  email: string;
  country: string;
  province: string;
  ward: string;
  street: string;
};

/**
 * The rules of an address, one issue per field (docs/decisions/0037): in Vietnam the province must be
 * one of the 34 (any spelling of Ho Chi Minh City is recognised) and a ward is required; abroad,
 * province and ward are the region and city, optional. For a schema's superRefine.
 */
export function checkShippingAddress(s: ShippingAddress, ctx: z.RefinementCtx<ShippingAddress>): void {
  const fail = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  const vietnam = s.country === 'Vietnam';
  if (!s.name) fail('name', CHECKOUT_MESSAGES.nameRequired);
  if (vietnam ? !isVietnamesePhone(s.phone) : !isInternationalPhone(s.phone)) {
    fail('phone', vietnam ? CHECKOUT_MESSAGES.phoneInvalidVn : CHECKOUT_MESSAGES.phoneInvalid);
  }
  if (!isEmailShape(s.email)) fail('email', CHECKOUT_MESSAGES.emailInvalid);
  if (vietnam) {
    if (!s.province) fail('province', CHECKOUT_MESSAGES.provinceRequired);
    else if (!canonicalProvince(s.province)) fail('province', CHECKOUT_MESSAGES.provinceUnknown);
    if (!s.ward) fail('ward', CHECKOUT_MESSAGES.wardRequired);
  }
  if (!s.street) fail('street', CHECKOUT_MESSAGES.streetRequired);
}

/** An address as it is stored: the e-mail lower-cased, a Vietnamese province in its official name. */
export function canonicalShippingAddress<T extends ShippingAddress>(s: T): T {
  return {
    ...s,
    email: normaliseEmail(s.email),
    province: s.country === 'Vietnam' ? (canonicalProvince(s.province) ?? s.province) : s.province,
  };
}

/** Shipping details: the address (above) and an optional note for the delivery. */
export const shippingSchema = z
  .object({ ...shippingAddressFields, note: text(500).optional() })
  .superRefine(checkShippingAddress)
  .transform((s) => ({
    ...canonicalShippingAddress(s),
    ...(s.note ? { note: s.note } : { note: undefined }),
  }));
export type ShippingInput = z.input<typeof shippingSchema>;

/** The shipping snapshot kept on an order (what the customer gave, province in its official name). */
export const orderShippingSchema = z.object({
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  country: z.string(),
  province: z.string(),
  ward: z.string(),
  street: z.string(),
  note: z.string().optional(),
});
export type OrderShipping = z.infer<typeof orderShippingSchema>;

/**
 * POST /payment/create-checkout-{cod,qrcode,paypal}. Lines, prices and the coupon come
 * from the user's server cart; any other field (items, total, status…) is dropped, never used.
 */
export const checkoutBodySchema = z.object({
  shipping: shippingSchema,
  acceptPolicy: z.literal(true, { error: CHECKOUT_MESSAGES.acceptPolicy }),
});
export type CheckoutBody = z.input<typeof checkoutBodySchema>;

/** The VietQR payment of a QR checkout (the memo is the order code). */
export const qrPaymentSchema = z.object({
  /** the EMVCo payload the QR encodes */
  payload: z.string(),
  /** the QR as a PNG data URL */
  qrImage: z.string(),
  bankBin: z.string(),
  /** the bank's short name for the BIN, when known (e.g. "ACB") */
  bankName: z.string().nullable(),
  accountNumber: z.string(),
  accountName: z.string(),
  /**
   * what the QR asks for, in dong: what is still due (the total less the transfers that arrived,
   * so that scanning again never pays twice), computed by the server from the stored order
   */
  amount: z.number().int(),
  /** the transfers that arrived already, in dong (0 until the first one) */
  paidAmount: z.number().int(),
  memo: z.string(),
  expiresAt: z.string(),
});
export type QrPayment = z.infer<typeof qrPaymentSchema>;

/** An error at checkout: `{ error, code }`, plus the line and what is left for OUT_OF_STOCK. */
export const checkoutErrorSchema = errorBodySchema.extend({
  productId: z.string().optional(),
  size: z.enum(SIZES).optional(),
  name: z.string().optional(),
  available: z.number().int().optional(),
});
export type CheckoutError = z.infer<typeof checkoutErrorSchema>;

/**
 * GET /payment/order-summary?country=…: the cart summary with the shipping of that country
 * (international tiers by item count, US dollars converted at the current rate; docs/decisions/0019), and
 * the PayPal amount in dollars.
 */
export const checkoutSummaryQuerySchema = z.object({
  country: z
    .enum(SHIPPING_COUNTRIES as [string, ...string[]], { error: CHECKOUT_MESSAGES.countryUnsupported })
    .default('Vietnam'),
});
export const exchangeRateInfoSchema = z.object({
  /** dong per US dollar */
  vndPerUsd: z.number(),
  /** live (fetched now or within 5 minutes), stale (the service failed; an older value), fallback (configured) */
  source: z.enum(['live', 'stale', 'fallback']),
  fetchedAt: z.string().nullable(),
});
export type ExchangeRateInfo = z.infer<typeof exchangeRateInfoSchema>;
export const checkoutSummarySchema = orderSummarySchema.extend({
  country: z.string(),
  /** the international fee in dollars (0 for Vietnam, where the domestic fee applies) */
  shippingFeeUsd: z.number(),
  exchangeRate: exchangeRateInfoSchema,
  /** what PayPal would charge, in US dollars with 2 decimals */
  totalUsd: z.string(),
});
export type CheckoutSummary = z.infer<typeof checkoutSummarySchema>;

/**
 * GET /payment/methods: which payment methods the checkout page offers (PayPal only when configured,
 * as an unset provider is hidden, not broken), and how long an unpaid QR or PayPal order is kept.
 */
export const paymentMethodsResponseSchema = z.object({
  methods: z.object({ COD: z.boolean(), QR: z.boolean(), PAYPAL: z.boolean() }),
  paymentTtlMinutes: z.number().int(),
});
export type PaymentMethodsResponse = z.infer<typeof paymentMethodsResponseSchema>;

// ── addresses ──────────────────────────────────────────────────────────────────────────────────────

/** GET /address/provinces and /address/wards?province=: `source` says whether the list is the service's. */
export const provincesResponseSchema = z.object({
  provinces: z.array(z.object({ code: z.number().int(), name: z.string() })),
  source: z.enum(['live', 'fallback']),
  /** with `fallback`: 'Failed to fetch provinces' */
  error: z.string().optional(),
});
export type ProvincesResponse = z.infer<typeof provincesResponseSchema>;
export const wardsQuerySchema = z.object({ province: z.coerce.number().int().positive().max(999) });
/** `unavailable`: the service could not be reached; the ward is typed by hand. */
export const wardsResponseSchema = z.object({
  wards: z.array(z.object({ code: z.number().int(), name: z.string() })),
  source: z.enum(['live', 'unavailable']),
  /** with `unavailable`: 'Failed to fetch provinces' */
  error: z.string().optional(),
});
export type WardsResponse = z.infer<typeof wardsResponseSchema>;

// ── bank webhook ───────────────────────────────────────────────────────────────────────────────────

/**
 * The SePay-style bank notification (docs/decisions/0034). Only the fields the shop uses are read; the
 * others (gateway, code, accumulated, referenceCode…) are accepted and ignored.
 */
export const bankWebhookBodySchema = z.object({
  id: z.union([z.number().int(), z.string().min(1).max(100)]).transform(String),
  transferType: z.string().max(10),
  transferAmount: z.number().int().nonnegative(),
  content: z.string().max(2000).default(''),
  accountNumber: z.string().max(40),
  transactionDate: z.string().max(40).optional(),
});
export type BankWebhookBody = z.input<typeof bankWebhookBodySchema>;
export const bankWebhookResponseSchema = z.object({ success: z.literal(true) });
