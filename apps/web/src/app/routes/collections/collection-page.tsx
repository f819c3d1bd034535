import { ROUTES } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ArrowRightIcon } from '../../../components/icons/icons';
import { ProductImage } from '../../../components/product-image';
import { Button, buttonClasses } from '../../../components/ui/button';
import { ProductGrid } from '../../../features/catalog/components/product-grid';
import { useCollection } from '../../../features/collections/api/get-collection';
import { isApiError } from '../../../lib/api-error';
import { usePageMeta } from '../../../lib/document-meta';

const GRID_SIZES = '(min-width: 1280px) 296px, (min-width: 768px) 30vw, 50vw';

/** /Collection/{collectionId}: the collection's header (cover, name, story) and its pieces. */
export function CollectionPage() {
  const { collectionId = '' } = useParams();
  const { t } = useTranslation('products');
  const query = useCollection(collectionId);
  const collection = query.data;
  usePageMeta({
    title: collection?.name ?? (query.isError ? t('collection.notFound.title') : undefined),
    description: collection?.description,
  });

  if (query.isError && !collection) {
    const missing = isApiError(query.error) && query.error.status === 404;
    return (
      <section className="mx-auto flex w-full max-w-3xl flex-1 flex-col items-center px-4 py-24 text-center">
        <p className="text-eyebrow font-semibold text-wine-600 uppercase">{t('collection.eyebrow')}</p>
        <h1 className="mt-4 text-title font-medium">
          {missing ? t('collection.notFound.title') : t('error.title')}
        </h1>
        <p className="mt-5 max-w-md text-plum-500">
          {missing ? t('collection.notFound.body') : t('error.body')}
        </p>
        <div className="mt-10 flex flex-wrap justify-center gap-3">
          {!missing && <Button onClick={() => query.refetch()}>{t('error.retry')}</Button>}
          <Link to={ROUTES.products} className={buttonClasses(missing ? 'primary' : 'secondary')}>
            {t('detail.notFound.browse')}
          </Link>
        </div>
      </section>
    );
  }

  const count = collection?.products.length ?? 0;
  return (
    <div className="pb-24">
      <header className="mx-auto w-full max-w-7xl px-4 pt-4 sm:px-6 lg:px-8 lg:pt-6">
        <div className="grid overflow-hidden rounded-3xl bg-plum-800 text-ivory-100 shadow-card lg:grid-cols-2">
          <div className="relative aspect-[4/3] bg-plum-700 lg:order-2 lg:aspect-auto lg:min-h-[26rem]">
            {collection ? (
              <ProductImage
                image={collection.image}
                alt=""
                sizes="(min-width: 1280px) 608px, (min-width: 1024px) 50vw, 100vw"
                priority
                className="absolute inset-0 size-full object-cover"
              />
            ) : (
              <div aria-hidden="true" className="absolute inset-0 animate-pulse bg-plum-700" />
            )}
          </div>
          <div className="flex flex-col justify-center px-6 py-10 sm:px-12 sm:py-14 lg:px-14">
            <p className="text-eyebrow font-semibold text-blush-200 uppercase">{t('collection.eyebrow')}</p>
            {collection ? (
              <>
                <h1 className="mt-4 font-display text-5xl leading-none font-medium text-ivory-50 sm:text-6xl">
                  {collection.name}
                </h1>
                {collection.description && (
                  <p className="mt-6 max-w-md text-sm leading-relaxed text-plum-100 sm:text-base">
                    {collection.description}
                  </p>
                )}
                <div aria-hidden="true" className="mt-8 h-px w-20 bg-gold-500" />
                <p className="mt-5 text-xs font-semibold tracking-[0.18em] text-blush-200 uppercase">
                  {t('collection.count', { count })}
                </p>
                <Link
                  to={`${ROUTES.products}?collectionId=${collection.id}`}
                  className="on-dark mt-8 inline-flex min-h-11 w-fit items-center gap-2 rounded-pill border border-ivory-100/60 px-6 text-sm text-ivory-50 transition-colors hover:bg-ivory-50 hover:text-plum-900"
                >
                  {t('collection.filter')}
                  <ArrowRightIcon />
                </Link>
              </>
            ) : (
              <div aria-hidden="true" className="mt-4 flex flex-col gap-4">
                <div className="h-12 w-3/4 rounded-pill bg-plum-700" />
                <div className="h-3 w-full rounded-pill bg-plum-700" />
                <div className="h-3 w-2/3 rounded-pill bg-plum-700" />
              </div>
            )}
          </div>
        </div>
      </header>

      <section
        aria-label={t('collection.pieces')}
        className="mx-auto w-full max-w-7xl px-4 pt-14 sm:px-6 lg:px-8"
      >
        {collection && count === 0 ? (
          <div className="rounded-3xl border border-line bg-ivory-50 px-6 py-16 text-center">
            <h2 className="font-display text-3xl">{t('collection.empty.title')}</h2>
            <p className="mx-auto mt-3 max-w-md text-sm text-plum-500">{t('collection.empty.body')}</p>
            <Link to={ROUTES.products} className={buttonClasses('primary', 'md', 'mt-8')}>
              {t('detail.notFound.browse')}
            </Link>
          </div>
        ) : (
          <ProductGrid
            products={collection?.products}
            skeletons={8}
            sizes={GRID_SIZES}
            headingLevel={2}
            className="xl:grid-cols-4"
          />
        )}
      </section>
    </div>
  );
}
