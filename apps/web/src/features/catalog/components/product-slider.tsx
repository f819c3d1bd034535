import type { ProductCard as ProductCardData } from '@shop/shared';
import { type ReactNode, type RefObject, useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cx } from '../../../components/ui/cx';
import { SliderArrows } from '../../../components/ui/slider-arrows';
import { useScrollTrack } from '../../../lib/use-scroll-track';
import { ProductCard, ProductCardSkeleton } from './product-card';

export interface ProductSliderProps {
  title: string;
  eyebrow?: string;
  description?: ReactNode;
  /** "View all" link target */
  viewAll?: { to: string; label: string };
  products: ProductCardData[] | undefined;
  /** the list failed or came back empty: the section is left out */
  hidden?: boolean;
  /** set by useNearScreen: the section fetches when it comes near */
  sectionRef?: RefObject<HTMLElement | null>;
  className?: string;
  /** the heading's size: large on the home page, smaller where the slider sits under a page */
  titleSize?: 'lg' | 'md';
}

/** Card widths: about 1.5 cards on a phone, 2.5 on a tablet, 4 on a desktop. */
const SLIDE = 'w-[64%] shrink-0 snap-start sm:w-[38%] md:w-[30%] lg:w-[calc((100%-4.5rem)/4)]';
const SLIDE_SIZES =
  '(min-width: 1280px) 296px, (min-width: 1024px) 23vw, (min-width: 768px) 30vw, (min-width: 640px) 38vw, 64vw';
const TRACK = '-mx-4 flex gap-4 px-4 pb-2 sm:-mx-6 sm:gap-6 sm:px-6 lg:mx-0 lg:px-0';

/** A titled row of product cards that scrolls sideways (scroll-snap), with arrows on wide screens. */
export function ProductSlider({
  title,
  eyebrow,
  description,
  viewAll,
  products,
  hidden = false,
  sectionRef,
  className,
  titleSize = 'lg',
}: ProductSliderProps) {
  const { t } = useTranslation('common');
  const headingId = useId();
  const track = useScrollTrack<HTMLUListElement>();
  const { measureNextFrame } = track;
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-measure when the cards arrive
  useEffect(() => measureNextFrame(), [products, measureNextFrame]);

  if (hidden || products?.length === 0) return null;
  return (
    <section
      ref={sectionRef}
      aria-labelledby={headingId}
      className={cx('mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8', className)}
    >
      <div className="flex items-end justify-between gap-6">
        <div className="min-w-0">
          {eyebrow && <p className="text-eyebrow font-semibold text-wine-600 uppercase">{eyebrow}</p>}
          <h2
            id={headingId}
            className={cx(
              'mt-2 font-medium',
              titleSize === 'lg' ? 'text-4xl sm:text-5xl' : 'text-3xl sm:text-4xl',
            )}
          >
            {title}
          </h2>
          {description && (
            <div className="mt-3 max-w-2xl text-sm leading-relaxed text-plum-500">{description}</div>
          )}
        </div>
        <div className="flex shrink-0 items-center gap-5">
          {viewAll && (
            <Link
              to={viewAll.to}
              className="text-xs font-semibold tracking-[0.18em] whitespace-nowrap text-plum-800 uppercase underline decoration-gold-500 decoration-1 underline-offset-8 hover:text-wine-600"
            >
              {viewAll.label}
            </Link>
          )}
          {products && (
            <SliderArrows
              className={cx('hidden md:flex', track.atStart && track.atEnd && 'md:hidden')}
              onPrevious={track.previous}
              onNext={track.next}
              atStart={track.atStart}
              atEnd={track.atEnd}
              previousLabel={t('catalog.slider.previous', { title })}
              nextLabel={t('catalog.slider.next', { title })}
            />
          )}
        </div>
      </div>
      {products ? (
        <ul
          ref={track.ref}
          className={cx(
            TRACK,
            'mt-8 snap-x snap-mandatory scroll-px-4 overflow-x-auto overscroll-x-contain [scrollbar-width:none] sm:scroll-px-6 lg:scroll-px-0 [&::-webkit-scrollbar]:hidden',
          )}
        >
          {products.map((product) => (
            <li key={product.id} className={SLIDE}>
              <ProductCard product={product} sizes={SLIDE_SIZES} />
            </li>
          ))}
        </ul>
      ) : (
        <div className={cx(TRACK, 'mt-8 overflow-hidden')}>
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className={SLIDE}>
              <ProductCardSkeleton />
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
