import type { AdminProduct } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { LineIcon } from '../../../../components/staff/line-icon';
import { cx } from '../../../../components/ui/cx';

const ICON_BUTTON =
  'inline-flex size-9 items-center justify-center rounded-full text-plum-800 transition-colors hover:bg-blush-100';

/** A product's Edit and Delete, as icon buttons named for the product. */
export function ProductRowActions({
  product,
  onEdit,
  onDelete,
}: {
  product: AdminProduct;
  onEdit: (product: AdminProduct) => void;
  onDelete: (product: AdminProduct) => void;
}) {
  const { t } = useTranslation(['admin', 'common']);
  return (
    <div className="flex justify-end gap-1">
      <button
        type="button"
        title={t('admin:products.edit')}
        aria-label={t('admin:products.editFor', { name: product.name })}
        onClick={() => onEdit(product)}
        className={ICON_BUTTON}
      >
        <LineIcon>
          <path d="M4 20h4L19 9l-4-4L4 16v4Z" strokeLinejoin="round" />
          <path d="m13.5 6.5 4 4" />
        </LineIcon>
      </button>
      <button
        type="button"
        title={t('admin:products.delete')}
        aria-label={t('admin:products.deleteFor', { name: product.name })}
        onClick={() => onDelete(product)}
        className={cx(ICON_BUTTON, 'text-wine-600')}
      >
        <LineIcon>
          <path d="M5 7h14M10 7V5h4v2M7 7l1 13h8l1-13" strokeLinejoin="round" />
        </LineIcon>
      </button>
    </div>
  );
}
