import { type Banner, IMAGE_SIZES, isStaffLink } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowRightIcon } from '../../../components/icons/icons';
import { ProductImage } from '../../../components/product-image';
import { cx } from '../../../components/ui/cx';
import { SliderArrows } from '../../../components/ui/slider-arrows';
import { useScrollTrack } from '../../../lib/use-scroll-track';

const FRAME = 'mx-auto w-full max-w-7xl px-4 pt-4 sm:px-6 lg:px-8 lg:pt-6';
/** Banners are rendered 16:7 on wide screens with the words over them; a phone shows the words below. */
const PICTURE = 'relative aspect-[16/10] overflow-hidden sm:aspect-[16/8] lg:aspect-[16/7]';

/**
 * The home page's banners as a swipeable scroll-snap slider (no carousel library): arrows on wide
 * screens, dots everywhere. It does not turn by itself: a slide that moves while someone reads it is
 * an accessibility failure unless it can be paused, and a shopper swipes anyway.
 */
export function BannerSlider({ banners }: { banners: Banner[] }) {
  const { t } = useTranslation('common');
  const track = useScrollTrack<HTMLDivElement>();
  const many = banners.length > 1;

  return (
    <section aria-roledescription="carousel" aria-label={t('home.banners.label')} className={FRAME}>
      <div className="relative overflow-hidden rounded-3xl bg-plum-900 shadow-card">
        <div
          ref={track.ref}
          className="flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
        >
          {banners.map((banner, index) => (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern makes each slide a group; a fieldset is for form controls
            <div
              key={banner.id}
              role="group"
              aria-roledescription="slide"
              aria-label={t('home.banners.slide', { index: index + 1, count: banners.length })}
              className="relative w-full shrink-0 snap-start bg-plum-900"
            >
              <div className={PICTURE}>
                <ProductImage
                  image={banner.image}
                  alt=""
                  sizes={IMAGE_SIZES.banner}
                  priority={index === 0}
                  draggable={false}
                  className="absolute inset-0 size-full object-cover"
                />
                <div
                  aria-hidden="true"
                  className="absolute inset-0 bg-linear-to-t from-plum-900/50 to-transparent to-40% sm:bg-linear-to-r sm:from-plum-900/70 sm:via-plum-900/25 sm:to-transparent sm:to-100%"
                />
              </div>
              <div className="min-h-68 px-6 pt-6 pb-14 sm:absolute sm:min-h-0 sm:inset-y-0 sm:left-0 sm:flex sm:max-w-xl sm:flex-col sm:justify-center sm:px-12 sm:pt-0 sm:pb-0 lg:px-16">
                <p className="text-eyebrow font-semibold text-blush-200 uppercase">
                  {t('home.banners.eyebrow')}
                </p>
                <h2 className="mt-3 font-display text-[2.5rem] leading-none font-medium text-ivory-50 sm:text-5xl lg:text-6xl">
                  {banner.title}
                </h2>
                {banner.subtitle && (
                  <p className="mt-4 line-clamp-2 max-w-md text-sm leading-relaxed text-ivory-100 sm:text-base">
                    {banner.subtitle}
                  </p>
                )}
                <Link
                  // a link stored before links were checked (docs/decisions/0043-staff-entered-links.md) may leave
                  // the shop: the shop's products instead
                  to={isStaffLink(banner.link) ? banner.link : '/products'}
                  className="on-dark mt-6 inline-flex min-h-11 w-fit items-center gap-2 rounded-pill bg-ivory-50 px-6 text-sm font-medium tracking-wide text-plum-900 transition-colors hover:bg-blush-100"
                >
                  {t('home.banners.cta')}
                  <span className="sr-only">: {banner.title}</span>
                  <ArrowRightIcon />
                </Link>
              </div>
            </div>
          ))}
        </div>
        {many && (
          <>
            <SliderArrows
              tone="light"
              className="absolute right-6 bottom-6 hidden lg:flex"
              onPrevious={() => track.goTo(Math.max(0, track.index - 1))}
              onNext={() => track.goTo(Math.min(banners.length - 1, track.index + 1))}
              atStart={track.index === 0}
              atEnd={track.index >= banners.length - 1}
              previousLabel={t('home.banners.previous')}
              nextLabel={t('home.banners.next')}
            />
            <div className="absolute inset-x-0 bottom-4 flex justify-center gap-1 sm:bottom-6 lg:right-auto lg:left-16 lg:justify-start">
              {banners.map((banner, index) => (
                <button
                  key={banner.id}
                  type="button"
                  aria-label={t('home.banners.goTo', { index: index + 1, title: banner.title })}
                  aria-current={index === track.index ? 'true' : undefined}
                  onClick={() => track.goTo(index)}
                  className="on-dark group inline-flex size-6 items-center justify-center"
                >
                  <span
                    className={cx(
                      'block h-1.5 rounded-pill transition-all duration-300',
                      index === track.index
                        ? 'w-6 bg-ivory-50'
                        : 'w-1.5 bg-ivory-50/50 group-hover:bg-ivory-50/80',
                    )}
                  />
                </button>
              ))}
            </div>
          </>
        )}
      </div>
    </section>
  );
}

/** The banner's box while the banners load, so the page below does not jump when they arrive. */
export function BannerSkeleton() {
  return (
    <div aria-hidden="true" className={FRAME}>
      <div className="animate-pulse overflow-hidden rounded-3xl bg-ivory-200">
        <div className={PICTURE} />
        {/* the phone's text panel under the picture */}
        <div className="h-68 bg-ivory-300/60 sm:hidden" />
      </div>
    </div>
  );
}
