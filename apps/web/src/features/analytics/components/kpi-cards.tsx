import { type AnalyticsSummary, formatVnd, formatWhole } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/ui/cx';
import { LowStockList } from './low-stock-list';
import { OrdersByStatus } from './orders-by-status';

/** The summary's figures as cards, then the orders by status and the sizes running low. */
export function KpiCards({ summary, stale }: { summary: AnalyticsSummary; stale: boolean }) {
  const { t, i18n } = useTranslation(['admin', 'account']);
  const language = i18n.resolvedLanguage ?? 'en';
  const cards = [
    {
      key: 'revenue',
      value: formatVnd(summary.revenue, language),
      hint: t('admin:analytics.kpi.revenueHint', { count: summary.paidOrders }),
    },
    { key: 'orders', value: formatWhole(summary.orders, language) },
    { key: 'averageOrderValue', value: formatVnd(summary.averageOrderValue, language) },
    { key: 'customers', value: formatWhole(summary.customers, language) },
    { key: 'newCustomers', value: formatWhole(summary.newCustomers, language) },
  ] as const;

  return (
    <div className={cx('flex flex-col gap-6 transition-opacity', stale && 'opacity-60')}>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-5">
        {cards.map((card) => (
          <div
            key={card.key}
            data-testid={`kpi-${card.key}`}
            className={cx(
              'flex min-w-0 flex-col gap-1 rounded-2xl border border-line bg-ivory-100 p-4',
              card.key === 'revenue' && 'col-span-2 lg:col-span-1',
            )}
          >
            <dt className="text-xs font-semibold tracking-[0.12em] text-plum-500 uppercase">
              {t(`admin:analytics.kpi.${card.key}`)}
            </dt>
            <dd className="m-0 font-display text-2xl break-words text-plum-900 lining-nums tabular-nums">
              {card.value}
            </dd>
            {'hint' in card && <dd className="m-0 text-xs text-plum-500">{card.hint}</dd>}
          </div>
        ))}
      </dl>

      <div className="grid gap-6 lg:grid-cols-2">
        <OrdersByStatus summary={summary} />
        <LowStockList summary={summary} />
      </div>
    </div>
  );
}
