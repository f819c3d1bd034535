import { INTERNATIONAL_SHIPPING_USD, RANK_TIERS, ROUTES, SHOP } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowRightIcon } from '../../../components/icons/icons';
import { buttonClasses } from '../../../components/ui/button';
import { usePageTitle } from '../../../lib/use-page-title';

const TOP_RANK = RANK_TIERS[RANK_TIERS.length - 1];
const COUNTRIES_ABROAD = Object.keys(INTERNATIONAL_SHIPPING_USD).filter((c) => c !== 'Vietnam').length;

/**
 * The landing page until the catalogue arrives (product sliders come with it). Its strings are in
 * the common namespace, which the shell loads anyway: the first page needs no extra request.
 */
export function HomePage() {
  const { t } = useTranslation('common');
  usePageTitle();
  const highlights = [
    { key: 'payment', values: {} },
    { key: 'loyalty', values: { percent: TOP_RANK?.discountPercent ?? 0, rank: TOP_RANK?.name ?? '' } },
    { key: 'shipping', values: { count: COUNTRIES_ABROAD } },
  ] as const;

  return (
    <>
      <section className="relative isolate overflow-hidden">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_40rem_at_85%_10%,var(--color-blush-200),transparent_60%),radial-gradient(40rem_30rem_at_0%_100%,var(--color-ivory-200),transparent_70%)]"
        />
        <div className="mx-auto grid max-w-7xl items-center gap-14 px-4 pt-12 pb-20 sm:px-6 lg:grid-cols-12 lg:px-8 lg:pt-20 lg:pb-28">
          <div className="lg:col-span-7">
            <p className="text-eyebrow font-semibold text-wine-600 uppercase">{t('home.eyebrow')}</p>
            <h1 className="mt-5 text-display font-medium">{SHOP.name}</h1>
            <p className="mt-6 max-w-xl font-display text-2xl text-plum-700 italic sm:text-3xl">
              {t('home.tagline')}
            </p>
            <p className="mt-5 max-w-lg text-base leading-relaxed text-plum-500">{t('home.intro')}</p>
            <div className="mt-10 flex flex-wrap gap-3">
              <Link to={ROUTES.products} className={buttonClasses('primary', 'lg')}>
                {t('home.cta')}
                <ArrowRightIcon />
              </Link>
              <Link to={ROUTES.aboutUs} className={buttonClasses('secondary', 'lg')}>
                {t('home.secondaryCta')}
              </Link>
            </div>
          </div>

          <div aria-hidden="true" className="relative mx-auto w-full max-w-sm lg:col-span-5 lg:max-w-none">
            <div className="relative mx-auto aspect-[3/4] w-4/5 max-w-sm">
              <div className="absolute inset-0 rounded-t-[999px] bg-linear-to-b from-blush-200 via-blush-300 to-wine-500 shadow-card" />
              <div className="absolute inset-3 rounded-t-[999px] border border-ivory-50/70" />
              <div className="absolute inset-x-0 top-[22%] mx-auto h-2/5 w-3/5 rounded-t-[999px] bg-ivory-50/25 backdrop-blur-[2px]" />
              <p className="absolute inset-x-0 bottom-10 text-center font-display text-4xl text-ivory-50 italic sm:text-5xl">
                {t('home.archCaption')}
              </p>
            </div>
            <div className="absolute top-6 left-0 flex size-28 items-center justify-center rounded-full border border-gold-500 bg-ivory-50/90 text-center font-display text-lg leading-tight text-plum-800 italic shadow-card sm:left-4">
              {t('home.badge')}
            </div>
          </div>
        </div>
      </section>

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

      <section className="mx-auto w-full max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
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
    </>
  );
}
