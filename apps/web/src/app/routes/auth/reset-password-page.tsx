import { MESSAGES, ROUTES } from '@shop/shared';
import { type FormEvent, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useResetPassword } from '../../../features/auth/api/reset-password';
import { AuthFooterLink } from '../../../features/auth/components/auth-footer-link';
import { AuthLayout } from '../../../features/auth/components/auth-layout';
import { NewPasswordFields } from '../../../features/auth/components/new-password-fields';
import { useAuthMessage } from '../../../features/auth/lib/messages';
import { checkReset, type FieldErrors, type ResetField } from '../../../features/auth/lib/validation';
import { errorMessage } from '../../../lib/api-error';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';

/**
 * /reset-password/{token}: the link from the reset mail. A reset ends every session of the account
 * (whoever knew the old password is signed out: docs/decisions/0011-sessions-end-at-once.md), so the
 * shopper logs in afresh with the new one.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation('forgot');
  const translate = useAuthMessage();
  const navigate = useNavigate();
  const { token } = useParams();
  const resetPassword = useResetPassword();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Record<ResetField, string>>({ password: '', confirm: '' });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<ResetField>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const pending = resetPassword.isPending;
  const [submitted, setSubmitted] = useState(false);

  const update = (field: ResetField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) setFieldErrors(checkReset(token, next).fields);
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    setFormError(null);
    const result = checkReset(token, values);
    setFieldErrors(result.fields);
    if (!result.ok) {
      if (result.message === MESSAGES.resetFieldsRequired && !token) setFormError(result.message);
      focusFirstInvalid(formRef.current);
      return;
    }
    let done: { message: string | null };
    try {
      done = await resetPassword.mutateAsync({ token: token ?? '', password: values.password });
    } catch (error) {
      setFormError(errorMessage(error, MESSAGES.resetPasswordFailed));
      return;
    }
    toast.success(translate(done.message ?? MESSAGES.passwordReset));
    navigate(ROUTES.login, { replace: true });
  };

  const error = (field: ResetField) => (fieldErrors[field] ? translate(fieldErrors[field]) : null);

  return (
    <AuthLayout
      eyebrow={t('eyebrow')}
      title={t('resetTitle')}
      intro={<p>{t('resetSubtitle')}</p>}
      footer={
        <AuthFooterLink lead={t('linkExpired')} to={ROUTES.forgotPassword}>
          {t('requestNewLink')}
        </AuthFooterLink>
      }
    >
      <form ref={formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        {formError && <FormAlert>{translate(formError)}</FormAlert>}
        <NewPasswordFields values={values} onChange={update} error={error} />
        <SubmitButton pending={pending} pendingLabel={t('resetSubmitting')} className="mt-2">
          {t('resetSubmit')}
        </SubmitButton>
      </form>
    </AuthLayout>
  );
}
