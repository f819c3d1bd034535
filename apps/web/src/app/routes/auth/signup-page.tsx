import { MESSAGES, ROUTES } from '@shop/shared';
import { type FormEvent, useId, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { Input } from '../../../components/ui/input';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useGoogleLogin } from '../../../features/auth/api/google-login';
import { useSignup } from '../../../features/auth/api/signup';
import { AuthFooterLink } from '../../../features/auth/components/auth-footer-link';
import { AuthLayout } from '../../../features/auth/components/auth-layout';
import { EmailField } from '../../../features/auth/components/email-field';
import { GoogleSignIn } from '../../../features/auth/components/google-button';
import { PasswordField } from '../../../features/auth/components/password-field';
import { PasswordStrengthMeter } from '../../../features/auth/components/password-strength-meter';
import { useAuthMessage } from '../../../features/auth/lib/messages';
import { savePendingEmail } from '../../../features/auth/lib/pending-email';
import { checkSignup, type FormCheck, type SignupField } from '../../../features/auth/lib/validation';
import { errorMessage } from '../../../lib/api-error';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';
import { currentLanguage } from '../../../lib/i18n';
import { returnPathOf } from '../../../lib/return-path';

/**
 * /signUp. After signing up the shopper is not signed in: the code goes to their
 * inbox (in the interface's language) and /verify-email takes the address along.
 */
export function SignUpPage() {
  const { t } = useTranslation(['signup', 'login']);
  const translate = useAuthMessage();
  const navigate = useNavigate();
  const location = useLocation();
  const signup = useSignup();
  const googleLogin = useGoogleLogin();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Record<SignupField, string>>({ name: '', email: '', password: '' });
  const [checked, setChecked] = useState<FormCheck<SignupField> | null>(null);
  const requiredId = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const pending = signup.isPending;
  const [submitted, setSubmitted] = useState(false);

  const update = (field: SignupField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) setChecked(checkSignup(next));
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    setFormError(null);
    const result = checkSignup(values);
    setChecked(result);
    if (!result.ok) {
      focusFirstInvalid(formRef.current);
      return;
    }
    try {
      await signup.mutateAsync({ ...values, language: currentLanguage() });
    } catch (error) {
      setFormError(errorMessage(error, MESSAGES.signupFailed));
      return;
    }
    const email = values.email.trim().toLowerCase();
    savePendingEmail(email);
    toast.success(translate(MESSAGES.signupSuccess));
    navigate(ROUTES.verifyEmail, { state: { email } });
  };

  const onGoogleCode = async (code: string) => {
    setFormError(null);
    try {
      await googleLogin.mutateAsync(code);
    } catch (error) {
      setFormError(errorMessage(error, MESSAGES.googleLoginFailed));
      return;
    }
    navigate(returnPathOf(location.state) ?? ROUTES.home, { replace: true });
  };

  const error = (field: SignupField) => {
    const message = checked?.fields[field];
    return message ? translate(message) : null;
  };
  // 'All fields are required' is said once, above the fields; each empty one is marked and
  // points at it (a field wrong for another reason keeps its own message beside it)
  const missing = checked?.missing ?? [];
  const required = (field: SignupField) =>
    missing.includes(field) ? { invalid: true, describedBy: requiredId } : {};

  return (
    <AuthLayout
      eyebrow={t('eyebrow')}
      title={t('title')}
      intro={<p>{t('subtitle')}</p>}
      footer={
        <AuthFooterLink lead={t('haveAccount')} to={ROUTES.login} state={location.state}>
          {t('loginLink')}
        </AuthFooterLink>
      }
    >
      <GoogleSignIn onCode={onGoogleCode} disabled={pending} />
      <form ref={formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        {formError && <FormAlert>{translate(formError)}</FormAlert>}
        {missing.length > 0 && <FormAlert id={requiredId}>{translate(MESSAGES.allFieldsRequired)}</FormAlert>}
        <Input
          label={t('login:fields.name')}
          name="name"
          autoComplete="name"
          maxLength={100}
          placeholder={t('login:placeholders.name')}
          value={values.name}
          onChange={(e) => update('name', e.target.value)}
          error={error('name')}
          {...required('name')}
        />
        <EmailField
          value={values.email}
          onChange={(e) => update('email', e.target.value)}
          error={error('email')}
          {...required('email')}
        />
        <PasswordField
          label={t('login:fields.password')}
          name="password"
          autoComplete="new-password"
          maxLength={128}
          value={values.password}
          onChange={(e) => update('password', e.target.value)}
          error={error('password')}
          {...required('password')}
          extra={(id) => <PasswordStrengthMeter id={id} password={values.password} />}
        />
        <SubmitButton pending={pending} pendingLabel={t('submitting')} className="mt-2">
          {t('submit')}
        </SubmitButton>
        <p className="text-center text-xs leading-relaxed text-plum-500">
          {t('privacyNote')}{' '}
          <Link
            to={ROUTES.privacy}
            className="text-wine-600 underline underline-offset-4 hover:text-wine-700"
          >
            {t('privacyLink')}
          </Link>
        </p>
      </form>
    </AuthLayout>
  );
}
