import { type AnalyticsSummary, formatWhole, ORDER_STATUSES } from '@shop/shared';
import { useTranslation } from 'react-i18next';

/** How many of the range's orders are in each status, every status shown (0 included). */
export function OrdersByStatus({ summary }: { summary: AnalyticsSummary }) {
  const { t, i18n } = useTranslation(['admin', 'account']);
  const language = i18n.resolvedLanguage ?? 'en';
  return (
    <section aria-labelledby="orders-by-status" className="min-w-0">
      <h3 id="orders-by-status" className="font-display text-xl">
        {t('admin:analytics.byStatus')}
      </h3>
      <ul className="mt-3 grid grid-cols-2 gap-2 text-sm">
        {ORDER_STATUSES.map((status) => (
          <li
            key={status}
            className="flex items-center justify-between gap-2 rounded-xl bg-ivory-100 px-3 py-2"
            data-testid="status-count"
          >
            <span className="min-w-0 truncate text-plum-700">{t(`account:orderStatus.${status}`)}</span>
            <span className="font-semibold lining-nums tabular-nums">
              {formatWhole(summary.ordersByStatus[status] ?? 0, language)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
