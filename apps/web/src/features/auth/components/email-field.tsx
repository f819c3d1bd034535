import { useTranslation } from 'react-i18next';
import { Input, type InputProps } from '../../../components/ui/input';

/**
 * The e-mail box of the account forms (login, sign-up, forgot password, verify): the right keyboard on
 * phones, no capitalisation or spell-checking, the address length the schema allows.
 */
export function EmailField(props: Omit<InputProps, 'label' | 'type'>) {
  const { t } = useTranslation('login');
  return (
    <Input
      label={t('fields.email')}
      type="email"
      name="email"
      autoComplete="email"
      inputMode="email"
      autoCapitalize="none"
      spellCheck={false}
      maxLength={254}
      placeholder={t('placeholders.email')}
      {...props}
    />
  );
}
