import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { cx } from '../../../../components/ui/cx';

interface ProductSelectionBarProps {
  /** how many products are ticked */
  count: number;
  /** the list's total, once it is known */
  total: number | undefined;
  pending: boolean;
  onShow: () => void;
  onHide: () => void;
  onClear: () => void;
}

/** Above the list: its total, or, with products ticked, how many and Show, Hide or Clear them. */
export function ProductSelectionBar({
  count,
  total,
  pending,
  onShow,
  onHide,
  onClear,
}: ProductSelectionBarProps) {
  const { t } = useTranslation(['admin', 'common']);
  return (
    <div
      className={cx(
        'flex min-h-14 flex-wrap items-center gap-3 rounded-2xl px-4 py-2.5 text-sm',
        count > 0 ? 'bg-plum-800 text-ivory-100' : 'bg-ivory-200 text-plum-700',
      )}
    >
      <span className="mr-auto" aria-live="polite">
        {count > 0
          ? t('admin:products.selected', { count })
          : total !== undefined
            ? t('admin:products.total', { count: total })
            : t('common:loading.generic')}
      </span>
      {count > 0 && (
        <>
          <Button size="sm" variant="light" className="on-dark" disabled={pending} onClick={onShow}>
            {t('admin:products.showSelected')}
          </Button>
          <Button size="sm" variant="light" className="on-dark" disabled={pending} onClick={onHide}>
            {t('admin:products.hideSelected')}
          </Button>
          <button
            type="button"
            className="on-dark px-2 text-xs underline underline-offset-4"
            onClick={onClear}
          >
            {t('admin:products.clearSelection')}
          </button>
        </>
      )}
    </div>
  );
}
