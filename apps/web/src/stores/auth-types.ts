/**
 * SPEC §3: fields of user and account are "not shown" beyond these; the rest passes through as the
 * server sends it (DECISIONS §4 lists name, email, phone, address, userType, status).
 */
export interface User {
  id?: string;
  name?: string;
  email?: string;
  [key: string]: unknown;
}

export interface Account {
  id?: string;
  /** ADMIN, MANAGER or CUSTOMER (DECISIONS §4). */
  userType?: string;
  isVerified?: boolean;
  [key: string]: unknown;
}

/** SPEC §7: login, Google login and link answer this; GET /auth/me too. */
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

/** SPEC §3: the client-held auth session. */
export interface AuthSession {
  user: User | null;
  account: Account | null;
  accessToken: string | null;
  isAuthenticated: boolean;
  isLoading: boolean;
  isRefreshing: boolean;
  isCheckingAuth: boolean;
  error: string | null;
  message: string | null;
  loginAttempts: number;
  lastLoginAttempt: number | null;
  /** The last auth check failed without a definite answer (network, time-out, 5xx, bad body). */
  authCheckFailed: boolean;
  /** Retries of the auth check made from the loader (SPEC §4: at most 3). */
  authCheckRetries: number;
}

export interface AuthActions {
  /** SPEC §4: read the stored session; with a valid token and a user, become authenticated. */
  initialize: () => void;
  checkAuth: () => Promise<void>;
  retryAuthCheck: () => Promise<void>;
  /** `language` picks the language of the verification mail (the interface's, not the browser's). */
  signup: (input: { email: string; password: string; name: string; language?: string }) => Promise<boolean>;
  login: (input: { email: string; password: string }) => Promise<boolean>;
  googleLogin: (googleCode: string) => Promise<boolean>;
  linkGoogleAccount: (googleCode: string) => Promise<boolean>;
  unlinkGoogleAccount: () => Promise<boolean>;
  /** `email` (when known) tells the server whose code it is; without it the code alone decides. */
  verifyEmail: (code: string, email?: string) => Promise<boolean>;
  forgotPassword: (email: string) => Promise<boolean>;
  resetPassword: (token: string, password: string) => Promise<boolean>;
  resendVerification: (email: string) => Promise<boolean>;
  updateProfile: (data: Record<string, unknown> | null | undefined) => Promise<boolean>;
  deleteAccount: () => Promise<boolean>;
  logout: () => Promise<void>;
  /** Sign-out without calling the server (SPEC §4). */
  signOutLocally: (error?: string | null) => void;
  refreshToken: () => Promise<string>;
  startTokenRefresh: () => void;
  stopTokenRefresh: () => void;
  clearFeedback: () => void;
}

export type AuthState = AuthSession & AuthActions;
