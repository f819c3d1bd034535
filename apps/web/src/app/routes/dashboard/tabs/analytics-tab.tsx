import { formatVnd, SALES_GROUPS, type SalesGroup } from '@shop/shared';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceChips } from '../../../../components/staff/choice-chips';
import { Button } from '../../../../components/ui/button';
import { cx } from '../../../../components/ui/cx';
import { Spinner } from '../../../../components/ui/spinner';
import { useAnalyticsDaily } from '../../../../features/analytics/api/get-analytics-daily';
import { useAnalyticsSales } from '../../../../features/analytics/api/get-analytics-sales';
import { useAnalyticsSummary } from '../../../../features/analytics/api/get-analytics-summary';
import { useTopProducts } from '../../../../features/analytics/api/get-top-products';
import type { SalesMetric } from '../../../../features/analytics/components/analytics-charts';
import { AnalyticsRangePicker } from '../../../../features/analytics/components/analytics-range-picker';
import { KpiCards } from '../../../../features/analytics/components/kpi-cards';
import { ProductDrilldown } from '../../../../features/analytics/components/product-drilldown';
import { TopProductsTable } from '../../../../features/analytics/components/top-products-table';
import {
  type DateRange,
  defaultRange,
  type RangePreset,
  suggestedGroup,
} from '../../../../features/analytics/lib/analytics-range';
import { errorMessage } from '../../../../lib/api-error';

// Recharts arrives in its own chunk, after the figures: the cards and tables never wait for it.
const charts = () => import('../../../../features/analytics/components/analytics-charts');
const DailyRevenueChart = lazy(async () => ({ default: (await charts()).DailyRevenueChart }));
const SalesChart = lazy(async () => ({ default: (await charts()).SalesChart }));

const TOP_LIMIT = 10;
const METRICS: readonly SalesMetric[] = ['revenue', 'orders', 'units'];

/**
 * The dashboard's "analytics" tab (docs/requirements/screens.md): KPI cards, orders by status and low
 * stock for a range (the last 30 days to begin with), the daily revenue line, sales bars by day, week
 * or month, the best sellers and one product's drill-down.
 */
export function AnalyticsTab() {
  const { t, i18n } = useTranslation(['admin', 'common']);
  const language = i18n.resolvedLanguage ?? 'en';
  const [preset, setPreset] = useState<RangePreset>('30');
  const [range, setRange] = useState<DateRange>(() => defaultRange());
  const [groupBy, setGroupBy] = useState<SalesGroup>('day');
  const [metric, setMetric] = useState<SalesMetric>('revenue');
  const [product, setProduct] = useState<string | null>(null);

  const summary = useAnalyticsSummary(range);
  const daily = useAnalyticsDaily(range);
  const sales = useAnalyticsSales(range, groupBy);
  const top = useTopProducts(range, TOP_LIMIT);

  const changeRange = (nextPreset: RangePreset, next: DateRange) => {
    setPreset(nextPreset);
    setRange(next);
    setGroupBy(suggestedGroup(next));
  };

  const chartFallback = (
    <div className="flex h-64 items-center justify-center">
      <Spinner label={t('admin:analytics.loadingCharts')} />
    </div>
  );

  return (
    <div className="flex flex-col gap-10">
      <AnalyticsRangePicker preset={preset} range={range} onChange={changeRange} />

      <Block query={summary} retry={() => summary.refetch()}>
        {summary.data && <KpiCards summary={summary.data} stale={summary.isPlaceholderData} />}
      </Block>

      <section aria-labelledby="daily-revenue" className="min-w-0">
        <h3 id="daily-revenue" className="font-display text-2xl">
          {t('admin:analytics.dailyRevenue')}
        </h3>
        <div className="mt-4">
          <Block query={daily} retry={() => daily.refetch()}>
            {daily.data && (
              <Suspense fallback={chartFallback}>
                <div
                  className={cx(daily.isPlaceholderData && 'opacity-60')}
                  data-testid="daily-revenue-chart"
                >
                  <DailyRevenueChart
                    days={daily.data.days}
                    language={language}
                    label={t('admin:analytics.dailyRevenue')}
                    summary={t('admin:analytics.dailySummary', {
                      total: formatVnd(
                        daily.data.days.reduce((sum, d) => sum + d.revenue, 0),
                        language,
                      ),
                      days: daily.data.days.length,
                    })}
                    revenueLabel={t('admin:analytics.columns.revenue')}
                    ordersLabel={t('admin:analytics.kpi.orders')}
                  />
                </div>
              </Suspense>
            )}
          </Block>
        </div>
      </section>

      <section aria-labelledby="sales-by-period" className="min-w-0">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h3 id="sales-by-period" className="font-display text-2xl">
            {t('admin:analytics.sales')}
          </h3>
          <div className="flex flex-wrap gap-3">
            <ChoiceChips
              legend={t('admin:analytics.groupBy')}
              hideLegend
              size="sm"
              value={groupBy}
              options={SALES_GROUPS.map((g) => ({ value: g, label: t(`admin:analytics.groups.${g}`) }))}
              onChange={setGroupBy}
            />
            <ChoiceChips
              legend={t('admin:analytics.metric')}
              hideLegend
              size="sm"
              value={metric}
              options={METRICS.map((m) => ({ value: m, label: t(`admin:analytics.metrics.${m}`) }))}
              onChange={setMetric}
            />
          </div>
        </div>
        <div className="mt-4">
          <Block query={sales} retry={() => sales.refetch()}>
            {sales.data && (
              <Suspense fallback={chartFallback}>
                <div className={cx(sales.isPlaceholderData && 'opacity-60')} data-testid="sales-chart">
                  <SalesChart
                    periods={sales.data.periods}
                    groupBy={sales.data.groupBy}
                    metric={metric}
                    language={language}
                    label={t('admin:analytics.sales')}
                    summary={t('admin:analytics.salesSummary', {
                      periods: sales.data.periods.length,
                      group: t(`admin:analytics.groups.${sales.data.groupBy}`),
                      orders: sales.data.periods.reduce((sum, p) => sum + p.orders, 0),
                      units: sales.data.periods.reduce((sum, p) => sum + p.units, 0),
                    })}
                    metricLabel={t(`admin:analytics.metrics.${metric}`)}
                  />
                </div>
              </Suspense>
            )}
          </Block>
        </div>
      </section>

      <section aria-labelledby="top-products" className="flex min-w-0 flex-col gap-6">
        <div>
          <h3 id="top-products" className="font-display text-2xl">
            {t('admin:analytics.topProducts')}
          </h3>
          <Block query={top} retry={() => top.refetch()}>
            {top.data && (
              <TopProductsTable
                products={top.data.products}
                selected={product}
                onSelect={(id) => setProduct((current) => (current === id ? null : id))}
                stale={top.isPlaceholderData}
              />
            )}
          </Block>
        </div>
        {product && <ProductDrilldown productId={product} range={range} onClose={() => setProduct(null)} />}
      </section>
    </div>
  );
}

/** A query's spinner, error with a retry, or its content. */
function Block({
  query,
  retry,
  children,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown };
  retry: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation(['admin', 'common']);
  if (query.isPending)
    return (
      <div className="flex justify-center py-12">
        <Spinner label={t('common:loading.generic')} />
      </div>
    );
  if (query.isError)
    return (
      <div
        role="alert"
        className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-line p-6 text-center"
      >
        <p className="text-sm text-wine-600">{errorMessage(query.error, t('admin:errors.generic'))}</p>
        <Button size="sm" variant="secondary" onClick={retry}>
          {t('admin:errors.retry')}
        </Button>
      </div>
    );
  return <>{children}</>;
}
