import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../../components/page-placeholder';

export function PurchaseCancelPage() {
  const { t } = useTranslation('checkout');
  return <PagePlaceholder title={t('cancel.title')} intro={t('cancel.body')} />;
}
