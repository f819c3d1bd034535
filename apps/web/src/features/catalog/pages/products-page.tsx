import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../../components/page-placeholder';

export function ProductsPage() {
  const { t } = useTranslation('products');
  return <PagePlaceholder title={t('title')} intro={t('intro')} />;
}
