import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../../components/page-placeholder';

export function CheckoutPage() {
  const { t } = useTranslation('checkout');
  return <PagePlaceholder title={t('title')} intro={t('intro')} />;
}
