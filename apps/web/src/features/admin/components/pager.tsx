import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';

/** Previous / next through a staff list, with where we are. */
export function Pager({
  page,
  totalPages,
  onPage,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('admin');
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={t('pager.label')} className="flex items-center justify-end gap-3">
      <Button variant="ghost" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('pager.previous')}
      </Button>
      <span className="text-sm text-plum-500 tabular-nums">
        {t('pager.status', { page, total: totalPages })}
      </span>
      <Button variant="ghost" size="sm" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        {t('pager.next')}
      </Button>
    </nav>
  );
}
