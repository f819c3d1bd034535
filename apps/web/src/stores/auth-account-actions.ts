import {
  isEmailShape,
  isTokenShape,
  LOGIN_MAX_FAILURES,
  LOGIN_WINDOW_MS,
  MESSAGES,
  normaliseEmail,
  PASSWORD_MIN_LENGTH,
} from '@shop/shared';
import type { StoreApi } from 'zustand';
import { api } from '../lib/api-client';
import { errorMessage } from '../lib/api-error';
import { logAuthFailure } from './auth-log';
import { withoutPassword, writeStoredSession } from './auth-storage';
import type { Account, AuthActions, AuthState, SessionResponse, User } from './auth-types';

/** What the account actions need from the store. */
export interface AuthKit {
  set: StoreApi<AuthState>['setState'];
  get: StoreApi<AuthState>['getState'];
  /** Store a session the server just handed over, start the refresh timer. */
  establishSession: (user: User, account: Account, accessToken: string) => void;
}

export type AccountActions = Pick<
  AuthActions,
  | 'signup'
  | 'login'
  | 'googleLogin'
  | 'linkGoogleAccount'
  | 'unlinkGoogleAccount'
  | 'verifyEmail'
  | 'forgotPassword'
  | 'resetPassword'
  | 'resendVerification'
  | 'updateProfile'
  | 'deleteAccount'
>;

/**
 * SPEC §4, §5, §8: sign-up, log-in (with its 5-in-15-minutes limit), Google, e-mail verification,
 * password reset, profile and account deletion. Each validates as SPEC §5 says, keeps the server's
 * message or error (else the SPEC default) in the store, and answers whether it succeeded.
 */
