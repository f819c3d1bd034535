import { MESSAGES } from '@shop/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { INITIAL_AUTH_SESSION, useAuthStore } from '../../../stores/auth-store';
import { LoginPage } from './login-page';

const renderLogin = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/login']}>
        <LoginPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );

afterEach(() => useAuthStore.setState(INITIAL_AUTH_SESSION));

describe('<LoginPage>', () => {
  it('says the session expired after a failed refresh signed the shopper out, once', () => {
    useAuthStore.getState().signOutLocally(MESSAGES.sessionExpired);
    const first = renderLogin();
    expect(screen.getByRole('alert').textContent).toContain('sessionExpired');
    expect(useAuthStore.getState().error).toBeNull();
    first.unmount();
    renderLogin();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('does not show an earlier failure of another kind', () => {
    useAuthStore.setState({ error: MESSAGES.loginFailed });
    renderLogin();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
