import { isStaffRole, ROUTES } from '@shop/shared';

/**
 * Who may open a route:
 * - public: everyone;
 * - visitorsOnly: sign-up, log-in, forgot and reset password; an authenticated verified user goes to /;
 * - signedIn: a logged-in verified user (cart, profile, checkout, purchase results);
 * - staff: a verified account of userType ADMIN or MANAGER (the admin dashboard).
 */
export type RouteAccess = 'public' | 'visitorsOnly' | 'signedIn' | 'staff';

export interface AccessState {
  isCheckingAuth: boolean;
  isAuthenticated: boolean;
  isVerified: boolean;
  userType: string | undefined;
}

export type AccessDecision = { kind: 'loading' } | { kind: 'allow' } | { kind: 'redirect'; to: string };

const ALLOW: AccessDecision = { kind: 'allow' };
const LOADING: AccessDecision = { kind: 'loading' };
const redirect = (to: string): AccessDecision => ({ kind: 'redirect', to });

/** The guard rules, in their order (docs/requirements/screens.md). */
export function decideAccess(access: RouteAccess, state: AccessState): AccessDecision {
  if (access === 'public') return ALLOW;
  // While authentication is being checked, a loading indicator shows.
  if (state.isCheckingAuth) return LOADING;
  if (access === 'visitorsOnly') {
    return state.isAuthenticated && state.isVerified ? redirect(ROUTES.home) : ALLOW;
  }
  // Unauthenticated user on a protected route goes to /login.
  if (!state.isAuthenticated) return redirect(ROUTES.login);
  // Authenticated but unverified user goes to /verify-email.
  if (!state.isVerified) return redirect(ROUTES.verifyEmail);
  // User lacking the required role goes to /.
  if (access === 'staff' && !isStaffRole(state.userType)) return redirect(ROUTES.home);
  return ALLOW;
}
