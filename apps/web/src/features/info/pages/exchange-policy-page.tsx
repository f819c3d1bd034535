import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../../components/page-placeholder';

export function ExchangePolicyPage() {
  const { t } = useTranslation('returnPolicy');
  return <PagePlaceholder title={t('title')} intro={t('intro')} />;
}
