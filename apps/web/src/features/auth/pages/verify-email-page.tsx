import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../../components/page-placeholder';

export function VerifyEmailPage() {
  const { t } = useTranslation('verification');
  return <PagePlaceholder title={t('title')} intro={t('subtitle')} />;
}
