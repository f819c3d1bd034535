import { ROUTES } from '@shop/shared';
import { Navigate, Route, Routes } from 'react-router';
import { CHOOSE_PASSWORD_PATH } from '../features/auth/lib/choose-password';
import { RouteGuard } from './guards/route-guard';
import { RootLayout } from './layout/root-layout';
import { lazyPage } from './lazy-page';

const HomePage = lazyPage(() => import('./routes/home/home-page'), 'HomePage');
const SignUpPage = lazyPage(() => import('./routes/auth/signup-page'), 'SignUpPage');
const LoginPage = lazyPage(() => import('./routes/auth/login-page'), 'LoginPage');
const ForgotPasswordPage = lazyPage(() => import('./routes/auth/forgot-password-page'), 'ForgotPasswordPage');
const ResetPasswordPage = lazyPage(() => import('./routes/auth/reset-password-page'), 'ResetPasswordPage');
const VerifyEmailPage = lazyPage(() => import('./routes/auth/verify-email-page'), 'VerifyEmailPage');
const ChoosePasswordPage = lazyPage(() => import('./routes/auth/choose-password-page'), 'ChoosePasswordPage');
const AdminDashboardPage = lazyPage(
  () => import('./routes/dashboard/admin-dashboard-page'),
  'AdminDashboardPage',
);
const ProductsPage = lazyPage(() => import('./routes/catalog/products-page'), 'ProductsPage');
const ProductPage = lazyPage(() => import('./routes/catalog/product-page'), 'ProductPage');
const CollectionPage = lazyPage(() => import('./routes/collections/collection-page'), 'CollectionPage');
const AboutUsPage = lazyPage(() => import('./routes/info/about-us-page'), 'AboutUsPage');
const HowToOrderPage = lazyPage(() => import('./routes/info/how-to-order-page'), 'HowToOrderPage');
const FaqPage = lazyPage(() => import('./routes/info/faq-page'), 'FaqPage');
const LoyaltyLevelPage = lazyPage(() => import('./routes/info/loyalty-level-page'), 'LoyaltyLevelPage');
const ExchangePolicyPage = lazyPage(() => import('./routes/info/exchange-policy-page'), 'ExchangePolicyPage');
const PrivacyPage = lazyPage(() => import('./routes/info/privacy-page'), 'PrivacyPage');
const PaymentPolicyPage = lazyPage(() => import('./routes/info/payment-policy-page'), 'PaymentPolicyPage');
const PreOrderPolicyPage = lazyPage(
  () => import('./routes/info/pre-order-policy-page'),
  'PreOrderPolicyPage',
);
const LegalPage = lazyPage(() => import('./routes/info/legal-page'), 'LegalPage');
const CartPage = lazyPage(() => import('./routes/cart/cart-page'), 'CartPage');
const ProfilePage = lazyPage(() => import('./routes/profile/profile-page'), 'ProfilePage');
const CheckoutPage = lazyPage(() => import('./routes/checkout/checkout-page'), 'CheckoutPage');
const PurchaseSuccessPage = lazyPage(
  () => import('./routes/checkout/purchase-success-page'),
  'PurchaseSuccessPage',
);
const PurchaseCancelPage = lazyPage(
  () => import('./routes/checkout/purchase-cancel-page'),
  'PurchaseCancelPage',
);
const ConfirmOrderPage = lazyPage(
  () => import('./routes/confirm-order/confirm-order-page'),
  'ConfirmOrderPage',
);

/** Every route and who may open it. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route path={ROUTES.home} element={<HomePage />} />
        <Route path={ROUTES.verifyEmail} element={<VerifyEmailPage />} />
        <Route path={ROUTES.products} element={<ProductsPage />} />
        <Route path={ROUTES.product} element={<ProductPage />} />
        <Route path={ROUTES.collection} element={<CollectionPage />} />
        <Route path={ROUTES.aboutUs} element={<AboutUsPage />} />
        <Route path={ROUTES.howToOrder} element={<HowToOrderPage />} />
        <Route path={ROUTES.faq} element={<FaqPage />} />
        <Route path={ROUTES.loyaltyLevel} element={<LoyaltyLevelPage />} />
        <Route path={ROUTES.exchangePolicy} element={<ExchangePolicyPage />} />
        <Route path={ROUTES.privacy} element={<PrivacyPage />} />
        <Route path={ROUTES.paymentPolicy} element={<PaymentPolicyPage />} />
        <Route path={ROUTES.preOrderPolicy} element={<PreOrderPolicyPage />} />
        <Route path={ROUTES.legal} element={<LegalPage />} />
        {/* The mail's "Confirm my order" link works signed in or not (the token is the proof) */}
        <Route path={ROUTES.confirmOrder} element={<ConfirmOrderPage />} />
        <Route element={<RouteGuard access="visitorsOnly" />}>
          <Route path={ROUTES.signUp} element={<SignUpPage />} />
          <Route path={ROUTES.login} element={<LoginPage />} />
          <Route path={ROUTES.forgotPassword} element={<ForgotPasswordPage />} />
          <Route path={ROUTES.resetPassword} element={<ResetPasswordPage />} />
        </Route>
        <Route element={<RouteGuard access="signedIn" />}>
          <Route path={ROUTES.cart} element={<CartPage />} />
          <Route path={ROUTES.profile} element={<ProfilePage />} />
          {/* a code proven away from the sign-up browser leaves the account without a password */}
          <Route path={CHOOSE_PASSWORD_PATH} element={<ChoosePasswordPage />} />
          <Route path={ROUTES.checkout} element={<CheckoutPage />} />
          <Route path={ROUTES.purchaseSuccess} element={<PurchaseSuccessPage />} />
          <Route path={ROUTES.purchaseCancel} element={<PurchaseCancelPage />} />
        </Route>
        <Route element={<RouteGuard access="staff" />}>
          <Route path={ROUTES.adminDashboard} element={<AdminDashboardPage />} />
        </Route>
        {/* Any other path redirects to /. */}
        <Route path="*" element={<Navigate to={ROUTES.home} replace />} />
      </Route>
    </Routes>
  );
}
