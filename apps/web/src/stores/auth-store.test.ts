import { MESSAGES } from '@shop/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INITIAL_AUTH_SESSION, useAuthStore } from './auth-store';
import { ACCOUNT, json, jwt, seed, USER } from './auth-test-fixtures';

const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
const store = () => useAuthStore.getState();

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

  it("signs out with 'Session expired. Please log in again.' when the response has no token", async () => {
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

  it('signs out when the server rejects the session', async () => {
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
