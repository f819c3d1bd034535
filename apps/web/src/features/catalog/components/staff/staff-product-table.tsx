import type { AdminProduct } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { StaffTable } from '../../../../components/staff/staff-table';
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

interface StaffProductTableProps extends StaffProductRowProps {
  products: AdminProduct[];
  allOnPage: boolean;
  onSelectPage: () => void;
  /** the previous page shows while the next one loads */
  dimmed: boolean;
}

/** The staff product list on wider screens: a table, hidden products shaded. */
export function StaffProductTable({
  products,
  allOnPage,
  onSelectPage,
  dimmed,
  ...row
}: StaffProductTableProps) {
  const { t } = useTranslation(['admin', 'common']);
  return (
    <StaffTable
      caption={t('admin:products.caption')}
      minWidth="min-w-[50rem]"
      dimmed={dimmed}
      wideOnly
      columns={[
        {
          key: 'select',
          className: 'w-10 px-4',
          label: (
            <input
              type="checkbox"
              checked={allOnPage}
              onChange={onSelectPage}
              aria-label={t('admin:products.selectPage')}
              className="size-4 accent-plum-800"
            />
          ),
        },
        { key: 'product', label: t('admin:products.columns.product'), className: 'px-2' },
        { key: 'price', label: t('admin:products.columns.price') },
        { key: 'stock', label: t('admin:products.columns.stock') },
        { key: 'availability', label: t('admin:products.columns.availability') },
        { key: 'featured', label: t('admin:products.columns.featured') },
        { key: 'visible', label: t('admin:products.columns.visible') },
        { key: 'actions', label: t('admin:products.columns.actions'), srOnly: true, align: 'right' },
      ]}
    >
      <tbody>
        {products.map((product) => (
          <tr
            key={product.id}
            data-testid="admin-product-row"
            className={cx('border-b border-line last:border-0', !product.visible && 'bg-ivory-200/60')}
          >
            <td className="px-4 py-3">
              <ProductSelectBox
                product={product}
                selected={row.selected.has(product.id)}
                onToggle={row.onSelect}
              />
            </td>
            <td className="px-2 py-3">
              <div className="flex items-center gap-3">
                <ProductThumb product={product} className="h-14 w-11" />
                <div className="min-w-40">
                  <ProductName product={product} />
                </div>
              </div>
            </td>
            <td className="px-3 py-3 whitespace-nowrap lining-nums tabular-nums">
              <ProductPrice product={product} language={row.language} />
            </td>
            <td
              className={cx(
                'px-3 py-3 lining-nums tabular-nums',
                product.totalStock === 0 && 'font-medium text-wine-600',
              )}
            >
              {product.totalStock}
            </td>
            <td className="px-3 py-3">
              <AvailabilityBadge availability={product.availability} />
            </td>
            <td className="px-3 py-3">
              <ProductSwitch product={product} which="featured" onToggle={row.onToggle} />
            </td>
            <td className="px-3 py-3">
              <ProductSwitch product={product} which="visible" onToggle={row.onToggle} />
            </td>
            <td className="px-3 py-3">
              <ProductRowActions product={product} onEdit={row.onEdit} onDelete={row.onDelete} />
            </td>
          </tr>
        ))}
      </tbody>
    </StaffTable>
  );
}
