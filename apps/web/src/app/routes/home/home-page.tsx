import { INTERNATIONAL_SHIPPING_USD, RANK_TIERS, ROUTES, SHOP } from '@shop/shared';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowRightIcon } from '../../../components/icons/icons';
import { buttonClasses } from '../../../components/ui/button';
import { useBanners } from '../../../features/home/api/get-banners';
import { BannerSkeleton, BannerSlider } from '../../../features/home/components/banner-slider';
import { CategoryStrip } from '../../../features/home/components/category-strip';
import { HomeHero } from '../../../features/home/components/home-hero';
import { usePageTitle } from '../../../lib/use-page-title';

/*
 * The sliders are below the first screen: their code (product cards, slider, listing queries) is not
 * part of the first load (README: 150 KB budget). The import starts as soon as this page's chunk
 * runs, in parallel with the banners' request, not when React first renders the fallback.
 */
const loadSliders = import('./home-sliders');
const HomeSliders = lazy(async () => ({ default: (await loadSliders).HomeSliders }));

const TOP_RANK = RANK_TIERS[RANK_TIERS.length - 1];
const COUNTRIES_ABROAD = Object.keys(INTERNATIONAL_SHIPPING_USD).filter((c) => c !== 'Vietnam').length;

function Highlights() {
  const { t } = useTranslation('common');
  const highlights = [
    { key: 'payment', values: {} },
    { key: 'loyalty', values: { percent: TOP_RANK?.discountPercent ?? 0, rank: TOP_RANK?.name ?? '' } },
    { key: 'shipping', values: { count: COUNTRIES_ABROAD } },
  ] as const;
  return (
    <section aria-labelledby="home-highlights" className="border-y border-line bg-ivory-50">
      <h2 id="home-highlights" className="sr-only">
        {t('home.highlightsTitle')}
      </h2>
      <ul className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-3 lg:px-8">
        {highlights.map(({ key, values }, index) => (
          <li key={key} className="flex gap-5">
            <span aria-hidden="true" className="font-display text-4xl text-wine-500 italic">
              0{index + 1}
            </span>
            <div>
              <h3 className="font-display text-2xl">{t(`home.highlights.${key}.title`)}</h3>
              <p className="mt-2 text-sm leading-relaxed text-plum-500">
                {t(`home.highlights.${key}.body`, values)}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The landing page with product sliders. Its strings live in the common namespace, which
 * the shell loads anyway, so the first page waits on no extra translation file. Only the banners
 * are fetched at once; each slider below fetches as it comes near the screen.
 */
export function HomePage() {
  const { t } = useTranslation('common');
  usePageTitle();
  const banners = useBanners();
  const showBanners = banners.data && banners.data.length > 0;

  return (
    <>
      {banners.isPending ? (
        <BannerSkeleton />
      ) : showBanners ? (
        <>
          <h1 className="sr-only">
            {SHOP.name}: {t('home.tagline')}
          </h1>
          <BannerSlider banners={banners.data} />
        </>
      ) : (
        <HomeHero />
      )}

      <div className="flex flex-col gap-20 pt-10 pb-20 sm:gap-24 sm:pt-12">
        <CategoryStrip />
        <Suspense fallback={<div aria-hidden="true" className="min-h-[36rem]" />}>
          <HomeSliders interlude={<Highlights />} />
        </Suspense>

        <section className="mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8">
          <div className="flex flex-col items-start gap-6 rounded-3xl bg-plum-800 px-8 py-12 text-ivory-100 sm:px-12 md:flex-row md:items-center md:justify-between">
            <div>
              <h2 className="font-display text-4xl text-ivory-100">{t('home.guideTitle')}</h2>
              <p className="mt-2 max-w-lg text-sm text-plum-100">{t('home.guideBody')}</p>
            </div>
            <Link to={ROUTES.howToOrder} className={`${buttonClasses('light', 'lg')} on-dark`}>
              {t('home.guideCta')}
              <ArrowRightIcon />
            </Link>
          </div>
        </section>
      </div>
    </>
  );
}
