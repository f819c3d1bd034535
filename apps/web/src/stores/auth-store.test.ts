import { MESSAGES, STORAGE_KEYS } from '@shop/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../lib/query-client';
import { INITIAL_AUTH_SESSION, useAuthStore } from './auth-store';
import { useCartStore } from './cart-store';
import { useCouponStore } from './coupon-store';

const b64 = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
/** A token of the right shape whose expiry is `inSeconds` from now. */
const jwt = (inSeconds: number) =>
  `${b64({ alg: 'HS256' })}.${b64({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + inSeconds })}.sig`;

const USER = { id: 'u1', name: 'Lan', email: 'lan@example.com' };
const ACCOUNT = { id: 'a1', userType: 'CUSTOMER', isVerified: true };

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
const store = () => useAuthStore.getState();
const seed = (s: Storage, values: Record<string, string>) => {
  for (const [k, v] of Object.entries(values)) s.setItem(k, v);
};

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  store().stopTokenRefresh();
  useAuthStore.setState(INITIAL_AUTH_SESSION);
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('start-up', () => {
  it('reads session storage first, then local storage, key by key', () => {
    const token = jwt(3600);
    seed(sessionStorage, { user: JSON.stringify({ ...USER, name: 'From session' }) });
    seed(localStorage, {
      user: JSON.stringify({ ...USER, name: 'From local' }),
      account: JSON.stringify(ACCOUNT),
      accessToken: token,
    });
    store().initialize();
    expect(store()).toMatchObject({
      isAuthenticated: true,
      isCheckingAuth: true,
      accessToken: token,
      account: ACCOUNT,
      user: { name: 'From session' },
    });
  });

  it('clears every stored auth value when the token is not three non-empty dot parts', () => {
    for (const s of [sessionStorage, localStorage]) {
      seed(s, { user: JSON.stringify(USER), account: JSON.stringify(ACCOUNT), accessToken: 'aaa..ccc' });
    }
    store().initialize();
    expect(store()).toMatchObject({
      isAuthenticated: false,
      isCheckingAuth: false,
      user: null,
      accessToken: null,
    });
    for (const s of [sessionStorage, localStorage]) {
      expect(s.getItem('user')).toBeNull();
      expect(s.getItem('account')).toBeNull();
      expect(s.getItem('accessToken')).toBeNull();
    }
  });

  it('is a visitor, with nothing to check, when nothing is stored', async () => {
    store().initialize();
    await store().checkAuth();
    expect(store()).toMatchObject({ isAuthenticated: false, isCheckingAuth: false });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("reports 'Authentication initialization failed' and clears storage when a value is unreadable", () => {
    seed(localStorage, { user: '{not json', accessToken: jwt(3600) });
    store().initialize();
    expect(store().error).toBe(MESSAGES.authInitFailed);
    expect(localStorage.getItem('accessToken')).toBeNull();
  });
});

describe('storing the session', () => {
  it('removes the password before storing the user in both storages', async () => {
    const token = jwt(3600);
    fetchMock.mockResolvedValueOnce(
      json(200, {
        user: { ...USER, password: 'secret-pass' },
        account: ACCOUNT,
        tokens: { accessToken: token },
      }),
    );
    await expect(store().login({ email: ' Lan@Example.com ', password: 'secret-pass' })).resolves.toBe(true);
    const body = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body));
    expect(body.email).toBe('lan@example.com');
    for (const s of [sessionStorage, localStorage]) {
      expect(JSON.parse(s.getItem('user') ?? '{}')).toEqual(USER);
      expect(JSON.parse(s.getItem('account') ?? '{}')).toEqual(ACCOUNT);
      expect(s.getItem('accessToken')).toBe(token);
    }
    expect(store().user).not.toHaveProperty('password');
    expect(store().isAuthenticated).toBe(true);
  });

  it('blocks the sixth attempt after five failures within 15 minutes', async () => {
    fetchMock.mockImplementation(async () => json(401, { error: 'Invalid email or password' }));
    for (let i = 0; i < 5; i++) await store().login({ email: 'lan@example.com', password: 'wrong-pass' });
    expect(store().loginAttempts).toBe(5);
    expect(store().error).toBe('Invalid email or password');
    await store().login({ email: 'lan@example.com', password: 'wrong-pass' });
    expect(store().error).toBe(MESSAGES.tooManyLoginAttempts);
    expect(fetchMock).toHaveBeenCalledTimes(5);
  });
});

