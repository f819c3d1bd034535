import { type AdminProduct, formatVnd } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Switch } from '../../../../components/staff/switch';
import { cx } from '../../../../components/ui/cx';

// The pieces of a product that its card (phones) and its table row both show.

/** The sale price over the struck-out price, or the price alone. */
export function ProductPrice({ product, language }: { product: AdminProduct; language: string }) {
  return product.discountPrice > 0 ? (
    <>
      <span className="font-medium text-wine-600">{formatVnd(product.discountPrice, language)}</span>
      <del className="block text-xs text-plum-500">{formatVnd(product.price, language)}</del>
    </>
  ) : (
    formatVnd(product.price, language)
  );
}

/** The cover picture, small; an empty frame without one. */
export function ProductThumb({ product, className }: { product: AdminProduct; className: string }) {
  return (
    <div className={cx('shrink-0 overflow-hidden rounded-lg bg-ivory-200', className)}>
      {product.image && (
        <img
          src={product.image.src}
          srcSet={product.image.srcset}
          sizes="64px"
          width={product.image.width}
          height={product.image.height}
          alt=""
          loading="lazy"
          decoding="async"
          className="size-full object-cover"
        />
      )}
    </div>
  );
}

/** The name (a link to the shop's page), the category, and a "Hidden" tag. */
export function ProductName({ product }: { product: AdminProduct }) {
  const { t } = useTranslation(['admin', 'common']);
  return (
    <>
      <Link
        to={`/product/${product.id}`}
        className="line-clamp-2 font-medium text-plum-900 hover:text-wine-600"
      >
        {product.name}
      </Link>
      <p className="text-xs text-plum-500">
        {t(`common:catalog.category.${product.category}`)}
        {!product.visible && (
          <span className="ml-2 rounded-pill bg-plum-800 px-1.5 py-0.5 text-[0.625rem] text-ivory-100">
            {t('admin:products.hiddenTag')}
          </span>
        )}
      </p>
    </>
  );
}

/** The box that ticks the product for the bulk actions. */
export function ProductSelectBox({
  product,
  selected,
  onToggle,
}: {
  product: AdminProduct;
  selected: boolean;
  onToggle: (id: string) => void;
}) {
  const { t } = useTranslation(['admin', 'common']);
  return (
    <input
      type="checkbox"
      checked={selected}
      onChange={() => onToggle(product.id)}
      aria-label={t('admin:products.select', { name: product.name })}
      className="size-4 accent-plum-800"
    />
  );
}

/** The featured or visible switch of one product. */
export function ProductSwitch({
  product,
  which,
  text,
  onToggle,
}: {
  product: AdminProduct;
  which: 'featured' | 'visible';
  /** the visible text beside it (the cards have room for one) */
  text?: string;
  onToggle: (product: AdminProduct, which: 'featured' | 'visible') => void;
}) {
  const { t } = useTranslation(['admin', 'common']);
  return (
    <Switch
      checked={product[which]}
      text={text}
      label={t(which === 'featured' ? 'admin:products.featuredFor' : 'admin:products.visibleFor', {
        name: product.name,
      })}
      onChange={() => onToggle(product, which)}
    />
  );
}
