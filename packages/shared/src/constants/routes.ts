/** Every route of the shop (docs/requirements/screens.md). */
export const ROUTES = {
  home: '/',
  signUp: '/signUp',
  login: '/login',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password/:token',
  verifyEmail: '/verify-email',
  adminDashboard: '/admin-dashboard',
  products: '/products',
  product: '/product/:productId',
  collection: '/Collection/:collectionId',
  aboutUs: '/about-us',
  howToOrder: '/how-to-order',
  faq: '/faq',
  loyaltyLevel: '/loyalty-level',
  exchangePolicy: '/exchange-policy',
  privacy: '/privacy',
  paymentPolicy: '/payment-policy',
  preOrderPolicy: '/preOrder-policy',
  legal: '/legal',
  cart: '/cart',
  profile: '/profile',
  checkout: '/checkout',
  purchaseSuccess: '/purchase-success',
  purchaseCancel: '/purchase-cancel',
  /** the page of the mail's "Confirm my order" link (docs/decisions/0046) */
  confirmOrder: '/confirm-order',
} as const;

/** The footer is hidden on these routes (prefixes end with '/'; docs/requirements/screens.md). */
export const FOOTER_HIDDEN_ROUTES = [
  '/login',
  '/signUp',
  '/forgot-password',
  '/verify-email',
  '/reset-password/',
  '/profile',
  '/admin-dashboard',
  '/product/',
  '/checkout',
  '/cart',
] as const;

/** Case does not matter: the router matches paths whatever their case, so `/LOGIN` is the login page. */
export function isFooterHidden(pathname: string): boolean {
  const path = pathname.toLowerCase();
  return FOOTER_HIDDEN_ROUTES.some((route) => {
    const r = route.toLowerCase();
    return r.endsWith('/') ? path.startsWith(r) : path === r || path === `${r}/`;
  });
}

/** The dashboard's tabs (id: label; docs/requirements/screens.md). */
export const ADMIN_TABS = [
  { id: 'create', label: 'Create Product' },
  { id: 'products', label: 'View Products' },
  { id: 'orders', label: 'Orders' },
  { id: 'collections', label: 'Create Collection' },
  { id: 'banner', label: 'Create Banner' },
  { id: 'view-collections', label: 'View Collections' },
  { id: 'coupon', label: 'Coupon' },
  { id: 'analytics', label: 'Analytics' },
  { id: 'bulkNewsLetter', label: 'Send Email' },
  { id: 'userListManagement', label: 'User' },
  { id: 'userBlacklist', label: 'Blacklist' },
] as const;
export type AdminTabId = (typeof ADMIN_TABS)[number]['id'];
