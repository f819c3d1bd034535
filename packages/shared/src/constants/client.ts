/** SPEC §9: request time-outs in milliseconds. */
export const REQUEST_TIMEOUT_MS = {
  default: 15_000,
  upload: 60_000,
  download: 120_000,
  auth: 5_000,
} as const;
/** SPEC §9 and DECISIONS §3: largest request or response body. */
export const MAX_BODY_BYTES = 10 * 1024 * 1024;

/** SPEC §9: automatic token refresh. */
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

/** SPEC §2, §4: how many times the auth check may be retried from the loader. */
export const AUTH_CHECK_MAX_RETRIES = 3;

/** SPEC §9: toast durations and limits. */
export const TOAST = {
  blankMs: 4000,
  errorMs: 4000,
  successMs: 2000,
  loadingMs: Number.POSITIVE_INFINITY,
  shopMs: 4000,
  limit: 20,
} as const;

/** SPEC §9: TanStack Query defaults. */
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

/** SPEC §2, §9: layout thresholds. */
export const UI = {
  cartBadgeCap: 99,
  backToTopAfterPx: 300,
  navbarShadowAfterPx: 20,
  spinnerTurnMs: 800,
} as const;

/** SPEC §3, §4: browser-storage keys. */
export const STORAGE_KEYS = {
  user: 'user',
  account: 'account',
  accessToken: 'accessToken',
  cart: 'cart-storage',
  coupon: 'coupon-storage',
  /** DECISIONS §11: what the shopper typed at checkout, in session storage until the order is placed */
  checkoutDraft: 'checkout-draft',
} as const;

/** Formats a cart count for the navbar badge: "99+" above 99 (SPEC §2). */
export function formatBadgeCount(count: number): string {
  return count > UI.cartBadgeCap ? `${UI.cartBadgeCap}+` : String(count);
}
