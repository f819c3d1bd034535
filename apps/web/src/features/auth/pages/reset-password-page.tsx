import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../../components/page-placeholder';

export function ResetPasswordPage() {
  const { t } = useTranslation('forgot');
  return <PagePlaceholder title={t('resetTitle')} intro={t('resetSubtitle')} />;
}
