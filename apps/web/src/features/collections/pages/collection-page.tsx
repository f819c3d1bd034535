import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../../components/page-placeholder';

export function CollectionPage() {
  const { t } = useTranslation('products');
  return <PagePlaceholder title={t('collectionTitle')} intro={t('collectionIntro')} />;
}
