import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../../components/page-placeholder';

export function CartPage() {
  const { t } = useTranslation('cart');
  return <PagePlaceholder title={t('title')} intro={t('intro')} />;
}
