import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense } from 'react';
import { BrowserRouter } from 'react-router';
import { FullScreenSpinner } from '../components/ui/full-screen-spinner';
import i18n from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import { AppErrorBoundary } from './layout/app-error-boundary';
import { AppToaster } from './layout/app-toaster';
import { AppRoutes } from './router';

/** Providers around the router: error boundary, query cache, translations (suspense), toasts. */
export function App() {
  return (
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        {/* Suspends until the shell's namespaces have loaded; the label has no translation yet. */}
        <Suspense
          fallback={<FullScreenSpinner label={i18n.t('loading.generic', { defaultValue: 'Loading…' })} />}
        >
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </Suspense>
        <AppToaster />
      </QueryClientProvider>
    </AppErrorBoundary>
  );
}
