import { z } from 'zod';
import { AVAILABILITY, SIZES } from '../constants/catalog.js';
import { MESSAGES } from '../constants/messages.js';
import { imageSchema } from './catalog.js';
import { errorBodySchema } from './common.js';
import { couponDiscountViewSchema, evaluatedCouponConditionSchema } from './coupons.js';

/** At most this many of one product and size in a cart (a shop, not a wholesaler). */
export const CART_MAX_LINE_QUANTITY = 99;
/** At most this many distinct lines (product + size) in one cart. */
export const CART_MAX_LINES = 50;

/** Cart texts beyond the required ones (those live in constants/messages). */
export const CART_MESSAGES = {
  quantityWhole: 'Quantity must be a whole number',
  quantityTooLarge: `Quantity must be at most ${CART_MAX_LINE_QUANTITY}`,
  tooManyLines: `Your cart can hold at most ${CART_MAX_LINES} different items`,
  productNotFound: 'Product not found',
  itemNotFound: 'Item not found in cart',
  productHidden: 'This product is no longer available',
  sizeNotStocked: (size: string) => `This product is not available in size ${size}`,
  notOrderable: (availability: string) =>
    availability === 'OUT OF STOCK' || availability === 'SOLD OUT'
      ? `This product is ${availability.toLowerCase()}`
      : availability === 'ARRIVING SOON'
        ? 'This product is arriving soon and cannot be ordered yet'
        : 'This product cannot be ordered right now',
  sizeSoldOut: (size: string) => `Size ${size} is out of stock`,
  onlyLeft: (stock: number, size: string) => `Only ${stock} left in size ${size}`,
  productIdMismatch: 'The product ID in the path and in the body differ',
  added: 'Item added to cart',
  updated: 'Quantity updated',
  removed: 'Item removed from cart',
  cleared: 'Cart cleared',
} as const;

const missing = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/**
 * Why a quantity is refused, or undefined when it is a whole number from 1 to the line maximum.
 * 'Quantity must be greater than 0' (code INVALID_QUANTITY); the other quantity errors carry the
 * same code so that the client shows their message (docs/requirements/errors.md).
 */
export function cartQuantityProblem(quantity: unknown): string | undefined {
  if (typeof quantity !== 'number' || !Number.isFinite(quantity)) return CART_MESSAGES.quantityWhole;
  if (quantity <= 0) return MESSAGES.quantityPositive;
  if (!Number.isInteger(quantity)) return CART_MESSAGES.quantityWhole;
  if (quantity > CART_MAX_LINE_QUANTITY) return CART_MESSAGES.quantityTooLarge;
  return undefined;
}

/**
 * The fields arrive as `unknown` and are checked in one refinement, so that the first problem is told
 * with the required message (a type error per field would come first otherwise). The error handler
 * responds with the issue's `params.code` (INVALID_QUANTITY) instead of VALIDATION_ERROR.
 */
interface LineProblem {
  message: string;
  code: 'VALIDATION_ERROR' | 'INVALID_QUANTITY';
}

function lineProblem(
  body: { productId?: unknown; size?: unknown; quantity?: unknown },
  required: readonly ('productId' | 'size' | 'quantity')[],
  requiredMessage: string,
): LineProblem | undefined {
  const invalid = (message: string): LineProblem => ({ message, code: 'VALIDATION_ERROR' });
  if (required.some((name) => missing(body[name]))) return invalid(requiredMessage);
  if (body.productId !== undefined && typeof body.productId !== 'string') {
    return invalid('productId: must be a string');
  }
  if (required.includes('size') && (typeof body.size !== 'string' || body.size.length > 40)) {
    return invalid('size: must be one of the sizes of the product');
  }
  const quantity = required.includes('quantity') ? cartQuantityProblem(body.quantity) : undefined;
  return quantity ? { message: quantity, code: 'INVALID_QUANTITY' } : undefined;
}

/** One issue at most, with the error code the error handler is to respond with. */
const checkLine =
  (required: readonly ('productId' | 'size' | 'quantity')[], requiredMessage: string) =>
  (body: { productId?: unknown; size?: unknown; quantity?: unknown }, ctx: z.RefinementCtx) => {
    const problem = lineProblem(body, required, requiredMessage);
    if (problem) ctx.addIssue({ code: 'custom', message: problem.message, params: { code: problem.code } });
  };

/** Any value reaches the refinement; the metadata documents the expected shape in the OpenAPI document. */
const field = (meta: { description: string; type: string; [key: string]: unknown }) =>
  z.unknown().optional().meta(meta);
const productIdField = field({ type: 'string', format: 'uuid', description: 'product id' });
const sizeField = field({
  type: 'string',
  enum: [...SIZES],
  description: 'a size the product is stocked in',
});
const quantityField = field({
  type: 'integer',
  minimum: 1,
  maximum: CART_MAX_LINE_QUANTITY,
  description: 'a whole number of items',
});
/** A body that is not a JSON object (none, an array, a string) is read as an empty one: fields missing. */
const asObject = (v: unknown) => (v !== null && typeof v === 'object' && !Array.isArray(v) ? v : {});

