import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/ui/cx';
import { priceView } from '../lib/price';

export interface PriceTagProps {
  price: number;
  discountPrice: number;
  size?: 'md' | 'lg';
  className?: string;
}

/** The price with the dong sign; on sale, the sale price beside the struck-out list price. */
export function PriceTag({ price, discountPrice, size = 'md', className }: PriceTagProps) {
  const { t, i18n } = useTranslation('common');
  const view = priceView({ price, discountPrice }, i18n.resolvedLanguage ?? 'en');
  const large = size === 'lg';
  return (
    <p className={cx('flex flex-wrap items-baseline gap-x-2.5 tabular-nums', className)}>
      <span
        className={cx(
          large ? 'text-2xl' : 'text-[0.9375rem]',
          view.original ? 'font-semibold text-wine-600' : 'font-medium text-plum-900',
        )}
      >
        {view.original && <span className="sr-only">{t('catalog.price.sale')} </span>}
        {view.current}
      </span>
      {view.original && (
        <del className={cx(large ? 'text-base' : 'text-[0.8125rem]', 'text-plum-500')}>
          <span className="sr-only">{t('catalog.price.original')} </span>
          {view.original}
        </del>
      )}
    </p>
  );
}
