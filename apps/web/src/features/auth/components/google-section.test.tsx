import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INITIAL_AUTH_SESSION, useAuthStore } from '../../../stores/auth-store';
import { GoogleSection } from './google-section';

// a shop built with a Google client id (VITE_GOOGLE_CLIENT_ID), set here rather than by mocking
// lib/google: the files of a worker share their modules (isolate: false), so a GoogleButton another
// file imported first would still read the real module and render nothing
beforeEach(() => vi.stubEnv('VITE_GOOGLE_CLIENT_ID', 'test-client.apps.googleusercontent.com'));

const renderSection = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <GoogleSection linked={false} hasPassword={true} />
    </QueryClientProvider>,
  );

const signedIn = (isVerified: boolean) =>
  useAuthStore.setState({
    ...INITIAL_AUTH_SESSION,
    user: { id: 'u1', email: 'lan@example.com' },
    account: { id: 'a1', userType: 'CUSTOMER', isVerified, hasPassword: true, googleLinked: false },
    accessToken: 'header.payload.signature',
    isAuthenticated: true,
  });

afterEach(() => {
  useAuthStore.setState(INITIAL_AUTH_SESSION);
  vi.unstubAllEnvs();
});

describe('<GoogleSection>', () => {
  it('offers to link Google to a verified account', () => {
    signedIn(true);
    renderSection();
    expect(screen.getByRole('button', { name: 'google.link' })).toBeTruthy();
    expect(screen.queryByText('messages.verifyBeforeLinkingGoogle')).toBeNull();
  });

  it('tells an unverified account to verify its e-mail first, with no button to link', () => {
    signedIn(false);
    renderSection();
    expect(screen.queryByRole('button', { name: 'google.link' })).toBeNull();
    expect(screen.getByText('messages.verifyBeforeLinkingGoogle')).toBeTruthy();
  });
});
