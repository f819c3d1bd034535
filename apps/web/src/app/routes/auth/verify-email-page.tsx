import { MESSAGES, ROUTES } from '@shop/shared';
import { type FormEvent, useId, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { EmailAddress } from '../../../components/email-address';
import { buttonClasses } from '../../../components/ui/button';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useVerifyEmail } from '../../../features/auth/api/verify-email';
import { AuthFooterLink } from '../../../features/auth/components/auth-footer-link';
import { AuthLayout } from '../../../features/auth/components/auth-layout';
import { ResendCodeSection } from '../../../features/auth/components/resend-code-section';
import { VerificationCodeField } from '../../../features/auth/components/verification-code-field';
import { CHOOSE_PASSWORD_PATH, needsPassword } from '../../../features/auth/lib/choose-password';
import { useAuthMessage } from '../../../features/auth/lib/messages';
import { emailFromState, forgetPendingEmail, pendingEmail } from '../../../features/auth/lib/pending-email';
import { checkVerificationCode } from '../../../features/auth/lib/validation';
import { errorMessage } from '../../../lib/api-error';
import { useAuthStore } from '../../../stores/auth-store';

/**
 * /verify-email (everyone may open it; the guards send unverified accounts here). The code goes with
 * the address when it is known (from sign-up, log-in or the signed-in user); on success the store
 * holds the session and the shopper is signed in. A code proven away from the browser that signed up
 * ends the sign-up's password (docs/decisions/0001-proving-an-address.md); the shopper then chooses one.
 */
export function VerifyEmailPage() {
  const { t } = useTranslation(['verification', 'login']);
  const translate = useAuthMessage();
  const navigate = useNavigate();
  const location = useLocation();
  const verify = useVerifyEmail();
  const signedInEmail = useAuthStore((s) => (s.isAuthenticated ? s.user?.email : undefined));
  const alreadyVerified = useAuthStore((s) => s.isAuthenticated && s.account?.isVerified === true);

  const codeId = useId();
  const codeRef = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [email, setEmail] = useState(
    () => signedInEmail ?? (emailFromState(location.state) || pendingEmail()),
  );
  const [editingEmail, setEditingEmail] = useState(email === '');

  const onVerify = async (e: FormEvent) => {
    e.preventDefault();
    const result = checkVerificationCode({ code });
    setCodeError(result.fields.code ?? null);
    if (!result.ok) {
      codeRef.current?.focus();
      return;
    }
    try {
      await verify.mutateAsync({ code, email });
    } catch (failure) {
      const error = errorMessage(failure, MESSAGES.verifyEmailFailed);
      if (error === MESSAGES.emailAlreadyVerified) {
        // nothing left to verify: the address signs in with its password (or Google)
        forgetPendingEmail();
        toast.success(translate(error));
        navigate(ROUTES.login, { replace: true, state: { email } });
        return;
      }
      setCodeError(error);
      codeRef.current?.focus();
      return;
    }
    setDone(true);
    forgetPendingEmail();
    toast.success(translate(MESSAGES.emailVerified));
    if (needsPassword(useAuthStore.getState().account)) {
      navigate(CHOOSE_PASSWORD_PATH, { replace: true, state: location.state });
      return;
    }
    navigate(ROUTES.home, { replace: true });
  };

  if (alreadyVerified && !done) {
    return (
      <AuthLayout eyebrow={t('eyebrow')} title={t('verifiedTitle')} intro={<p>{t('verifiedBody')}</p>}>
        <Link to={ROUTES.products} className={buttonClasses('primary', 'lg', 'w-full')}>
          {t('continue')}
        </Link>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      eyebrow={t('eyebrow')}
      title={t('title')}
      intro={
        <p>
          {t('subtitle')}{' '}
          {email && !editingEmail && (
            <>
              {t('sentTo')}{' '}
              <strong className="font-semibold text-plum-800">
                <EmailAddress address={email} />
              </strong>
            </>
          )}
        </p>
      }
      footer={
        <AuthFooterLink lead={t('wrongPlace')} to={ROUTES.login}>
          {t('login:title')}
        </AuthFooterLink>
      }
    >
      <form noValidate onSubmit={onVerify} className="flex flex-col gap-5">
        <VerificationCodeField
          id={codeId}
          inputRef={codeRef}
          value={code}
          onChange={(next) => {
            setCode(next);
            if (codeError) setCodeError(null);
          }}
          error={codeError ? translate(codeError) : null}
        />
        <SubmitButton pending={verify.isPending} pendingLabel={t('submitting')}>
          {t('submit')}
        </SubmitButton>
      </form>

      <ResendCodeSection
        headingId={`${codeId}-resend`}
        email={email}
        onEmailChange={setEmail}
        editingEmail={editingEmail}
        onEditingEmailChange={setEditingEmail}
      />
    </AuthLayout>
  );
}
