import { MESSAGES } from '@shop/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHOOSE_PASSWORD_PATH } from '../../../features/auth/lib/choose-password';
import { realI18n } from '../../../lib/test-i18n';
import { INITIAL_AUTH_SESSION, useAuthStore } from '../../../stores/auth-store';
import { ChoosePasswordPage } from './choose-password-page';
import { VerifyEmailPage } from './verify-email-page';

// an access token of 15 minutes, so that the store schedules no refresh during a test
const TOKEN = `header.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 900 })).replace(/=+$/, '')}.signature`;
const USER = { id: 'u1', name: 'Lan Nguyễn', email: 'lan@example.com' };
const account = (hasPassword: boolean) => ({
  id: 'a1',
  userId: 'u1',
  userType: 'CUSTOMER',
  isVerified: true,
  hasPassword,
  googleLinked: false,
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function serve(respond: (path: string, init?: RequestInit) => Response) {
  const fetchMock = vi.fn(async (input: string, init?: RequestInit) =>
    respond(new URL(input, 'http://shop.test').pathname, init),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Where the router is now, for the assertions. */
function Here() {
  const location = useLocation();
  return <p data-testid="here">{location.pathname}</p>;
}

function renderAt(url: string | { pathname: string; state: unknown }, wrap = (ui: React.ReactNode) => ui) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    wrap(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path="/verify-email" element={<VerifyEmailPage />} />
            <Route path={CHOOSE_PASSWORD_PATH} element={<ChoosePasswordPage />} />
            <Route path="*" element={<Here />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    ),
  );
}

const signedIn = (hasPassword: boolean) =>
  useAuthStore.setState({
    ...INITIAL_AUTH_SESSION,
    user: USER,
    account: account(hasPassword),
    accessToken: TOKEN,
    isAuthenticated: true,
  });

afterEach(() => {
  useAuthStore.getState().stopTokenRefresh();
  useAuthStore.setState(INITIAL_AUTH_SESSION);
  vi.unstubAllGlobals();
});

describe('/verify-email then /choose-password', () => {
  const verifyWith = async (response: object) => {
    serve(() => json(200, response));
    renderAt({ pathname: '/verify-email', state: { email: 'lan@example.com' } });
    fireEvent.change(screen.getByLabelText('codeLabel'), { target: { value: 'ABC123' } });
    fireEvent.click(screen.getByRole('button', { name: 'submit' }));
  };

  it('sends a shopper whose code ended the sign-up password to choose one, signed in', async () => {
    await verifyWith({
      user: USER,
      account: account(false),
      tokens: { accessToken: TOKEN },
      message: MESSAGES.emailVerified,
      passwordRequired: true,
    });
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('choosePassword.title'),
    );
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: true, accessToken: TOKEN });
  });

  it('sends a shopper who verified in the sign-up browser home, as before', async () => {
    await verifyWith({
      user: USER,
      account: account(true),
      tokens: { accessToken: TOKEN },
      message: MESSAGES.emailVerified,
    });
    await waitFor(() => expect(screen.getByTestId('here').textContent).toBe('/'));
  });
});

describe('<ChoosePasswordPage>', () => {
  const type = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });

  it('sets the password through POST /auth/google/set-password with the session, then goes on', async () => {
    signedIn(false);
    const fetchMock = serve(() => json(200, { message: 'Password set successfully' }));
    renderAt({ pathname: CHOOSE_PASSWORD_PATH, state: { from: { pathname: '/profile' } } });
    type('fields.newPassword', 'my-own-password-1');
    type('fields.confirmPassword', 'my-own-password-1');
    fireEvent.click(screen.getByRole('button', { name: 'choosePassword.submit' }));
    await waitFor(() => expect(screen.getByTestId('here').textContent).toBe('/profile'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(new URL(url, 'http://shop.test').pathname).toBe('/api/auth/google/set-password');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ password: 'my-own-password-1' });
    expect(new Headers(init?.headers).get('authorization')).toBe(`Bearer ${TOKEN}`);
  });

  it('checks the length and the repeat before sending anything', async () => {
    signedIn(false);
    const fetchMock = serve(() => json(200, {}));
    renderAt(CHOOSE_PASSWORD_PATH);
    type('fields.newPassword', 'short');
    fireEvent.click(screen.getByRole('button', { name: 'choosePassword.submit' }));
    expect(await screen.findByText('messages.passwordTooShort')).toBeTruthy();
    type('fields.newPassword', 'long-enough-1');
    type('fields.confirmPassword', 'long-enough-2');
    fireEvent.click(screen.getByRole('button', { name: 'choosePassword.submit' }));
    expect(await screen.findByText('messages.passwordsDiffer')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server’s rejection in the shopper’s language and stays', async () => {
    signedIn(false);
    serve(() =>
      json(409, {
        error: 'This account already has a password. Change it from your profile.',
        code: 'CONFLICT',
      }),
    );
    const vi18n = await realI18n('vi', ['verification', 'login']);
    renderAt(CHOOSE_PASSWORD_PATH, (ui) => <I18nextProvider i18n={vi18n}>{ui}</I18nextProvider>);
    expect(
      screen.getByText('Email của bạn đã được xác minh. Hãy đặt mật khẩu để đăng nhập lần sau.'),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText(vi18n.t('login:fields.newPassword')), {
      target: { value: 'my-own-password-1' },
    });
    fireEvent.change(screen.getByLabelText(vi18n.t('login:fields.confirmPassword')), {
      target: { value: 'my-own-password-1' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Lưu mật khẩu' }));
    expect(await screen.findByText(vi18n.t('login:messages.alreadyHasPassword'))).toBeTruthy();
    expect(screen.queryByTestId('here')).toBeNull();
  });

  it('lets the shopper leave for later, and sends one who has a password on at once', async () => {
    signedIn(false);
    serve(() => json(200, {}));
    const first = renderAt(CHOOSE_PASSWORD_PATH);
    expect(screen.getByRole('link', { name: 'choosePassword.laterLink' }).getAttribute('href')).toBe('/');
    first.unmount();
    signedIn(true);
    renderAt(CHOOSE_PASSWORD_PATH);
    expect(screen.getByTestId('here').textContent).toBe('/');
  });
});
