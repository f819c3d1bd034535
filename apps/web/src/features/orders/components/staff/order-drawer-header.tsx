import type { Order } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../lib/dates';

/** The drawer's top, kept in view while it scrolls: the order's code, when it was placed, Close. */
export function OrderDrawerHeader({
  order,
  titleId,
  onClose,
}: {
  order: Order;
  titleId: string;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation(['admin', 'account', 'orderSum', 'common']);
  const language = i18n.resolvedLanguage ?? 'en';
  return (
    <header className="sticky top-0 z-10 flex items-start justify-between gap-4 border-b border-line bg-ivory-50 px-5 py-4 sm:px-6">
      <div className="min-w-0">
        <h2 id={titleId} className="font-display text-2xl lining-nums tabular-nums">
          {t('admin:orders.drawerTitle', { code: order.code })}
        </h2>
        <p className="mt-1 text-xs text-plum-500">
          <time dateTime={order.createdAt}>{formatDateTime(order.createdAt, language)}</time>
        </p>
      </div>
      <button
        type="button"
        onClick={onClose}
        aria-label={t('common:close')}
        className="-mr-2 inline-flex size-10 shrink-0 items-center justify-center rounded-full text-plum-700 hover:bg-blush-100"
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4">
          <path d="M5 5l10 10M15 5 5 15" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </button>
    </header>
  );
}
