import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../../components/page-placeholder';

export function ForgotPasswordPage() {
  const { t } = useTranslation('forgot');
  return <PagePlaceholder title={t('title')} intro={t('subtitle')} />;
}
