import { MESSAGES, ROUTES } from '@shop/shared';
import { type FormEvent, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useForgotPassword } from '../../../features/auth/api/forgot-password';
import { AuthFooterLink } from '../../../features/auth/components/auth-footer-link';
import { AuthLayout } from '../../../features/auth/components/auth-layout';
import { EmailField } from '../../../features/auth/components/email-field';
import { useAuthMessage } from '../../../features/auth/lib/messages';
import { checkEmail } from '../../../features/auth/lib/validation';
import { errorMessage } from '../../../lib/api-error';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';

/**
 * /forgot-password. The server responds the same for known and unknown addresses (the form must not
 * tell who has an account: docs/decisions/0012-verification-codes-and-reset-links.md), so the page
 * says "if an account exists".
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation(['forgot', 'login']);
  const translate = useAuthMessage();
  const forgotPassword = useForgotPassword();
  const formRef = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const pending = forgotPassword.isPending;
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    const result = checkEmail({ email });
    setEmailError(result.fields.email ?? null);
    if (!result.ok) {
      focusFirstInvalid(formRef.current);
      return;
    }
    let sent: { message: string | null };
    try {
      sent = await forgotPassword.mutateAsync(email);
    } catch (error) {
      setFormError(errorMessage(error, MESSAGES.forgotPasswordFailed));
      return;
    }
    toast.success(translate(sent.message ?? MESSAGES.resetEmailSent));
    setSentTo(email.trim().toLowerCase());
  };

  const backToLogin = (
    <AuthFooterLink lead={t('remembered')} to={ROUTES.login}>
      {t('backToLogin')}
    </AuthFooterLink>
  );

  if (sentTo) {
    return (
      <AuthLayout eyebrow={t('eyebrow')} title={t('sentTitle')} footer={backToLogin}>
        <FormAlert tone="success">
          <p>{t('sentBody', { email: sentTo })}</p>
        </FormAlert>
        <Button variant="secondary" size="lg" className="mt-6 w-full" onClick={() => setSentTo(null)}>
          {t('sendAgain')}
        </Button>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout eyebrow={t('eyebrow')} title={t('title')} intro={<p>{t('subtitle')}</p>} footer={backToLogin}>
      <form ref={formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        {formError && <FormAlert>{translate(formError)}</FormAlert>}
        <EmailField
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            if (emailError) setEmailError(checkEmail({ email: e.target.value }).fields.email ?? null);
          }}
          error={emailError ? translate(emailError) : null}
        />
        <SubmitButton pending={pending} pendingLabel={t('submitting')} className="mt-2">
          {t('submit')}
        </SubmitButton>
      </form>
    </AuthLayout>
  );
}