describe('sign-out', () => {
  it('clears auth, cart-storage, coupon-storage and the checkout draft, the query cache and the login attempts', async () => {
    const token = jwt(3600);
    seed(localStorage, { user: JSON.stringify(USER), account: JSON.stringify(ACCOUNT), accessToken: token });
    seed(sessionStorage, {
      user: JSON.stringify(USER),
      account: JSON.stringify(ACCOUNT),
      accessToken: token,
    });
    store().initialize();
    useCartStore
      .getState()
      .setItems([{ productId: 'p1', size: 'M', quantity: 2, price: 1, discountPrice: 0, name: 'Áo' }]);
    useCouponStore.getState().setCoupon({ code: 'SALE10', appliedCoupon: true });
    expect(localStorage.getItem(STORAGE_KEYS.cart)).not.toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.coupon)).not.toBeNull();
    // DECISIONS §11: the shipping details typed at checkout
    sessionStorage.setItem(
      STORAGE_KEYS.checkoutDraft,
      JSON.stringify({ owner: 'u1', values: { name: 'Lan' } }),
    );
    queryClient.setQueryData(['cart'], { items: 1 });
    useAuthStore.setState({ loginAttempts: 3, lastLoginAttempt: Date.now() });
    fetchMock.mockResolvedValueOnce(json(500, { error: 'down' }));

    await store().logout();

    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/logout');
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('POST');
    expect(store()).toMatchObject({
      isAuthenticated: false,
      user: null,
      accessToken: null,
      loginAttempts: 0,
    });
    for (const key of [
      'user',
      'account',
      'accessToken',
      STORAGE_KEYS.cart,
      STORAGE_KEYS.coupon,
      STORAGE_KEYS.checkoutDraft,
    ]) {
      expect(localStorage.getItem(key)).toBeNull();
      expect(sessionStorage.getItem(key)).toBeNull();
    }
    expect(useCartStore.getState().items).toEqual([]);
    expect(useCouponStore.getState().code).toBeNull();
    expect(queryClient.getQueryData(['cart'])).toBeUndefined();
  });
});

