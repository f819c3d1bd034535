import { type AnalyticsSummary, formatVnd, formatWhole, ORDER_STATUSES } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/ui/cx';

/** The summary's figures as cards, orders by status and the sizes running low. */
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

        <section aria-labelledby="low-stock" className="min-w-0">
          <h3 id="low-stock" className="font-display text-xl">
            {t('admin:analytics.lowStock', { threshold: summary.lowStockThreshold })}
          </h3>
          {summary.lowStock.length === 0 ? (
            <p className="mt-3 rounded-xl border border-dashed border-line p-4 text-sm text-plum-500">
              {t('admin:analytics.lowStockNone')}
            </p>
          ) : (
            // a region that scrolls is reached from the keyboard, to scroll it (WCAG 2.1.1)
            <div
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region takes focus to scroll
              tabIndex={0}
              className="relative mt-3 max-h-64 overflow-auto rounded-xl border border-line"
            >
              {/* phones: a list, name, size and stock without sideways scrolling (issue #28) */}
              <ul
                aria-label={t('admin:analytics.lowStock', { threshold: summary.lowStockThreshold })}
                className="divide-y divide-line text-sm sm:hidden"
              >
                {summary.lowStock.map((entry) => (
                  <li
                    key={`${entry.productId}-${entry.size}`}
                    data-testid="low-stock-item"
                    className="flex items-start justify-between gap-3 px-3 py-2"
                  >
                    <span className="min-w-0">
                      <span className="line-clamp-2">{entry.name}</span>
                      <span className="block text-xs text-plum-500">
                        {t('admin:analytics.columns.size')}: {entry.size}
                      </span>
                    </span>
                    <span
                      className={cx(
                        'shrink-0 font-semibold lining-nums tabular-nums',
                        entry.stock <= 0 && 'text-wine-600',
                      )}
                    >
                      {entry.stock}
                    </span>
                  </li>
                ))}
              </ul>
              <table className="hidden w-full text-left text-sm sm:table">
                <caption className="sr-only">
                  {t('admin:analytics.lowStock', { threshold: summary.lowStockThreshold })}
                </caption>
                <thead className="sticky top-0 bg-ivory-100 text-xs text-plum-500">
                  <tr>
                    <th scope="col" className="px-3 py-2 font-semibold">
                      {t('admin:analytics.columns.product')}
                    </th>
                    <th scope="col" className="px-3 py-2 font-semibold">
                      {t('admin:analytics.columns.size')}
                    </th>
                    <th scope="col" className="px-3 py-2 text-right font-semibold">
                      {t('admin:analytics.columns.stock')}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-line">
                  {summary.lowStock.map((entry) => (
                    <tr key={`${entry.productId}-${entry.size}`}>
                      <td className="max-w-48 truncate px-3 py-2">{entry.name}</td>
                      <td className="px-3 py-2 whitespace-nowrap">{entry.size}</td>
                      <td
                        className={cx(
                          'px-3 py-2 text-right font-semibold lining-nums tabular-nums',
                          entry.stock <= 0 && 'text-wine-600',
                        )}
                      >
                        {entry.stock}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      </div>
    </div>
  );
}
