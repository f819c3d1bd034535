/** Error codes the API responds with, and their HTTP statuses (docs/requirements/errors.md). */
export const ERROR_STATUS = {
  VALIDATION_ERROR: 400,
  INVALID_QUANTITY: 400,
  CART_EMPTY: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  ACCOUNT_BLACKLISTED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  OUT_OF_STOCK: 409,
  COUPON_INVALID: 409,
  INVALID_TRANSITION: 409,
  /** the address book holds ADDRESS_BOOK_LIMIT addresses already */
  ADDRESS_BOOK_FULL: 409,
  /** OPEN_COD_ORDERS_LIMIT open COD orders already (account, phone or address) */
  TOO_MANY_OPEN_ORDERS: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;
/** Client-side only: a request that never got a response (docs/requirements/errors.md). */
export const NETWORK_ERROR = 'NETWORK_ERROR';
