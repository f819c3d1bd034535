import { ROUTES, SHOP } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowRightIcon } from '../../../components/icons/icons';
import { buttonClasses } from '../../../components/ui/button';

/** The editorial opening the home page shows when no banner has been set up (or they failed to load). */
export function HomeHero() {
  const { t } = useTranslation('common');
  return (
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
  );
}
