/** Request time-outs in milliseconds (docs/requirements/limits.md). */
export const REQUEST_TIMEOUT_MS = {
  default: 15_000,
  upload: 60_000,
  download: 120_000,
  auth: 5_000,
} as const;
/** The largest request or response body (docs/requirements/limits.md). */
export const MAX_BODY_BYTES = 10 * 1024 * 1024;

/** Automatic token refresh (docs/requirements/limits.md). */
export const TOKEN_REFRESH = {
  /** refresh when the token expires within this window */
  windowMs: 5 * 60 * 1000,
  /** how often the expiry is checked */
  checkEveryMs: 30_000,
  /** a refresh in progress is awaited by polling this often… */
  pollMs: 100,
  /** …up to this long, then 'Token refresh timeout' */
  waitCeilingMs: 10_000,
} as const;

/** How many times the auth check may be retried from the loader (docs/requirements/states.md). */
export const AUTH_CHECK_MAX_RETRIES = 3;

/** Toast durations and limits (docs/requirements/limits.md). */
export const TOAST = {
  blankMs: 4000,
  errorMs: 4000,
  successMs: 2000,
  loadingMs: Number.POSITIVE_INFINITY,
  shopMs: 4000,
  limit: 20,
} as const;

/** TanStack Query defaults (docs/requirements/limits.md). */
export const QUERY_DEFAULTS = {
  retries: 3,
  retryBaseDelayMs: 1000,
  retryMaxDelayMs: 5000,
  staleTimeMs: 10 * 60 * 1000,
  gcTimeMs: 30 * 60 * 1000,
  cartStaleTimeMs: 30_000,
  cartGcTimeMs: 5 * 60 * 1000,
  productDetailStaleTimeMs: 5 * 60 * 1000,
  subscribeMaxRetries: 2,
  subscribeMaxDelayMs: 3000,
  cartLoadMaxRetries: 2,
  cartLoadRetryDelayMs: 1000,
} as const;

/** Layout thresholds (docs/requirements/limits.md). */
export const UI = {
  cartBadgeCap: 99,
  backToTopAfterPx: 300,
  navbarShadowAfterPx: 20,
  spinnerTurnMs: 800,
} as const;

/** Browser-storage keys (docs/requirements/entities.md). */
export const STORAGE_KEYS = {
  user: 'user',
  account: 'account',
  accessToken: 'accessToken',
  cart: 'cart-storage',
  coupon: 'coupon-storage',
  /** what the shopper typed at checkout, in session storage until the order is placed (docs/decisions/0038) */
  checkoutDraft: 'checkout-draft',
} as const;

/** Formats a cart count for the navbar badge: "99+" above 99 (docs/requirements/screens.md). */
export function formatBadgeCount(count: number): string {
  return count > UI.cartBadgeCap ? `${UI.cartBadgeCap}+` : String(count);
}
