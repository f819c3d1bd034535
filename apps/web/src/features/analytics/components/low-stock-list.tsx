import type { AnalyticsSummary } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/ui/cx';
import { FigureTableHead } from './figure-table-head';

/** The sizes running low: a list on phones, a table from sm, in a box that scrolls. */
export function LowStockList({ summary }: { summary: AnalyticsSummary }) {
  const { t } = useTranslation('admin');
  const title = t('admin:analytics.lowStock', { threshold: summary.lowStockThreshold });
  return (
    <section aria-labelledby="low-stock" className="min-w-0">
      <h3 id="low-stock" className="font-display text-xl">
        {title}
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
          {/* phones: a list, name, size and stock without sideways scrolling */}
          <ul aria-label={title} className="divide-y divide-line text-sm sm:hidden">
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
            <caption className="sr-only">{title}</caption>
            <FigureTableHead
              className="sticky top-0 bg-ivory-100 text-xs text-plum-500"
              columns={[
                { label: t('admin:analytics.columns.product') },
                { label: t('admin:analytics.columns.size') },
                { label: t('admin:analytics.columns.stock'), numeric: true },
              ]}
            />
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
  );
}
