import { ROUTES } from '@shop/shared';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { AuthFooterLink } from '../../../features/auth/components/auth-footer-link';
import { AuthLayout } from '../../../features/auth/components/auth-layout';
import { ChoosePasswordForm } from '../../../features/auth/components/choose-password-form';
import { needsPassword } from '../../../features/auth/lib/choose-password';
import { useAuthMessage } from '../../../features/auth/lib/messages';
import { returnPathOf } from '../../../lib/return-path';
import { useAuthStore } from '../../../stores/auth-store';

/**
 * after a code proven away from the sign-up browser, the account has no password (the
 * one typed at sign-up may have been a stranger's); the shopper, signed in by the proof, chooses hers
 * here and goes on to where she was heading. Leaving is fine: the profile's "Set a password" section
 * offers the same to any account without one.
 */
export function ChoosePasswordPage() {
  const { t } = useTranslation(['verification', 'login']);
  const translate = useAuthMessage();
  const navigate = useNavigate();
  const location = useLocation();
  const account = useAuthStore((s) => s.account);
  const next = returnPathOf(location.state) ?? ROUTES.home;

  // a password already chosen (this page opened again by its address): nothing to do here
  if (!needsPassword(account)) return <Navigate to={next} replace />;

  const onDone = (message: string) => {
    toast.success(translate(message));
    navigate(next, { replace: true });
  };

  return (
    <AuthLayout
      eyebrow={t('choosePassword.eyebrow')}
      title={t('choosePassword.title')}
      intro={<p>{t('choosePassword.intro')}</p>}
      footer={
        <AuthFooterLink lead={t('choosePassword.later')} to={next}>
          {t('choosePassword.laterLink')}
        </AuthFooterLink>
      }
    >
      <ChoosePasswordForm onDone={onDone} />
    </AuthLayout>
  );
}
