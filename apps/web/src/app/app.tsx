import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, Suspense } from 'react';
import { BrowserRouter } from 'react-router';
import { FullScreenSpinner } from '../components/ui/full-screen-spinner';
import i18n from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import { AppErrorBoundary } from './layout/app-error-boundary';
import { AppToaster } from './layout/app-toaster';
import { AppRoutes } from './router';

/**
 * Providers around the router: error boundary, query cache, translations (suspense), toasts. The
 * router comes from outside: the browser's in main.tsx, a static one for the server's render
 * (entry-server.tsx), which also brings its own query cache.
 */
export function AppProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <AppErrorBoundary>
      <QueryClientProvider client={client}>
        {/* Suspends until the shell's namespaces have loaded; the label has no translation yet. */}
        <Suspense
          fallback={<FullScreenSpinner label={i18n.t('loading.generic', { defaultValue: 'Loading…' })} />}
        >
          {children}
        </Suspense>
        <AppToaster />
      </QueryClientProvider>
    </AppErrorBoundary>
  );
}

/** The app in the browser. */
export function App() {
  return (
    <AppProviders client={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
