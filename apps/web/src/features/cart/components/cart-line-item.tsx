import {
  type CartLine,
  effectiveUnitPrice,
  formatVnd,
  isOnSale,
  SOLD_AS_IS_AVAILABILITY,
} from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MAX_LINE_QUANTITY } from '../../../stores/cart-store-lines';
import { CartQuantity } from './cart-quantity';

interface CartLineItemProps {
  line: CartLine;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}

/**
 * One line of the bag: picture, name, size, unit price (the sale price beside the struck-through
 * regular one), quantity, line total, remove. A line whose product can no longer be loaded
 * shows as 'Product unavailable' at price 0 and can only be removed.
 */
export function CartLineItem({ line, onQuantity, onRemove }: CartLineItemProps) {
  const { t, i18n } = useTranslation('cart');
  const language = i18n.resolvedLanguage ?? 'en';
  const money = (n: number) => formatVnd(n, language);
  const unavailable = line.isUnavailable;
  const name = unavailable ? t('line.unavailable') : line.name;
  const label = t('line.label', { name, size: line.size });
  const unit = effectiveUnitPrice(line);
  const onSale = !unavailable && isOnSale(line);
  const max = Math.min(Math.max(line.stock, 1), MAX_LINE_QUANTITY);
  const href = `/product/${encodeURIComponent(line.productId)}`;

  return (
    <li
      data-testid="cart-line"
      data-product-id={line.productId}
      data-size={line.size}
      // lining figures: in the display font's old-style ones a "1" reads as an "I"
      className="grid grid-cols-[5.5rem_1fr] gap-x-5 gap-y-3 border-b border-line py-6 lining-nums first:pt-0 sm:grid-cols-[7rem_1fr_auto]"
    >
      <div className="aspect-[4/5] w-full overflow-hidden rounded-xl bg-ivory-200">
        {!unavailable && line.image ? (
          <Link to={href} tabIndex={-1} aria-hidden="true">
            <img
              src={line.image.src}
              srcSet={line.image.srcset}
              sizes="112px"
              width={line.image.width}
              height={line.image.height}
              alt=""
              loading="lazy"
              className="size-full object-cover"
            />
          </Link>
        ) : (
          <div
            aria-hidden="true"
            className="flex size-full items-center justify-center bg-linear-to-b from-ivory-200 to-blush-100 font-display text-3xl text-plum-300 italic"
          >
            L
          </div>
        )}
      </div>

      <div className="min-w-0">
        <h3 className="font-display text-xl leading-tight font-medium text-plum-900">
          {unavailable ? (
            name
          ) : (
            <Link to={href} className="hover:text-wine-600">
              {name}
            </Link>
          )}
        </h3>
        <p className="mt-1 text-sm text-plum-500">
          {t('line.size')}: <span className="font-medium text-plum-800">{line.size}</span>
        </p>
        <p className="mt-2 flex flex-wrap items-baseline gap-x-2 text-sm tabular-nums">
          <span className="sr-only">{t('line.unitPrice')}: </span>
          <span className={onSale ? 'font-semibold text-wine-600' : 'font-medium text-plum-900'}>
            {onSale && <span className="sr-only">{t('line.salePrice')} </span>}
            {money(unavailable ? 0 : unit)}
          </span>
          {onSale && (
            <del className="text-xs text-plum-500">
              <span className="sr-only">{t('line.regularPrice')} </span>
              {money(line.price)}
            </del>
          )}
        </p>
        {!unavailable && line.availability === SOLD_AS_IS_AVAILABILITY && (
          <p className="mt-2 text-xs font-medium text-plum-700" data-testid="sold-as-is">
            {t('line.soldAsIs')}
          </p>
        )}
        {unavailable ? (
          <p className="mt-2 text-xs text-wine-600">{t('line.unavailableHint')}</p>
        ) : (
          line.quantity > line.stock && (
            <p className="mt-2 text-xs text-wine-600">
              {line.stock > 0 ? t('line.onlyLeft', { count: line.stock }) : t('line.soldOut')}
            </p>
          )
        )}
      </div>

      {/* on a phone the quantity, the line total and Remove share one row under the picture and the
          name, the width of the line, so every line ends at the page's margin */}
      <div className="col-span-2 flex items-center gap-4 sm:col-span-1 sm:col-start-3 sm:flex-col sm:items-end sm:gap-3">
        {!unavailable && <CartQuantity value={line.quantity} max={max} label={label} onChange={onQuantity} />}
        <p
          className="ml-auto text-sm font-semibold tabular-nums text-plum-900 sm:ml-0"
          data-testid="line-total"
        >
          <span className="sr-only">{t('line.lineTotal')}: </span>
          {money(unavailable ? 0 : unit * line.quantity)}
        </p>
        <button
          type="button"
          onClick={onRemove}
          aria-label={t('line.removeLabel', { line: label })}
          className="text-xs text-plum-500 underline underline-offset-4 hover:text-wine-600"
        >
          {t('line.remove')}
        </button>
      </div>
    </li>
  );
}