describe('token refresh', () => {
  it("fails with 'No token to refresh' without a token", async () => {
    await expect(store().refreshToken()).rejects.toThrow(MESSAGES.noTokenToRefresh);
  });

  it('stores the new token from POST /auth/refresh-token', async () => {
    const next = jwt(900);
    useAuthStore.setState({ accessToken: jwt(60), isAuthenticated: true });
    fetchMock.mockResolvedValueOnce(json(200, { accessToken: next }));
    await expect(store().refreshToken()).resolves.toBe(next);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/refresh-token');
    expect(store().accessToken).toBe(next);
    expect(localStorage.getItem('accessToken')).toBe(next);
  });

  it("signs out with 'Session expired. Please log in again.' when the answer has no token", async () => {
    useAuthStore.setState({ accessToken: jwt(60), isAuthenticated: true, user: USER });
    fetchMock.mockResolvedValueOnce(json(200, { token: 'nope' }));
    await expect(store().refreshToken()).rejects.toThrow(MESSAGES.invalidRefreshResponse);
    expect(store()).toMatchObject({
      isAuthenticated: false,
      accessToken: null,
      error: MESSAGES.sessionExpired,
    });
  });

  it('awaits a refresh in progress by polling, and gives up after 10 s', async () => {
    vi.useFakeTimers();
    useAuthStore.setState({ accessToken: jwt(60), isRefreshing: true });
    const waiting = store()
      .refreshToken()
      .catch((e: Error) => e);
    await vi.advanceTimersByTimeAsync(9_900);
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    expect(await waiting).toMatchObject({ message: MESSAGES.tokenRefreshTimeout });
  });

  it('resolves a waiting caller with the token the other refresh stored', async () => {
    vi.useFakeTimers();
    const next = jwt(900);
    useAuthStore.setState({ accessToken: jwt(60), isRefreshing: true });
    const waiting = store().refreshToken();
    await vi.advanceTimersByTimeAsync(300);
    useAuthStore.setState({ accessToken: next, isRefreshing: false });
    await vi.advanceTimersByTimeAsync(100);
    await expect(waiting).resolves.toBe(next);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refreshes automatically within 5 minutes of expiry, checking every 30 s', async () => {
    vi.useFakeTimers();
    const next = jwt(900);
    fetchMock.mockResolvedValue(json(200, { accessToken: next }));
    useAuthStore.setState({ accessToken: jwt(6 * 60), isAuthenticated: true });
    store().startTokenRefresh();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).not.toHaveBeenCalled(); // 6 min left: not yet
    await vi.advanceTimersByTimeAsync(60_000); // 5 min left at the next checks
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(store().accessToken).toBe(next);
  });

  it('refreshes at once when the expiry cannot be read', async () => {
    vi.useFakeTimers();
    fetchMock.mockResolvedValue(json(200, { accessToken: jwt(900) }));
    useAuthStore.setState({ accessToken: 'aaa.bbb.ccc', isAuthenticated: true });
    store().startTokenRefresh();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('auth check', () => {
  const signedIn = () => {
    seed(localStorage, {
      user: JSON.stringify(USER),
      account: JSON.stringify(ACCOUNT),
      accessToken: jwt(3600),
    });
    store().initialize();
  };

  it('stores user, account and token from GET /auth/me', async () => {
    signedIn();
    const token = jwt(900);
    fetchMock.mockResolvedValueOnce(
      json(200, { user: USER, account: { ...ACCOUNT, userType: 'ADMIN' }, tokens: { accessToken: token } }),
    );
    await store().checkAuth();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/me');
    expect(store()).toMatchObject({ isCheckingAuth: false, isAuthenticated: true, accessToken: token });
    expect(JSON.parse(localStorage.getItem('account') ?? '{}').userType).toBe('ADMIN');
  });

  it('signs out when the server refuses the session', async () => {
    signedIn();
    fetchMock
      .mockResolvedValueOnce(json(401, { error: 'Unauthorized' }))
      .mockResolvedValueOnce(json(401, { error: 'Invalid refresh token' }));
    await store().checkAuth();
    expect(store()).toMatchObject({ isAuthenticated: false, isCheckingAuth: false, authCheckFailed: false });
    expect(localStorage.getItem('accessToken')).toBeNull();
  });

  it('offers up to 3 retries after a failed check, then signs out', async () => {
    signedIn();
    fetchMock.mockResolvedValue(json(200, { account: ACCOUNT }));
    await store().checkAuth();
    expect(store()).toMatchObject({
      authCheckFailed: true,
      error: MESSAGES.authCheckUserMissing,
      authCheckRetries: 0,
    });
    for (let i = 1; i <= 3; i++) {
      await store().retryAuthCheck();
      expect(store().authCheckRetries).toBe(i);
    }
    expect(store()).toMatchObject({ isAuthenticated: false, authCheckFailed: true });
    await store().retryAuthCheck();
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });
});

describe('account actions (SPEC §5 messages)', () => {
  it('validates sign-up and leaves the client signed out after it', async () => {
    await store().signup({ email: '', password: 'x', name: 'Lan' });
    expect(store().error).toBe(MESSAGES.allFieldsRequired);
    await store().signup({ email: 'nope', password: 'long-enough', name: 'Lan' });
    expect(store().error).toBe(MESSAGES.invalidEmail);
    await store().signup({ email: 'lan@example.com', password: 'short', name: 'Lan' });
    expect(store().error).toBe(MESSAGES.passwordTooShort);
    expect(fetchMock).not.toHaveBeenCalled();

    fetchMock.mockResolvedValueOnce(json(201, { success: true, user: USER }));
    await expect(
      store().signup({ email: ' LAN@example.com', password: 'long-enough', name: ' Lan ' }),
    ).resolves.toBe(true);
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      email: 'lan@example.com',
      password: 'long-enough',
      name: 'Lan',
    });
    expect(store()).toMatchObject({ isAuthenticated: false, message: MESSAGES.signupSuccess });
  });

  it('requires a verification code and a response with user and account', async () => {
    await store().verifyEmail('   ');
    expect(store().error).toBe(MESSAGES.verificationCodeRequired);
    fetchMock.mockResolvedValueOnce(json(200, { user: USER }));
    await store().verifyEmail(' AB12CD ');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ code: 'AB12CD' });
    expect(store().error).toBe(MESSAGES.invalidVerificationResponse);
  });

  it('keeps no session when the server says the address is already verified', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { message: MESSAGES.emailAlreadyVerified }));
    await expect(store().verifyEmail('AB12CD', 'lan@example.com')).resolves.toBe(false);
    expect(store()).toMatchObject({ error: MESSAGES.emailAlreadyVerified, isAuthenticated: false });
  });

  it('uses the server error text, else the SPEC default', async () => {
    fetchMock.mockResolvedValueOnce(json(400, { error: 'Reset link expired', code: 'VALIDATION_ERROR' }));
    await store().resetPassword('tok', 'long-enough');
    expect(store().error).toBe('Reset link expired');
    fetchMock.mockResolvedValueOnce(json(200, {}));
    await store().forgotPassword('Lan@Example.com');
    expect(store().message).toBe(MESSAGES.resetEmailSent);
    await store().updateProfile({});
    expect(store().error).toBe(MESSAGES.profileDataRequired);
  });
});
