import { useTranslation } from 'react-i18next';
import type { ResetField } from '../lib/validation';
import { PasswordField } from './password-field';
import { PasswordStrengthMeter } from './password-strength-meter';

export interface NewPasswordFieldsProps {
  values: Record<ResetField, string>;
  onChange: (field: ResetField, value: string) => void;
  /** the translated message under a field, from the form's checkNewPassword (or null) */
  error: (field: ResetField) => string | null;
}

/**
 * A new password typed twice, with the strength meter under the first: the reset page and the
 * choose-password form. Each form checks it (checkNewPassword) when and how it needs to.
 */
export function NewPasswordFields({ values, onChange, error }: NewPasswordFieldsProps) {
  const { t } = useTranslation('login');
  return (
    <>
      <PasswordField
        label={t('fields.newPassword')}
        name="password"
        autoComplete="new-password"
        maxLength={128}
        value={values.password}
        onChange={(e) => onChange('password', e.target.value)}
        error={error('password')}
        extra={(id) => <PasswordStrengthMeter id={id} password={values.password} />}
      />
      <PasswordField
        label={t('fields.confirmPassword')}
        name="confirm"
        autoComplete="new-password"
        maxLength={128}
        value={values.confirm}
        onChange={(e) => onChange('confirm', e.target.value)}
        error={error('confirm')}
      />
    </>
  );
}
