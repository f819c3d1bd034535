import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../../components/page-placeholder';

export function AboutUsPage() {
  const { t } = useTranslation('common');
  return <PagePlaceholder title={t('about.title')} intro={t('about.intro')} />;
}
