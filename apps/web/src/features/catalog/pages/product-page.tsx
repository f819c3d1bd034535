import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../../components/page-placeholder';

export function ProductPage() {
  const { t } = useTranslation('products');
  return <PagePlaceholder title={t('detailTitle')} intro={t('detailIntro')} />;
}
