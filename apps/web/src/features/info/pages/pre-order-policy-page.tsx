import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../../components/page-placeholder';

export function PreOrderPolicyPage() {
  const { t } = useTranslation('preOrderPolicy');
  return <PagePlaceholder title={t('title')} intro={t('intro')} />;
}
