import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../../components/page-placeholder';

export function FaqPage() {
  const { t } = useTranslation('faq');
  return <PagePlaceholder title={t('title')} intro={t('intro')} />;
}