export function createAccountActions({ set, get, establishSession }: AuthKit): AccountActions {
  function fail(message: string): false {
    set({ error: message, message: null });
    return false;
  }

  /** The shared shape of the simple e-mail actions: call, keep the message or the error. */
  async function runAction(
    name: string,
    call: () => Promise<{ message?: string } | undefined>,
    success: string,
    failure: string,
    payload?: unknown,
  ): Promise<boolean> {
    set({ isLoading: true, error: null, message: null });
    try {
      const data = await call();
      set({ isLoading: false, message: data?.message || success || null });
      return true;
    } catch (error) {
      logAuthFailure(name, error, payload);
      set({ isLoading: false, error: errorMessage(error, failure) });
      return false;
    }
  }

  /** SPEC §5: e-mail required, valid, trimmed and lower-cased. */
  function checkEmail(raw: string): string | null {
    const email = normaliseEmail(raw ?? '');
    if (!email) {
      set({ error: MESSAGES.emailRequired });
      return null;
    }
    if (!isEmailShape(email)) {
      set({ error: MESSAGES.invalidEmail });
      return null;
    }
    return email;
  }

  return {
    signup: async ({ email: rawEmail, password, name: rawName, language }) => {
      const email = normaliseEmail(rawEmail ?? '');
      const name = (rawName ?? '').trim();
      if (!email || !password || !name) return fail(MESSAGES.allFieldsRequired);
      if (!isEmailShape(email)) return fail(MESSAGES.invalidEmail);
      if (password.length < PASSWORD_MIN_LENGTH) return fail(MESSAGES.passwordTooShort);
      set({ isLoading: true, error: null, message: null });
      try {
        const body =
          language === 'en' || language === 'vi'
            ? { email, password, name, language }
            : { email, password, name };
        await api.post('/auth/signup', body, { timeout: 'auth', retryOn401: false });
        // SPEC §4: after sign-up the client is not authenticated until the e-mail is verified.
        set({ isLoading: false, isAuthenticated: false, message: MESSAGES.signupSuccess });
        return true;
      } catch (error) {
        logAuthFailure('signup', error, { email, password, name });
        set({ isLoading: false, error: errorMessage(error, MESSAGES.signupFailed) });
        return false;
      }
    },

    login: async ({ email: rawEmail, password }) => {
      const email = normaliseEmail(rawEmail ?? '');
      if (!email || !password) return fail(MESSAGES.emailPasswordRequired);
      if (!isEmailShape(email)) return fail(MESSAGES.invalidEmail);
      // SPEC §5: at most 5 failed attempts in a 15-minute window; an older last attempt resets it.
      const now = Date.now();
      let attempts = get().loginAttempts;
      const last = get().lastLoginAttempt;
      if (last !== null && now - last > LOGIN_WINDOW_MS) {
        attempts = 0;
        set({ loginAttempts: 0, lastLoginAttempt: null });
      }
      if (attempts >= LOGIN_MAX_FAILURES) return fail(MESSAGES.tooManyLoginAttempts);
      set({ isLoading: true, error: null, message: null });
      try {
        const data = await api.post<SessionResponse>(
          '/auth/login',
          { email, password },
          { timeout: 'auth', retryOn401: false },
        );
        const token = data?.tokens?.accessToken;
        if (!data?.user || !data.account || !isTokenShape(token))
          throw new Error(MESSAGES.invalidResponseStructure);
        establishSession(data.user, data.account, token);
        set({ isLoading: false, loginAttempts: 0, lastLoginAttempt: null });
        return true;
      } catch (error) {
        logAuthFailure('login', error, { email, password });
        set({
          isLoading: false,
          error: errorMessage(error, MESSAGES.loginFailed),
          loginAttempts: attempts + 1,
          lastLoginAttempt: now,
        });
        return false;
      }
    },

    googleLogin: async (googleCode) => {
      set({ isLoading: true, error: null, message: null });
      try {
        const data = await api.post<SessionResponse>(
          '/auth/google/login',
          { googleCode },
          { timeout: 'auth', retryOn401: false },
        );
        const token = data?.tokens?.accessToken;
        if (!data?.user || !data.account || !isTokenShape(token))
          throw new Error(MESSAGES.invalidResponseStructure);
        establishSession(data.user, data.account, token);
        set({ isLoading: false, loginAttempts: 0, lastLoginAttempt: null });
        return true;
      } catch (error) {
        logAuthFailure('googleLogin', error, { googleCode });
        set({ isLoading: false, error: MESSAGES.googleLoginFailed });
        return false;
      }
    },

    linkGoogleAccount: async (googleCode) => {
      set({ isLoading: true, error: null, message: null });
      try {
        const data = await api.post<SessionResponse>('/auth/google/link-account', { googleCode });
        const token = data?.tokens?.accessToken;
        if (!data?.user || !data.account) throw new Error(MESSAGES.invalidResponseStructure);
        establishSession(data.user, data.account, isTokenShape(token) ? token : (get().accessToken ?? ''));
        set({ isLoading: false, loginAttempts: 0, lastLoginAttempt: null, message: data.message ?? null });
        return true;
      } catch (error) {
        logAuthFailure('linkGoogleAccount', error, { googleCode });
        set({ isLoading: false, error: MESSAGES.googleLinkFailed });
        return false;
      }
    },

    unlinkGoogleAccount: () =>
      runAction(
        'unlinkGoogleAccount',
        () => api.delete<{ message?: string }>('/auth/google/unlink-account'),
        '',
        MESSAGES.googleUnlinkFailed,
      ),

    verifyEmail: async (rawCode, rawEmail) => {
      const code = (rawCode ?? '').trim();
      if (!code) return fail(MESSAGES.verificationCodeRequired);
      const email = normaliseEmail(rawEmail ?? '');
      set({ isLoading: true, error: null, message: null });
      try {
        const body = isEmailShape(email) ? { code, email } : { code };
        const data = await api.post<Partial<SessionResponse> & { message?: string }>(
          '/auth/verify-email',
          body,
          {
            retryOn401: false,
          },
        );
        // an account already verified gets no session (DECISIONS §11): the page sends the shopper to
        // log in instead; not a failure worth a console error
        if (data?.message === MESSAGES.emailAlreadyVerified && !data.user) {
          set({ isLoading: false, error: data.message });
          return false;
        }
        if (!data?.user || !data.account) throw new Error(MESSAGES.invalidVerificationResponse);
        const token = isTokenShape(data.tokens?.accessToken) ? data.tokens?.accessToken : get().accessToken;
        if (isTokenShape(token)) {
          establishSession(data.user, data.account, token);
        } else {
          // Verified but not signed in (signed up in another browser): keep who they are, log in next.
          writeStoredSession({ user: data.user, account: data.account });
          set({ user: withoutPassword(data.user), account: data.account });
        }
        set({ isLoading: false, message: MESSAGES.emailVerified });
        return true;
      } catch (error) {
        logAuthFailure('verifyEmail', error, { code });
        set({ isLoading: false, error: errorMessage(error, MESSAGES.verifyEmailFailed) });
        return false;
      }
    },

    forgotPassword: async (rawEmail) => {
      const email = checkEmail(rawEmail);
      if (!email) return false;
      return runAction(
        'forgotPassword',
        () => api.post<{ message?: string }>('/auth/forgot-password', { email }, { retryOn401: false }),
        MESSAGES.resetEmailSent,
        MESSAGES.forgotPasswordFailed,
        { email },
      );
    },

    resetPassword: async (token, password) => {
      if (!token || !password) return fail(MESSAGES.resetFieldsRequired);
      if (password.length < PASSWORD_MIN_LENGTH) return fail(MESSAGES.passwordTooShort);
      return runAction(
        'resetPassword',
        () =>
          api.post<{ message?: string }>(
            `/auth/reset-password/${encodeURIComponent(token)}`,
            { password },
            { retryOn401: false },
          ),
        MESSAGES.passwordReset,
        MESSAGES.resetPasswordFailed,
        { token, password },
      );
    },

    resendVerification: async (rawEmail) => {
      const email = checkEmail(rawEmail);
      if (!email) return false;
      return runAction(
        'resendVerification',
        () => api.post<{ message?: string }>('/auth/resend-verification', { email }, { retryOn401: false }),
        MESSAGES.verificationEmailSent,
        MESSAGES.resendVerificationFailed,
        { email },
      );
    },

    updateProfile: async (data) => {
      if (!data || Object.keys(data).length === 0) return fail(MESSAGES.profileDataRequired);
      set({ isLoading: true, error: null, message: null });
      try {
        const res = await api.put<{ user?: User }>('/auth/profile', data);
        if (res?.user) {
          const user = withoutPassword(res.user);
          writeStoredSession({ user });
          set({ user });
        }
        set({ isLoading: false, message: MESSAGES.profileUpdated });
        return true;
      } catch (error) {
        logAuthFailure('updateProfile', error, data);
        set({ isLoading: false, error: errorMessage(error, MESSAGES.updateProfileFailed) });
        return false;
      }
    },

    deleteAccount: async () => {
      set({ isLoading: true, error: null, message: null });
      try {
        await api.delete('/auth/delete-account');
        get().signOutLocally();
        return true;
      } catch (error) {
        logAuthFailure('deleteAccount', error);
        set({ isLoading: false, error: errorMessage(error, MESSAGES.deleteAccountFailed) });
        return false;
      }
    },
  };
}
