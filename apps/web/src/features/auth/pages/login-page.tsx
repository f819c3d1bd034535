import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../../components/page-placeholder';

export function LoginPage() {
  const { t } = useTranslation('login');
  return <PagePlaceholder title={t('title')} intro={t('subtitle')} />;
}
