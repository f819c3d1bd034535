import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import { FullScreenSpinner } from '../../components/ui/full-screen-spinner';
import { returnPathOf } from '../../lib/return-path';
import { useAuthStore } from '../../stores/auth-store';
import { type AccessState, decideAccess, type RouteAccess } from './access';

export function useAccessState(): AccessState {
  return useAuthStore(
    useShallow((s) => ({
      isCheckingAuth: s.isCheckingAuth,
      isAuthenticated: s.isAuthenticated,
      isVerified: s.account?.isVerified === true,
      userType: s.account?.userType,
    })),
  );
}

/** A layout route that lets its children render only for those the guard rules allow. */
export function RouteGuard({ access }: { access: RouteAccess }) {
  const state = useAccessState();
  const location = useLocation();
  const { t } = useTranslation('common');
  const decision = decideAccess(access, state);
  if (decision.kind === 'loading') return <FullScreenSpinner label={t('loading.auth')} />;
  if (decision.kind === 'redirect') {
    // A visitor who just logged in on a visitors-only page goes back to where a guard sent them from
    // (the log-in page navigates there too: both agree, whichever runs first).
    const back = access === 'visitorsOnly' ? returnPathOf(location.state) : undefined;
    if (back) return <Navigate to={back} replace />;
    // Keep where the visitor was going, so the log-in page can bring them back.
    return <Navigate to={decision.to} replace state={{ from: location }} />;
  }
  return <Outlet />;
}
