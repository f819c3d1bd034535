import { MESSAGES, STORAGE_KEYS } from '@shop/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient as appQueryClient } from '../../../lib/query-client';
import { INITIAL_AUTH_SESSION, useAuthStore } from '../../../stores/auth-store';
import { ACCOUNT, json, jwt, seed, USER } from '../../../stores/auth-test-fixtures';
import { useCartStore } from '../../../stores/cart-store';
import { useCouponStore } from '../../../stores/coupon-store';
import { useForgotPassword } from './forgot-password';
import { useLogin } from './login';
import { useLogout } from './logout';
import { useResetPassword } from './reset-password';
import { useSignup } from './signup';
import { useUpdateProfile } from './update-profile';
import { useVerifyEmail } from './verify-email';

const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
const store = () => useAuthStore.getState();

/** The mutation of `useHook`, in a query cache of its own. */
function mutation<T>(useHook: () => T): T {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(useHook, { wrapper }).result.current;
}

/** Runs an action to its end: what it resolved with, or the text a failure shows. */
async function run<T>(action: () => Promise<T>): Promise<T | { failed: string }> {
  let outcome: T | { failed: string } = { failed: '' };
  await act(async () => {
    try {
      outcome = await action();
    } catch (error) {
      outcome = { failed: error instanceof Error ? error.message : String(error) };
    }
  });
  return outcome;
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  store().stopTokenRefresh();
  useAuthStore.setState(INITIAL_AUTH_SESSION);
  vi.unstubAllGlobals();
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
    const login = mutation(useLogin);
    await expect(
      login.mutateAsync({ email: ' Lan@Example.com ', password: 'secret-pass' }),
    ).resolves.toBeTruthy();
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
    const login = mutation(useLogin);
    let last: unknown;
    for (let i = 0; i < 5; i++)
      last = await run(() => login.mutateAsync({ email: 'lan@example.com', password: 'wrong-pass' }));
    expect(store().loginAttempts).toBe(5);
    expect(last).toEqual({ failed: 'Invalid email or password' });
    last = await run(() => login.mutateAsync({ email: 'lan@example.com', password: 'wrong-pass' }));
    expect(last).toEqual({ failed: MESSAGES.tooManyLoginAttempts });
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
    // the shipping details typed at checkout: a name, a phone and an address not left to the next person
    sessionStorage.setItem(
      STORAGE_KEYS.checkoutDraft,
      JSON.stringify({ owner: 'u1', values: { name: 'Lan' } }),
    );
    appQueryClient.setQueryData(['cart'], { items: 1 });
    useAuthStore.setState({ loginAttempts: 3, lastLoginAttempt: Date.now() });
    fetchMock.mockResolvedValueOnce(json(500, { error: 'down' }));

    const logout = mutation(useLogout);
    await act(() => logout.mutateAsync());

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
    expect(appQueryClient.getQueryData(['cart'])).toBeUndefined();
  });
});

describe('account actions (messages of docs/requirements/validation.md and errors.md)', () => {
  it('validates sign-up and leaves the client signed out after it', async () => {
    const signup = mutation(useSignup);
    expect(await run(() => signup.mutateAsync({ email: '', password: 'x', name: 'Lan' }))).toEqual({
      failed: MESSAGES.allFieldsRequired,
    });
    expect(
      await run(() => signup.mutateAsync({ email: 'nope', password: 'long-enough', name: 'Lan' })),
    ).toEqual({
      failed: MESSAGES.invalidEmail,
    });
    expect(
      await run(() => signup.mutateAsync({ email: 'lan@example.com', password: 'short', name: 'Lan' })),
    ).toEqual({ failed: MESSAGES.passwordTooShort });
    expect(fetchMock).not.toHaveBeenCalled();

    fetchMock.mockResolvedValueOnce(json(201, { success: true, user: USER }));
    const done = await run(() =>
      signup.mutateAsync({ email: ' LAN@example.com', password: 'long-enough', name: ' Lan ' }),
    );
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      email: 'lan@example.com',
      password: 'long-enough',
      name: 'Lan',
    });
    expect(store()).toMatchObject({ isAuthenticated: false });
    expect(done).toEqual({ message: MESSAGES.signupSuccess });
  });

  it('requires a verification code and a response with user and account', async () => {
    const verify = mutation(useVerifyEmail);
    expect(await run(() => verify.mutateAsync({ code: '   ' }))).toEqual({
      failed: MESSAGES.verificationCodeRequired,
    });
    fetchMock.mockResolvedValueOnce(json(200, { user: USER }));
    const failed = await run(() => verify.mutateAsync({ code: ' AB12CD ' }));
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ code: 'AB12CD' });
    expect(failed).toEqual({ failed: MESSAGES.invalidVerificationResponse });
  });

  it('keeps no session when the server says the address is already verified', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { message: MESSAGES.emailAlreadyVerified }));
    const verify = mutation(useVerifyEmail);
    expect(await run(() => verify.mutateAsync({ code: 'AB12CD', email: 'lan@example.com' }))).toEqual({
      failed: MESSAGES.emailAlreadyVerified,
    });
    expect(store()).toMatchObject({ isAuthenticated: false });
  });

  it('uses the server error text, else the default of docs/requirements/errors.md', async () => {
    fetchMock.mockResolvedValueOnce(json(400, { error: 'Reset link expired', code: 'VALIDATION_ERROR' }));
    const reset = mutation(useResetPassword);
    expect(await run(() => reset.mutateAsync({ token: 'tok', password: 'long-enough' }))).toEqual({
      failed: 'Reset link expired',
    });
    fetchMock.mockResolvedValueOnce(json(200, {}));
    const forgot = mutation(useForgotPassword);
    expect(await run(() => forgot.mutateAsync('Lan@Example.com'))).toEqual({
      message: MESSAGES.resetEmailSent,
    });
    const update = mutation(useUpdateProfile);
    expect(await run(() => update.mutateAsync({}))).toEqual({ failed: MESSAGES.profileDataRequired });
  });
});
