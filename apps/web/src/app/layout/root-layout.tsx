import { isFooterHidden } from '@shop/shared';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { FullScreenSpinner } from '../../components/ui/full-screen-spinner';
import { CartSync } from '../../features/cart/components/cart-sync';
import { useRouteMeta } from '../route-meta';
import { AuthGate } from './auth-gate';
import { BackToTop } from './back-to-top';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { ScrollToTop } from './scroll-to-top';

/** The layout: fixed navbar, the page, the footer (hidden on some routes), back-to-top. */
export function RootLayout() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  useRouteMeta();
  return (
    <AuthGate>
      <ScrollToTop />
      <CartSync />
      <a
        href="#main"
        className="sr-only z-50 rounded-pill bg-plum-800 px-4 py-2 text-sm text-ivory-100 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('skipToContent')}
      </a>
      <Navbar />
      <main id="main" tabIndex={-1} className="flex min-h-dvh flex-col pt-nav outline-none">
        <Suspense fallback={<FullScreenSpinner label={t('loading.page')} />}>
          <Outlet />
        </Suspense>
      </main>
      {!isFooterHidden(pathname) && <Footer />}
      <BackToTop />
    </AuthGate>
  );
}
