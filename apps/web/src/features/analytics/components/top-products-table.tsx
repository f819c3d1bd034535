import { type AnalyticsTopProducts, formatVnd } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { cx } from '../../../components/ui/cx';

interface TopProductsTableProps {
  products: AnalyticsTopProducts['products'];
  selected: string | null;
  onSelect: (productId: string) => void;
  stale: boolean;
}

/** The range's best sellers; each opens its drill-down. */
export function TopProductsTable({ products, selected, onSelect, stale }: TopProductsTableProps) {
  const { t, i18n } = useTranslation('admin');
  const language = i18n.resolvedLanguage ?? 'en';
  if (products.length === 0) {
    return (
      <p className="mt-3 rounded-xl border border-dashed border-line p-6 text-center text-sm text-plum-500">
        {t('analytics.topNone')}
      </p>
    );
  }
  return (
    <div
      className={cx('relative mt-3 overflow-x-auto rounded-2xl border border-line', stale && 'opacity-60')}
    >
      <table className="w-full min-w-[28rem] text-left text-sm" data-testid="top-products">
        <caption className="sr-only">{t('analytics.topProducts')}</caption>
        <thead className="border-b border-line bg-ivory-100 text-xs text-plum-500">
          <tr>
            <th scope="col" className="w-10 px-3 py-2.5 font-semibold">
              #
            </th>
            <th scope="col" className="px-3 py-2.5 font-semibold">
              {t('analytics.columns.product')}
            </th>
            <th scope="col" className="px-3 py-2.5 text-right font-semibold">
              {t('analytics.columns.units')}
            </th>
            <th scope="col" className="px-3 py-2.5 text-right font-semibold">
              {t('analytics.columns.revenue')}
            </th>
            <th scope="col" className="px-3 py-2.5 text-right font-semibold">
              <span className="sr-only">{t('analytics.columns.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {products.map((product, index) => (
            <tr key={product.productId} className={cx(selected === product.productId && 'bg-blush-100')}>
              <td className="px-3 py-2.5 text-plum-500 lining-nums tabular-nums">{index + 1}</td>
              <td className="max-w-56 px-3 py-2.5">
                <span className="line-clamp-2">{product.name}</span>
              </td>
              <td className="px-3 py-2.5 text-right lining-nums tabular-nums">{product.units}</td>
              <td className="px-3 py-2.5 text-right font-semibold whitespace-nowrap lining-nums tabular-nums">
                {formatVnd(product.revenue, language)}
              </td>
              <td className="px-3 py-2.5 text-right">
                <Button
                  size="sm"
                  variant="ghost"
                  aria-pressed={selected === product.productId}
                  aria-label={t('analytics.detailsFor', { name: product.name })}
                  onClick={() => onSelect(product.productId)}
                >
                  {t('analytics.details')}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
