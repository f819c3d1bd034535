import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userProfileKey } from '../api/get-user-profile';
import { PasswordSection } from './password-section';

/** The section as the profile page shows it, its user-profile query already settled. */
function renderWith(account: { hasPassword: boolean; googleLinked: boolean }) {
  const profile = { user: { id: 'u1' }, account: { id: 'a1', ...account } };
  // the query refetches on mount (staleTime 0): the server responds the same
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () => new Response(JSON.stringify(profile), { headers: { 'content-type': 'application/json' } }),
    ),
  );
  const client = new QueryClient();
  client.setQueryData(userProfileKey, profile);
  return render(
    <QueryClientProvider client={client}>
      <PasswordSection hasPassword={account.hasPassword} />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('<PasswordSection>', () => {
  it('offers a first password to an account whose code proof ended the sign-up one', () => {
    renderWith({ hasPassword: false, googleLinked: false });
    expect(screen.getByText('password.setTitle')).toBeTruthy();
    expect(screen.getByText('password.setIntroVerified')).toBeTruthy();
    expect(screen.queryByLabelText('fields.currentPassword')).toBeNull();
    expect(screen.getByRole('button', { name: 'password.setSubmit' })).toBeTruthy();
  });

  it('tells a Google account it signs in with Google', () => {
    renderWith({ hasPassword: false, googleLinked: true });
    expect(screen.getByText('password.setIntro')).toBeTruthy();
  });

  it('asks an account with a password for its current one', () => {
    renderWith({ hasPassword: true, googleLinked: false });
    expect(screen.getByText('password.intro')).toBeTruthy();
    expect(screen.getByLabelText('fields.currentPassword')).toBeTruthy();
  });
});
