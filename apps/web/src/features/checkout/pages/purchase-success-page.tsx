import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../../components/page-placeholder';

export function PurchaseSuccessPage() {
  const { t } = useTranslation('checkout');
  return <PagePlaceholder title={t('success.title')} intro={t('success.body')} />;
}
