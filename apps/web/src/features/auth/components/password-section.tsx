import { MESSAGES } from '@shop/shared';
import { type FormEvent, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/ui/form-alert';
import { SubmitButton } from '../../../components/ui/submit-button';
import { errorMessage } from '../../../lib/api-error';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';
import { useChangePassword } from '../api/change-password';
import { useUserProfile } from '../api/get-user-profile';
import { useAuthMessage } from '../lib/messages';
import { checkPasswordChange, type FieldErrors, type PasswordChangeField } from '../lib/validation';
import { PasswordField } from './password-field';
import { PasswordStrengthMeter } from './password-strength-meter';
import { ProfileSection } from './profile-section';

const EMPTY = { currentPassword: '', newPassword: '' };
/** The server's success texts (apps/server auth routes), translated by useAuthMessage. */
const PASSWORD_CHANGED = 'Password changed successfully';
const PASSWORD_SET = 'Password set successfully';

/**
 * Change the password (the current one proves it is you), or set a first one (account.hasPassword
 * false): an account made by Google sign-in, or one whose code was proven away from the sign-up
 * browser, which ended the sign-up's password.
 */
export function PasswordSection({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useTranslation(['account', 'login']);
  const translate = useAuthMessage();
  const mutation = useChangePassword();
  // the profile page's own query (cached): whether the account signs in with Google
  const viaGoogle = useUserProfile().data?.account.googleLinked !== false;
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Record<PasswordChangeField, string>>(EMPTY);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<PasswordChangeField>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    const result = checkPasswordChange(values, hasPassword);
    setFieldErrors(result.fields);
    if (!result.ok) {
      focusFirstInvalid(formRef.current);
      return;
    }
    mutation.mutate(
      { ...values, hasPassword },
      {
        onSuccess: (data) => {
          setValues(EMPTY);
          toast.success(translate(data?.message || (hasPassword ? PASSWORD_CHANGED : PASSWORD_SET)));
        },
        onError: (error) => setFormError(errorMessage(error, MESSAGES.updateProfileFailed)),
      },
    );
  };

  return (
    <ProfileSection
      id="security"
      title={hasPassword ? t('password.title') : t('password.setTitle')}
      intro={
        <p>
          {hasPassword
            ? t('password.intro')
            : viaGoogle
              ? t('password.setIntro')
              : t('password.setIntroVerified')}
        </p>
      }
    >
      <form ref={formRef} noValidate onSubmit={onSubmit} className="grid gap-5 sm:grid-cols-2">
        {formError && <FormAlert className="sm:col-span-2">{translate(formError)}</FormAlert>}
        {hasPassword && (
          <PasswordField
            label={t('login:fields.currentPassword')}
            name="currentPassword"
            autoComplete="current-password"
            maxLength={128}
            value={values.currentPassword}
            onChange={(e) => setValues((v) => ({ ...v, currentPassword: e.target.value }))}
            error={fieldErrors.currentPassword ? translate(fieldErrors.currentPassword) : null}
          />
        )}
        <PasswordField
          label={t('login:fields.newPassword')}
          name="newPassword"
          autoComplete="new-password"
          maxLength={128}
          value={values.newPassword}
          onChange={(e) => setValues((v) => ({ ...v, newPassword: e.target.value }))}
          error={fieldErrors.newPassword ? translate(fieldErrors.newPassword) : null}
          extra={(id) => <PasswordStrengthMeter id={id} password={values.newPassword} />}
          className={hasPassword ? undefined : 'sm:col-span-2'}
        />
        <div className="sm:col-span-2 sm:flex sm:justify-end">
          <SubmitButton
            pending={mutation.isPending}
            pendingLabel={t('password.saving')}
            className="sm:w-auto"
          >
            {hasPassword ? t('password.submit') : t('password.setSubmit')}
          </SubmitButton>
        </div>
      </form>
    </ProfileSection>
  );
}
