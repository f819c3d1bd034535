import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../../components/page-placeholder';

export function PrivacyPage() {
  const { t } = useTranslation('legal');
  return <PagePlaceholder title={t('title')} intro={t('intro')} />;
}
