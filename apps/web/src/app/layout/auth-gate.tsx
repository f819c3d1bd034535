import { AUTH_CHECK_MAX_RETRIES } from '@shop/shared';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { FullScreenSpinner } from '../../components/ui/full-screen-spinner';
import { stopHoldingEarlyActions } from '../../lib/use-early-input';
import { useAuthStore } from '../../stores/auth-store';
import { useHydrated } from '../use-hydrated';

/** The loader blocks the app while the check runs, and after a failed check while retries remain. */
export function isAuthGateBlocking(s: {
  isCheckingAuth: boolean;
  authCheckFailed: boolean;
  authCheckRetries: number;
}) {
  return s.isCheckingAuth || (s.authCheckFailed && s.authCheckRetries < AUTH_CHECK_MAX_RETRIES);
}

/**
 * While the auth check is pending a full-screen loader shows, with a Retry link if the
 * check failed and fewer than 3 retries were made. After the last failed retry the client is signed
 * out and the shop opens as for a visitor. A page rendered by the server (as for a visitor) is taken
 * over as it is; the loader shows after that, if a stored session is being checked.
 */
export function AuthGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const state = useAuthStore(
    useShallow((s) => ({
      isCheckingAuth: s.isCheckingAuth,
      authCheckFailed: s.authCheckFailed,
      authCheckRetries: s.authCheckRetries,
      retry: s.retryAuthCheck,
    })),
  );
  const hydrated = useHydrated();
  if (!hydrated || !isAuthGateBlocking(state)) return children;
  const showRetry = !state.isCheckingAuth && state.authCheckFailed;
  return (
    <FullScreenSpinner label={t('loading.auth')}>
      <p className="font-display text-2xl text-plum-900">
        {showRetry ? t('authCheck.failed') : t('loading.auth')}
      </p>
      {showRetry && <Retry retry={state.retry} left={AUTH_CHECK_MAX_RETRIES - state.authCheckRetries} />}
    </FullScreenSpinner>
  );
}

function Retry({ retry, left }: { retry: () => Promise<void>; left: number }) {
  const { t } = useTranslation('common');
  // shown in place of a server-rendered page that is not taken over yet: the button is the app's to handle
  useEffect(stopHoldingEarlyActions, []);
  return (
    <div className="flex flex-col items-center gap-1">
      <button
        type="button"
        onClick={() => void retry()}
        className="text-sm font-medium text-wine-600 underline underline-offset-4 hover:text-wine-700"
      >
        {t('authCheck.retry')}
      </button>
      <p className="text-xs text-plum-500">{t('authCheck.retriesLeft', { count: left })}</p>
    </div>
  );
}
