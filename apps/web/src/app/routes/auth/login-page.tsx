import { MESSAGES, ROUTES } from '@shop/shared';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useGoogleLogin } from '../../../features/auth/api/google-login';
import { useLogin } from '../../../features/auth/api/login';
import { AuthFooterLink } from '../../../features/auth/components/auth-footer-link';
import { AuthLayout } from '../../../features/auth/components/auth-layout';
import { EmailField } from '../../../features/auth/components/email-field';
import { GoogleSignIn } from '../../../features/auth/components/google-button';
import { PasswordField } from '../../../features/auth/components/password-field';
import { useAuthMessage } from '../../../features/auth/lib/messages';
import { emailFromState, savePendingEmail } from '../../../features/auth/lib/pending-email';
import { checkLogin, type FieldErrors, type LoginField } from '../../../features/auth/lib/validation';
import { errorMessage } from '../../../lib/api-error';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';
import { returnPathOf } from '../../../lib/return-path';
import { useAuthStore } from '../../../stores/auth-store';

/**
 * /login. After logging in the shopper goes back to where a guard sent them from (or /); an
 * unverified account goes to /verify-email. The session store counts failures (the 6th attempt in
 * 15 minutes is rejected without a call); the server's own 429 shows the same text.
 */
export function LoginPage() {
  const { t } = useTranslation('login');
  const translate = useAuthMessage();
  const navigate = useNavigate();
  const location = useLocation();
  const login = useLogin();
  const googleLogin = useGoogleLogin();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Record<LoginField, string>>(() => ({
    // the verification page hands over an address that turned out to be verified already
    email: emailFromState(location.state),
    password: '',
  }));
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<LoginField>>({});
  // A session that could not be refreshed ends with 'Session expired. Please log in again.',
  // said here, where the shopper lands to sign in again (once: the store forgets it)
  const [formError, setFormError] = useState<string | null>(() =>
    useAuthStore.getState().error === MESSAGES.sessionExpired ? MESSAGES.sessionExpired : null,
  );
  useEffect(() => {
    if (useAuthStore.getState().error === MESSAGES.sessionExpired) useAuthStore.getState().clearError();
  }, []);
  const pending = login.isPending;
  const [submitted, setSubmitted] = useState(false);

  const update = (field: LoginField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) setFieldErrors(checkLogin(next).fields);
  };

  /** Where to go once signed in: an unverified account verifies first, as the guards would send it. */
  const leave = (email: string) => {
    const account = useAuthStore.getState().account;
    if (account && account.isVerified !== true) {
      savePendingEmail(email);
      navigate(ROUTES.verifyEmail, { replace: true, state: { email } });
      return;
    }
    navigate(returnPathOf(location.state) ?? ROUTES.home, { replace: true });
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    setFormError(null);
    const result = checkLogin(values);
    setFieldErrors(result.fields);
    if (!result.ok) {
      focusFirstInvalid(formRef.current);
      return;
    }
    try {
      await login.mutateAsync(values);
    } catch (error) {
      setFormError(errorMessage(error, MESSAGES.loginFailed));
      return;
    }
    leave(values.email.trim().toLowerCase());
  };

  const onGoogleCode = async (code: string) => {
    setFormError(null);
    try {
      await googleLogin.mutateAsync(code);
    } catch (error) {
      setFormError(errorMessage(error, MESSAGES.googleLoginFailed));
      return;
    }
    leave(useAuthStore.getState().user?.email ?? '');
  };

  return (
    <AuthLayout
      eyebrow={t('eyebrow')}
      title={t('title')}
      intro={<p>{t('subtitle')}</p>}
      footer={
        <AuthFooterLink lead={t('noAccount')} to={ROUTES.signUp} state={location.state}>
          {t('signUpLink')}
        </AuthFooterLink>
      }
    >
      <GoogleSignIn onCode={onGoogleCode} disabled={pending} />
      <form ref={formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        {formError && <FormAlert>{translate(formError)}</FormAlert>}
        <EmailField
          value={values.email}
          onChange={(e) => update('email', e.target.value)}
          error={fieldErrors.email ? translate(fieldErrors.email) : null}
        />
        <PasswordField
          label={t('fields.password')}
          name="password"
          autoComplete="current-password"
          value={values.password}
          onChange={(e) => update('password', e.target.value)}
          error={fieldErrors.password ? translate(fieldErrors.password) : null}
        />
        <Link
          to={ROUTES.forgotPassword}
          className="-mt-2 self-end text-sm font-medium text-wine-600 underline-offset-4 hover:underline"
        >
          {t('forgotLink')}
        </Link>
        <SubmitButton pending={pending} pendingLabel={t('submitting')}>
          {t('submit')}
        </SubmitButton>
      </form>
    </AuthLayout>
  );
}
