import type { AdminProduct } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../../components/ui/cx';
import { AvailabilityBadge } from '../availability-badge';
import { ProductRowActions } from './product-row-actions';
import {
  ProductName,
  ProductPrice,
  ProductSelectBox,
  ProductSwitch,
  ProductThumb,
} from './staff-product-cells';
import type { StaffProductRowProps } from './staff-product-row';

interface StaffProductCardsProps extends StaffProductRowProps {
  products: AdminProduct[];
  allOnPage: boolean;
  onSelectPage: () => void;
  /** the previous page shows while the next one loads */
  dimmed: boolean;
}

/** The staff product list on phones: one card per product, price, stock and visibility at a glance. */
export function StaffProductCards({
  products,
  allOnPage,
  onSelectPage,
  dimmed,
  ...row
}: StaffProductCardsProps) {
  const { t } = useTranslation(['admin', 'common']);
  return (
    <div className="flex flex-col gap-3 md:hidden">
      <label className="flex items-center gap-3 px-1 text-sm text-plum-700">
        <input
          type="checkbox"
          checked={allOnPage}
          onChange={onSelectPage}
          className="size-4 accent-plum-800"
        />
        {t('admin:products.selectPage')}
      </label>
      <ul
        aria-label={t('admin:products.caption')}
        aria-busy={dimmed || undefined}
        className={cx('flex flex-col gap-3', dimmed && 'opacity-60')}
      >
        {products.map((product) => (
          <li
            key={product.id}
            data-testid="admin-product-card"
            className={cx(
              'rounded-2xl border border-line p-3',
              product.visible ? 'bg-ivory-50' : 'bg-ivory-200/60',
            )}
          >
            <div className="flex gap-3">
              <div className="pt-1">
                <ProductSelectBox
                  product={product}
                  selected={row.selected.has(product.id)}
                  onToggle={row.onSelect}
                />
              </div>
              <ProductThumb product={product} className="h-20 w-16" />
              <div className="min-w-0 flex-1">
                <ProductName product={product} />
                <dl className="mt-2 grid grid-cols-2 gap-x-3 text-xs text-plum-500">
                  <div className="min-w-0">
                    <dt>{t('admin:products.columns.price')}</dt>
                    <dd className="m-0 text-sm text-plum-900 lining-nums tabular-nums">
                      <ProductPrice product={product} language={row.language} />
                    </dd>
                  </div>
                  <div className="min-w-0">
                    <dt>{t('admin:products.columns.stock')}</dt>
                    <dd
                      className={cx(
                        'm-0 text-sm lining-nums tabular-nums',
                        product.totalStock === 0 ? 'font-medium text-wine-600' : 'text-plum-900',
                      )}
                    >
                      {product.totalStock}
                    </dd>
                  </div>
                </dl>
                <div className="mt-2">
                  <AvailabilityBadge availability={product.availability} />
                </div>
              </div>
            </div>
            <div className="mt-2 flex flex-wrap items-center justify-between gap-x-4 border-t border-line pt-2">
              <div className="flex flex-wrap gap-x-4">
                <ProductSwitch
                  product={product}
                  which="visible"
                  text={t('admin:products.columns.visible')}
                  onToggle={row.onToggle}
                />
                <ProductSwitch
                  product={product}
                  which="featured"
                  text={t('admin:products.columns.featured')}
                  onToggle={row.onToggle}
                />
              </div>
              <div className="ml-auto">
                <ProductRowActions product={product} onEdit={row.onEdit} onDelete={row.onDelete} />
              </div>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