/** POST /cart/addItem { productId, size, quantity }, with the messages of docs/requirements/validation.md. */
export const addCartItemBodySchema = z
  .preprocess(
    asObject,
    z.object({
      productId: productIdField,
      size: sizeField,
      quantity: quantityField,
    }),
  )
  .superRefine(checkLine(['productId', 'size', 'quantity'], MESSAGES.cartMissingFields))
  .transform((b) => ({
    productId: (b.productId as string).trim(),
    size: (b.size as string).trim(),
    quantity: b.quantity as number,
  }));
export interface AddCartItemBody {
  productId: string;
  size: (typeof SIZES)[number];
  quantity: number;
}

/** DELETE /cart/removeItem/{productId} { productId, size }: 'Product ID and size are required'. */
export const removeCartItemBodySchema = z
  .preprocess(
    asObject,
    z.object({
      productId: productIdField,
      size: sizeField,
    }),
  )
  .superRefine(checkLine(['size'], MESSAGES.removeItemFields))
  .transform((b) => ({
    productId: typeof b.productId === 'string' ? b.productId.trim() : undefined,
    size: (b.size as string).trim(),
  }));
export interface RemoveCartItemBody {
  productId?: string;
  size: (typeof SIZES)[number];
}

/** PATCH /cart/update-quantity/{productId} { quantity, size }: 'Product ID, size, and quantity are required'. */
export const updateCartItemBodySchema = z
  .preprocess(
    asObject,
    z.object({
      productId: productIdField,
      size: sizeField,
      quantity: quantityField,
    }),
  )
  .superRefine(checkLine(['size', 'quantity'], MESSAGES.updateQuantityFields))
  .transform((b) => ({
    productId: typeof b.productId === 'string' ? b.productId.trim() : undefined,
    size: (b.size as string).trim(),
    quantity: b.quantity as number,
  }));
export interface UpdateCartItemBody {
  productId?: string;
  size: (typeof SIZES)[number];
  quantity: number;
}

/** A cart error: `{ error, code }`; a stock error adds what is left and what is in the cart. */
export const cartErrorSchema = errorBodySchema.extend({
  available: z.number().int().optional(),
  inCart: z.number().int().optional(),
});
export type CartError = z.infer<typeof cartErrorSchema>;

export const cartProductParamsSchema = z.object({ productId: z.string().max(64) });

// ── responses ─────────────────────────────────────────────────────────────────────────────────────

/**
 * A cart line with what the cart page shows (docs/requirements/entities.md). A line whose product was hidden comes back
 * with isUnavailable, name 'Product unavailable' and price 0, and is left out of the summary.
 */
export const cartLineSchema = z.object({
  productId: z.string(),
  size: z.enum(SIZES),
  quantity: z.number().int(),
  name: z.string(),
  price: z.number().int(),
  discountPrice: z.number().int(),
  image: imageSchema.nullable(),
  availability: z.enum(AVAILABILITY),
  /** stock of this size now */
  stock: z.number().int(),
  isUnavailable: z.boolean(),
});
export type CartLine = z.infer<typeof cartLineSchema>;

/** GET /cart: an object with a cartItem list (docs/requirements/api.md). */
export const cartResponseSchema = z.object({ cartItem: z.array(cartLineSchema) });
export type CartResponse = z.infer<typeof cartResponseSchema>;

/** POST /cart/addItem responds with cartItems; the other cart changes respond the same. */
export const cartChangeResponseSchema = z.object({ message: z.string(), cartItems: z.array(cartLineSchema) });
export type CartChangeResponse = z.infer<typeof cartChangeResponseSchema>;

export const appliedCouponSchema = z.object({
  code: z.string(),
  name: z.string(),
  discount: couponDiscountViewSchema,
  expirationDate: z.string(),
  conditions: z.array(evaluatedCouponConditionSchema),
  conditionsMet: z.boolean(),
  /** whether the coupon gives its discount now (conditions met, active, unexpired, within limits) */
  valid: z.boolean(),
  /** why it gives no discount now; null when valid */
  message: z.string().nullable(),
});
export type AppliedCoupon = z.infer<typeof appliedCouponSchema>;

export const rankSummarySchema = z.object({
  name: z.string(),
  discountPercent: z.number().int(),
  /** lifetime spend: totals of the user's Completed orders */
  spend: z.number().int(),
  nextRank: z
    .object({ name: z.string(), threshold: z.number().int(), discountPercent: z.number().int() })
    .nullable(),
  amountToNext: z.number().int(),
  /** 'Spend X more to reach {rank}', or "You've unlocked the highest rank" */
  hint: z.string(),
});
export type RankSummary = z.infer<typeof rankSummarySchema>;

/** The cart summary, computed on the server by the shared pricing module (docs/decisions/0018). */
export const orderSummarySchema = z.object({
  cartSubTotal: z.number().int(),
  discountAmount: z.number().int(),
  cartTotalValue: z.number().int(),
  shippingFee: z.number().int(),
  appliedCoupon: appliedCouponSchema.nullable(),
  discountSource: z.enum(['coupon', 'rank']).nullable(),
  /** items (sum of quantities) of the lines that count */
  itemCount: z.number().int(),
  rank: rankSummarySchema,
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

/** POST /coupon/apply and /coupon/remove respond with the new summary. */
export const couponChangeResponseSchema = z.object({ message: z.string(), summary: orderSummarySchema });
export type CouponChangeResponse = z.infer<typeof couponChangeResponseSchema>;
