import { type ProductDetail, ROUTES } from '@shop/shared';
import { Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { useProduct } from '../../../features/catalog/api/get-product';
import { useProducts } from '../../../features/catalog/api/get-products';
import { useRecommendations } from '../../../features/catalog/api/get-recommendations';
import { AvailabilityBadge } from '../../../features/catalog/components/availability-badge';
import { PriceTag } from '../../../features/catalog/components/price-tag';
import { ProductGallery } from '../../../features/catalog/components/product-gallery';
import { ProductSlider } from '../../../features/catalog/components/product-slider';
import { PurchasePanel, PurchasePanelSkeleton } from '../../../features/catalog/components/purchase-panel';
import { priceView } from '../../../features/catalog/lib/price';
import { isApiError } from '../../../lib/api-error';
import { usePageMeta } from '../../../lib/document-meta';
import { useNearScreen } from '../../../lib/use-near-screen';

const SLIDER_LENGTH = 8;

const categoryHref = (category: string) => `${ROUTES.products}?category=${encodeURIComponent(category)}`;

/** /product/{productId}: photos, sizes, price, add to cart, then suggestions. */
export function ProductPage() {
  const { productId = '' } = useParams();
  const { t } = useTranslation(['products', 'peoplebought', 'common']);
  const query = useProduct(productId);
  const product = query.data;
  usePageMeta({
    title: product?.name ?? (query.isError ? t('products:detail.notFound.title') : undefined),
    description: product?.description,
  });

  if (query.isError && !product) {
    const missing = isApiError(query.error) && query.error.status === 404;
    return (
      <section className="mx-auto flex w-full max-w-3xl flex-1 flex-col items-center px-4 py-24 text-center">
        <p className="text-eyebrow font-semibold text-wine-600 uppercase">
          {t('products:detail.notFound.eyebrow')}
        </p>
        <h1 className="mt-4 text-title font-medium">
          {missing ? t('products:detail.notFound.title') : t('products:error.title')}
        </h1>
        <p className="mt-5 max-w-md text-plum-500">
          {missing ? t('products:detail.notFound.body') : t('products:error.body')}
        </p>
        <div className="mt-10 flex flex-wrap justify-center gap-3">
          {!missing && <Button onClick={() => query.refetch()}>{t('products:error.retry')}</Button>}
          <Link to={ROUTES.products} className={buttonClasses(missing ? 'primary' : 'secondary')}>
            {t('products:detail.notFound.browse')}
          </Link>
        </div>
      </section>
    );
  }

  return (
    <div className="mx-auto w-full max-w-7xl px-4 pt-6 pb-24 sm:px-6 lg:px-8 lg:pt-10">
      {product ? <ProductView key={product.id} product={product} /> : <ProductSkeleton />}
      {product && <Suggestions product={product} />}
    </div>
  );
}

function ProductView({ product }: { product: ProductDetail }) {
  const { t, i18n } = useTranslation(['products', 'common']);
  const hintId = useId();
  const { percentOff } = priceView(product, i18n.resolvedLanguage ?? 'en');

  return (
    <>
      <nav aria-label={t('products:detail.breadcrumb')} className="text-xs text-plum-500">
        <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <li>
            <Link to={ROUTES.home} className="hover:text-wine-600">
              {t('products:detail.home')}
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li>
            <Link to={ROUTES.products} className="hover:text-wine-600">
              {t('products:title')}
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li>
            <Link to={categoryHref(product.category)} className="hover:text-wine-600">
              {t(`common:catalog.category.${product.category}`)}
            </Link>
          </li>
          <li aria-hidden="true" className="hidden sm:block">
            /
          </li>
          <li aria-current="page" className="hidden max-w-[16rem] truncate text-plum-800 sm:block">
            {product.name}
          </li>
        </ol>
      </nav>

      <div className="mt-6 grid gap-10 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-14 xl:gap-20">
        <ProductGallery name={product.name} images={product.images} />

        <div className="lg:sticky lg:top-[calc(var(--spacing-nav)+2rem)] lg:self-start">
          <p className="text-eyebrow font-semibold text-wine-600 uppercase">
            {product.collectionName ?? t(`common:catalog.category.${product.category}`)}
          </p>
          <h1 className="mt-3 font-display text-4xl leading-[1.05] font-medium sm:text-5xl">
            {product.name}
          </h1>

          <div className="mt-6 flex flex-wrap items-center gap-3">
            <PriceTag price={product.price} discountPrice={product.discountPrice} size="lg" />
            {percentOff && (
              <span className="rounded-pill bg-wine-600 px-2.5 py-1 text-[0.6875rem] leading-none font-semibold text-ivory-50">
                {t('common:catalog.price.off', { percent: percentOff })}
              </span>
            )}
          </div>
          <div className="mt-4 flex items-center gap-3">
            <span className="text-xs text-plum-500">{t('products:detail.availability')}</span>
            <AvailabilityBadge availability={product.availability} />
          </div>

          <div aria-hidden="true" className="my-8 h-px w-full bg-line" />

          {/* the purchase part loads the cart's translations itself, without holding up the page */}
          <Suspense fallback={<PurchasePanelSkeleton />}>
            <PurchasePanel product={product} hintId={hintId} />
          </Suspense>

          {product.description && (
            <section aria-labelledby={`${hintId}-description`} className="mt-10">
              <h2
                id={`${hintId}-description`}
                className="font-sans text-eyebrow font-semibold text-plum-800 uppercase"
              >
                {t('products:detail.description')}
              </h2>
              <p className="mt-4 text-sm leading-relaxed whitespace-pre-line text-plum-700">
                {product.description}
              </p>
            </section>
          )}

          <dl className="mt-10 grid grid-cols-[auto_1fr] gap-x-6 gap-y-3 border-t border-line pt-6 text-sm">
            <dt className="text-plum-500">{t('products:detail.category')}</dt>
            <dd>
              <Link
                to={categoryHref(product.category)}
                className="text-plum-800 underline-offset-4 hover:underline"
              >
                {t(`common:catalog.category.${product.category}`)}
              </Link>
            </dd>
            {product.collectionId && product.collectionName && (
              <>
                <dt className="text-plum-500">{t('products:detail.collection')}</dt>
                <dd>
                  <Link
                    to={`/Collection/${product.collectionId}`}
                    className="text-plum-800 underline-offset-4 hover:underline"
                  >
                    {product.collectionName}
                  </Link>
                </dd>
              </>
            )}
            <dt className="text-plum-500">{t('products:detail.service')}</dt>
            <dd className="flex flex-wrap gap-x-4 gap-y-1">
              <Link to={ROUTES.exchangePolicy} className="text-plum-800 underline-offset-4 hover:underline">
                {t('products:detail.exchange')}
              </Link>
              <Link to={ROUTES.howToOrder} className="text-plum-800 underline-offset-4 hover:underline">
                {t('products:detail.howToOrder')}
              </Link>
            </dd>
          </dl>
        </div>
      </div>
    </>
  );
}

/** "You may also like" (the server's recommendations) and "people bought" (best sellers of the category). */
function Suggestions({ product }: { product: ProductDetail }) {
  const { t } = useTranslation(['products', 'peoplebought', 'common']);
  const [recommendedRef, nearRecommended] = useNearScreen<HTMLElement>();
  const [boughtRef, nearBought] = useNearScreen<HTMLElement>();
  const recommended = useRecommendations(product.id, SLIDER_LENGTH, { enabled: nearRecommended });
  const bestSellers = useProducts(
    { category: [product.category], sort: 'best-selling', page: 1, pageSize: SLIDER_LENGTH * 2 },
    { enabled: nearBought },
  );
  const others = bestSellers.data?.products.filter((p) => p.id !== product.id);
  // prefer pieces the first slider did not already show, when enough are left
  const shown = new Set(recommended.data?.map((p) => p.id));
  const fresh = others?.filter((p) => !shown.has(p.id));
  const bought = (fresh && fresh.length >= 4 ? fresh : others)?.slice(0, SLIDER_LENGTH);

  return (
    <div className="mt-24 flex flex-col gap-20 sm:mt-32">
      <ProductSlider
        sectionRef={recommendedRef}
        className="px-0! sm:px-0! lg:px-0!"
        eyebrow={t('products:detail.recommendationsEyebrow')}
        title={t('products:detail.recommendations')}
        products={recommended.data}
        hidden={recommended.isError}
      />
      <ProductSlider
        sectionRef={boughtRef}
        className="px-0! sm:px-0! lg:px-0!"
        eyebrow={t('peoplebought:eyebrow')}
        title={t('peoplebought:title')}
        description={t('peoplebought:description', {
          category: t(`common:catalog.category.${product.category}`),
        })}
        viewAll={{
          to: `${categoryHref(product.category)}&sort=best-selling`,
          label: t('peoplebought:viewAll'),
        }}
        products={bought}
        hidden={bestSellers.isError}
      />
    </div>
  );
}

function ProductSkeleton() {
  const { t } = useTranslation('products');
  return (
    <div
      aria-busy="true"
      className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-14 xl:gap-20"
    >
      <span className="sr-only" role="status">
        {t('detail.loading')}
      </span>
      <div aria-hidden="true" className="flex gap-4">
        <div className="hidden w-20 shrink-0 flex-col gap-3 lg:flex">
          {[0, 1, 2].map((i) => (
            <div key={i} className="aspect-[4/5] rounded-xl bg-ivory-200" />
          ))}
        </div>
        <div className="aspect-[4/5] flex-1 animate-pulse rounded-3xl bg-ivory-200" />
      </div>
      <div aria-hidden="true" className="flex flex-col gap-4">
        <div className="h-3 w-28 rounded-pill bg-ivory-300" />
        <div className="h-10 w-4/5 rounded-pill bg-ivory-300" />
        <div className="h-7 w-40 rounded-pill bg-ivory-300" />
        <div className="my-6 h-px bg-line" />
        <div className="flex gap-2">
          {[0, 1, 2, 3, 4].map((i) => (
            <div key={i} className="h-11 w-14 rounded-pill bg-ivory-200" />
          ))}
        </div>
        <div className="mt-4 h-12 rounded-pill bg-ivory-200" />
      </div>
    </div>
  );
}
