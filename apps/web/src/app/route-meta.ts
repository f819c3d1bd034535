import { ROUTES } from '@shop/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { matchPath, useLocation } from 'react-router';
import { setRouteMeta } from '../lib/document-meta';

/**
 * Every route's title and description, in `common` under `meta.<key>` (common loads before any page,
 * so the tab is right before the page's own texts arrive). Pages add nothing unless they know more
 * than their route (a product's name: usePageMeta).
 */
export const ROUTE_META_KEYS = {
  [ROUTES.home]: 'home',
  [ROUTES.signUp]: 'signUp',
  [ROUTES.login]: 'login',
  [ROUTES.forgotPassword]: 'forgotPassword',
  [ROUTES.resetPassword]: 'resetPassword',
  [ROUTES.verifyEmail]: 'verifyEmail',
  [ROUTES.adminDashboard]: 'adminDashboard',
  [ROUTES.products]: 'products',
  [ROUTES.product]: 'product',
  [ROUTES.collection]: 'collection',
  [ROUTES.aboutUs]: 'aboutUs',
  [ROUTES.howToOrder]: 'howToOrder',
  [ROUTES.faq]: 'faq',
  [ROUTES.loyaltyLevel]: 'loyaltyLevel',
  [ROUTES.exchangePolicy]: 'exchangePolicy',
  [ROUTES.privacy]: 'privacy',
  [ROUTES.paymentPolicy]: 'paymentPolicy',
  [ROUTES.preOrderPolicy]: 'preOrderPolicy',
  [ROUTES.legal]: 'legal',
  [ROUTES.cart]: 'cart',
  [ROUTES.profile]: 'profile',
  [ROUTES.checkout]: 'checkout',
  [ROUTES.purchaseSuccess]: 'purchaseSuccess',
  [ROUTES.purchaseCancel]: 'purchaseCancel',
  [ROUTES.confirmOrder]: 'confirmOrder',
} as const satisfies Record<(typeof ROUTES)[keyof typeof ROUTES], string>;

export type RouteMetaKey = (typeof ROUTE_META_KEYS)[keyof typeof ROUTE_META_KEYS];

/** The meta key of a path (React Router's matching: case-insensitive, trailing slash allowed). */
export function routeMetaKey(pathname: string): RouteMetaKey | undefined {
  for (const [pattern, key] of Object.entries(ROUTE_META_KEYS)) {
    if (matchPath(pattern, pathname)) return key;
  }
  return undefined;
}

/** The layout's one call: the document title and meta description of the current route. */
export function useRouteMeta(): void {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  // an unknown path is on its way to /
  const key = routeMetaKey(pathname) ?? 'home';
  const title = t(`meta.${key}.title`);
  const description = t(`meta.${key}.description`);
  useEffect(() => {
    setRouteMeta(pathname, { title, description });
  }, [pathname, title, description]);
}
