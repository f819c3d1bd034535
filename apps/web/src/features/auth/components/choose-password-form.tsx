import { MESSAGES } from '@shop/shared';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/ui/form-alert';
import { SubmitButton } from '../../../components/ui/submit-button';
import { errorMessage } from '../../../lib/api-error';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';
import { useChangePassword } from '../api/change-password';
import { useAuthMessage } from '../lib/messages';
import { checkNewPassword, type FieldErrors, type ResetField } from '../lib/validation';
import { NewPasswordFields } from './new-password-fields';

/**
 * A first password for the signed-in account (POST /auth/google/set-password, which any account
 * without a password may call), typed twice. `onDone` gets the server's message.
 */
export function ChoosePasswordForm({ onDone }: { onDone: (message: string) => void }) {
  const { t } = useTranslation('verification');
  const translate = useAuthMessage();
  const mutation = useChangePassword();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Record<ResetField, string>>({ password: '', confirm: '' });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<ResetField>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    const result = checkNewPassword(values);
    setFieldErrors(result.fields);
    if (!result.ok) {
      focusFirstInvalid(formRef.current);
      return;
    }
    mutation.mutate(
      { newPassword: values.password, hasPassword: false },
      {
        onSuccess: (data) => onDone(data?.message || 'Password set successfully'),
        onError: (error) => setFormError(errorMessage(error, MESSAGES.updateProfileFailed)),
      },
    );
  };

  const error = (field: ResetField) => (fieldErrors[field] ? translate(fieldErrors[field]) : null);

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      {formError && <FormAlert>{translate(formError)}</FormAlert>}
      <NewPasswordFields
        values={values}
        onChange={(field, value) => setValues((v) => ({ ...v, [field]: value }))}
        error={error}
      />
      <SubmitButton pending={mutation.isPending} pendingLabel={t('choosePassword.saving')} className="mt-2">
        {t('choosePassword.submit')}
      </SubmitButton>
    </form>
  );
}
