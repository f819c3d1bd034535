import { describe, expect, it } from 'vitest';
import { type AccessState, decideAccess } from './access';

const visitor: AccessState = {
  isCheckingAuth: false,
  isAuthenticated: false,
  isVerified: false,
  userType: undefined,
};
const unverified: AccessState = { ...visitor, isAuthenticated: true, userType: 'CUSTOMER' };
const customer: AccessState = { ...unverified, isVerified: true };
const manager: AccessState = { ...customer, userType: 'MANAGER' };
const admin: AccessState = { ...customer, userType: 'ADMIN' };
const checking: AccessState = { ...customer, isCheckingAuth: true };

describe('route guards', () => {
  it('lets everyone open a public route, even while checking', () => {
    for (const s of [visitor, unverified, customer, admin, checking]) {
      expect(decideAccess('public', s)).toEqual({ kind: 'allow' });
    }
  });

  it('shows the loading indicator on guarded routes while authentication is checked', () => {
    for (const access of ['signedIn', 'staff', 'visitorsOnly'] as const) {
      expect(decideAccess(access, checking)).toEqual({ kind: 'loading' });
    }
  });

  it('sends a visitor on a protected route to /login', () => {
    expect(decideAccess('signedIn', visitor)).toEqual({ kind: 'redirect', to: '/login' });
    expect(decideAccess('staff', visitor)).toEqual({ kind: 'redirect', to: '/login' });
  });

  it('sends an authenticated but unverified user to /verify-email', () => {
    expect(decideAccess('signedIn', unverified)).toEqual({ kind: 'redirect', to: '/verify-email' });
    expect(decideAccess('staff', { ...unverified, userType: 'ADMIN' })).toEqual({
      kind: 'redirect',
      to: '/verify-email',
    });
  });

  it('sends a user without the ADMIN or MANAGER role away from the dashboard to /', () => {
    expect(decideAccess('staff', customer)).toEqual({ kind: 'redirect', to: '/' });
    expect(decideAccess('staff', { ...customer, userType: undefined })).toEqual({
      kind: 'redirect',
      to: '/',
    });
    expect(decideAccess('staff', manager)).toEqual({ kind: 'allow' });
    expect(decideAccess('staff', admin)).toEqual({ kind: 'allow' });
  });

  it('lets a verified user open the protected routes', () => {
    expect(decideAccess('signedIn', customer)).toEqual({ kind: 'allow' });
    expect(decideAccess('signedIn', admin)).toEqual({ kind: 'allow' });
  });

  it('sends an authenticated verified user away from the visitors-only routes to /', () => {
    expect(decideAccess('visitorsOnly', customer)).toEqual({ kind: 'redirect', to: '/' });
    expect(decideAccess('visitorsOnly', visitor)).toEqual({ kind: 'allow' });
    expect(decideAccess('visitorsOnly', unverified)).toEqual({ kind: 'allow' });
  });
});
