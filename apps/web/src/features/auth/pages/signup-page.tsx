import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../../components/page-placeholder';

export function SignUpPage() {
  const { t } = useTranslation('signup');
  return <PagePlaceholder title={t('title')} intro={t('subtitle')} />;
}
