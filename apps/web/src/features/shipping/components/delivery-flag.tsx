import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/ui/cx';

/**
 * A delivery that failed, or a parcel on its way back, flags the order with the
 * carrier's reason. Staff must see it: the drawer shows it in full, a row in short.
 */
export function DeliveryFlag({ reason, short = false }: { reason: string; short?: boolean }) {
  const { t } = useTranslation('admin');
  if (short) {
    return (
      <span
        data-testid="delivery-flag"
        title={reason}
        className="inline-flex items-center gap-1 text-xs font-semibold text-wine-600"
      >
        <Mark className="size-3.5" />
        {t('admin:shipping.flagShort')}
      </span>
    );
  }
  return (
    <div
      role="note"
      data-testid="delivery-flag"
      className={cx('flex gap-3 rounded-2xl border-2 border-wine-600 bg-blush-100 p-3 text-sm text-wine-700')}
    >
      <Mark className="mt-0.5 size-5 shrink-0" />
      <p>
        <strong className="block font-semibold">{t('admin:shipping.flagTitle')}</strong>
        <span className="wrap-anywhere">{reason}</span>
      </p>
    </div>
  );
}

function Mark({ className }: { className: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className={className} fill="none" stroke="currentColor">
      <path d="M10 2.5 18 17H2L10 2.5Z" strokeWidth="1.5" strokeLinejoin="round" />
      <path d="M10 8v4M10 14.5v.5" strokeWidth="1.7" strokeLinecap="round" />
    </svg>
  );
}
