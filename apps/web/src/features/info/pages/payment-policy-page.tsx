import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../../components/page-placeholder';

export function PaymentPolicyPage() {
  const { t } = useTranslation('paymentPolicy');
  return <PagePlaceholder title={t('title')} intro={t('intro')} />;
}
