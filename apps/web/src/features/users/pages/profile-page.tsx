import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../../components/page-placeholder';

export function ProfilePage() {
  const { t } = useTranslation('account');
  return <PagePlaceholder title={t('title')} intro={t('intro')} />;
}
