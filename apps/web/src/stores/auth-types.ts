/**
 * The fields of user and account the web reads; the rest passes through as the server sends it
 * (name, email, phone, address, userType, status). Shapes: docs/requirements/entities.md
 */
export interface User {
  id?: string;
  name?: string;
  email?: string;
  [key: string]: unknown;
}

export interface Account {
  id?: string;
  /** ADMIN, MANAGER or CUSTOMER. */
  userType?: string;
  isVerified?: boolean;
  [key: string]: unknown;
}

/** The body of login, Google login and link, and GET /auth/me (docs/requirements/api.md). */
export interface SessionResponse {
  user?: User;
  account?: Account;
  tokens?: { accessToken?: string };
  message?: string;
}

export interface StoredSession {
  user: User | null;
  account: Account | null;
  accessToken: string | null;
}

/**
 * The client-held auth session (docs/requirements/entities.md). The account actions' own progress
 * and messages are TanStack Query mutation state (features/auth/api), not fields here.
 */
export interface AuthSession {
  user: User | null;
  account: Account | null;
  accessToken: string | null;
  isAuthenticated: boolean;
  isRefreshing: boolean;
  isCheckingAuth: boolean;
  /** Why the session ended or could not be read ('Session expired. Please log in again.', …). */
  error: string | null;
  /** Failed logins in the current 15-minute window, counted here so the 6th is rejected without a call. */
  loginAttempts: number;
  lastLoginAttempt: number | null;
  /** The last auth check failed without a definite response (network, time-out, 5xx, bad body). */
  authCheckFailed: boolean;
  /** Retries of the auth check made from the loader (at most 3: docs/requirements/limits.md). */
  authCheckRetries: number;
}

export interface AuthActions {
  /** Read the stored session; with a valid token and a user, become authenticated. */
  initialize: () => void;
  checkAuth: () => Promise<void>;
  retryAuthCheck: () => Promise<void>;
  /** Store a session the server just handed over (login, Google, verification), start the refresh. */
  establishSession: (user: User, account: Account, accessToken: string) => void;
  /** Store a user (and account) the server returned without a session: a profile change, a verification. */
  storeUser: (user: User, account?: Account) => void;
  /** The failed logins of the current window at `now`; a window that has passed starts again at 0. */
  currentLoginAttempts: (now: number) => number;
  recordLoginFailure: (attempts: number, at: number) => void;
  resetLoginAttempts: () => void;
  /** Sign-out without calling the server: storage, cart, coupon, query cache and refresh timer. */
  signOutLocally: (error?: string | null) => void;
  refreshToken: () => Promise<string>;
  startTokenRefresh: () => void;
  stopTokenRefresh: () => void;
  clearError: () => void;
}

export type AuthState = AuthSession & AuthActions;
