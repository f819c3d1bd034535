import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { INITIAL_AUTH_SESSION, useAuthStore } from '../../stores/auth-store';
import { RouteGuard } from './route-guard';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/" element={<p>home</p>} />
        <Route path="/login" element={<p>login page</p>} />
        <Route path="/verify-email" element={<p>verify page</p>} />
        <Route element={<RouteGuard access="signedIn" />}>
          <Route path="/cart" element={<p>cart page</p>} />
        </Route>
        <Route element={<RouteGuard access="staff" />}>
          <Route path="/admin-dashboard" element={<p>dashboard</p>} />
        </Route>
        <Route element={<RouteGuard access="visitorsOnly" />}>
          <Route path="/signUp" element={<p>sign-up page</p>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

const signIn = (account: { userType: string; isVerified: boolean }) =>
  useAuthStore.setState({ isCheckingAuth: false, isAuthenticated: true, user: { id: 'u' }, account });

afterEach(() => useAuthStore.setState(INITIAL_AUTH_SESSION));

describe('<RouteGuard>', () => {
  it('shows the spinner while the check runs', () => {
    renderAt('/cart');
    expect(screen.getByTestId('full-screen-spinner')).toBeTruthy();
  });

  it('redirects by the guard rules', () => {
    useAuthStore.setState({ isCheckingAuth: false });
    renderAt('/cart');
    expect(screen.getByText('login page')).toBeTruthy();
  });

  it('sends an unverified user to /verify-email and a customer away from the dashboard', () => {
    signIn({ userType: 'CUSTOMER', isVerified: false });
    const first = renderAt('/cart');
    expect(screen.getByText('verify page')).toBeTruthy();
    first.unmount();
    signIn({ userType: 'CUSTOMER', isVerified: true });
    renderAt('/admin-dashboard');
    expect(screen.getByText('home')).toBeTruthy();
  });

  it('renders the page for those allowed', () => {
    signIn({ userType: 'MANAGER', isVerified: true });
    const dash = renderAt('/admin-dashboard');
    expect(screen.getByText('dashboard')).toBeTruthy();
    dash.unmount();
    renderAt('/signUp');
    expect(screen.getByText('home')).toBeTruthy();
  });
});

describe('<RouteGuard> after logging in', () => {
  it('sends a verified user from a visitors-only page back to where a guard sent them from', () => {
    signIn({ userType: 'CUSTOMER', isVerified: true });
    render(
      <MemoryRouter
        initialEntries={[{ pathname: '/signUp', state: { from: { pathname: '/cart', search: '?x=1' } } }]}
      >
        <Routes>
          <Route path="/" element={<p>home</p>} />
          <Route path="/cart" element={<p>cart page</p>} />
          <Route element={<RouteGuard access="visitorsOnly" />}>
            <Route path="/signUp" element={<p>sign-up page</p>} />
          </Route>
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByText('cart page')).toBeTruthy();
  });
});
