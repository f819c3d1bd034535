import { ROUTES } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';

interface ListingEmptyProps {
  /** the page asked for is past the last one (a shared link, fewer products since) */
  pageBeyondEnd: boolean;
  firstPageHref: string;
  hasFilters: boolean;
  onClear: () => void;
}

/** No product to show: past the last page, nothing matching the filters, or no product yet. */
export function ListingEmpty({ pageBeyondEnd, firstPageHref, hasFilters, onClear }: ListingEmptyProps) {
  const { t } = useTranslation('products');
  return (
    <div className="relative overflow-hidden rounded-3xl border border-line bg-ivory-50 px-6 py-16 text-center sm:py-20">
      <div
        aria-hidden="true"
        className="mx-auto flex size-20 items-center justify-center rounded-t-full border border-gold-500 font-display text-3xl text-wine-500 italic"
      >
        L
      </div>
      <h2 className="mt-6 font-display text-3xl sm:text-4xl">
        {pageBeyondEnd ? t('empty.pageTitle') : t('empty.title')}
      </h2>
      <p className="mx-auto mt-3 max-w-md text-sm leading-relaxed text-plum-500">
        {pageBeyondEnd ? t('empty.pageBody') : hasFilters ? t('empty.body') : t('empty.noneYet')}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {pageBeyondEnd ? (
          <Link to={firstPageHref} className={buttonClasses('primary')}>
            {t('empty.firstPage')}
          </Link>
        ) : (
          hasFilters && <Button onClick={onClear}>{t('empty.clear')}</Button>
        )}
        <Link to={ROUTES.home} className={buttonClasses('secondary')}>
          {t('empty.home')}
        </Link>
      </div>
    </div>
  );
}
