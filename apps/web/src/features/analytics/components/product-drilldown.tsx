import { formatVnd } from '@shop/shared';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { useProductSales } from '../api/get-product-sales';
import type { DateRange } from '../lib/analytics-range';
import { FigureTableHead } from './figure-table-head';

const ProductDailyChart = lazy(async () => ({
  default: (await import('./analytics-charts')).ProductDailyChart,
}));

/** One product's sales over the range: units, revenue, by size (with stock left) and per day. */
export function ProductDrilldown({
  productId,
  range,
  onClose,
}: {
  productId: string;
  range: DateRange;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation(['admin', 'common']);
  const language = i18n.resolvedLanguage ?? 'en';
  const sales = useProductSales(productId, range);

  return (
    <section
      aria-labelledby="product-drilldown"
      data-testid="product-drilldown"
      className="min-w-0 rounded-2xl border border-line bg-ivory-100 p-4 sm:p-6"
    >
      <div className="flex items-start justify-between gap-3">
        <h3 id="product-drilldown" className="font-display text-xl">
          {sales.data
            ? t('admin:analytics.drilldown.title', { name: sales.data.name })
            : t('admin:analytics.drilldown.loading')}
        </h3>
        <Button size="sm" variant="ghost" onClick={onClose}>
          {t('admin:analytics.drilldown.close')}
        </Button>
      </div>
      {sales.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner label={t('common:loading.generic')} />
        </div>
      ) : sales.isError ? (
        <p role="alert" className="mt-3 text-sm text-wine-600">
          {errorMessage(sales.error, t('admin:errors.generic'))}
        </p>
      ) : (
        <div className="mt-4 flex flex-col gap-5">
          <dl className="grid grid-cols-3 gap-3">
            {(
              [
                ['units', String(sales.data.units)],
                ['revenue', formatVnd(sales.data.revenue, language)],
                ['orders', String(sales.data.orders)],
              ] as const
            ).map(([key, value]) => (
              <div key={key} className="min-w-0 rounded-xl bg-ivory-50 p-3">
                <dt className="text-xs text-plum-500">{t(`admin:analytics.drilldown.${key}`)}</dt>
                <dd className="m-0 truncate font-semibold lining-nums tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>

          <div className="relative overflow-x-auto rounded-xl border border-line bg-ivory-50">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{t('admin:analytics.drilldown.bySize')}</caption>
              <FigureTableHead
                className="text-xs text-plum-500"
                columns={[
                  { label: t('admin:analytics.columns.size') },
                  { label: t('admin:analytics.columns.units'), numeric: true },
                  { label: t('admin:analytics.columns.revenue'), numeric: true },
                  { label: t('admin:analytics.columns.stock'), numeric: true },
                ]}
              />
              <tbody className="divide-y divide-line">
                {sales.data.bySize.map((row) => (
                  <tr key={row.size}>
                    <td className="px-3 py-2 whitespace-nowrap">{row.size}</td>
                    <td className="px-3 py-2 text-right lining-nums tabular-nums">{row.units}</td>
                    <td className="px-3 py-2 text-right whitespace-nowrap lining-nums tabular-nums">
                      {formatVnd(row.revenue, language)}
                    </td>
                    <td className="px-3 py-2 text-right lining-nums tabular-nums">{row.stock ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>

          <Suspense fallback={<Spinner label={t('admin:analytics.loadingCharts')} />}>
            <ProductDailyChart
              daily={sales.data.daily}
              language={language}
              label={t('admin:analytics.drilldown.daily')}
              summary={t('admin:analytics.drilldown.dailySummary', {
                units: sales.data.units,
                days: sales.data.daily.length,
              })}
              unitsLabel={t('admin:analytics.columns.units')}
              revenueLabel={t('admin:analytics.columns.revenue')}
            />
          </Suspense>
        </div>
      )}
    </section>
  );
}
