import { IMAGE_SIZES, type Image } from '@shop/shared';
import { type PointerEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProductImage } from '../../../components/product-image';
import { cx } from '../../../components/ui/cx';
import { SliderArrows } from '../../../components/ui/slider-arrows';
import { useScrollTrack } from '../../../lib/use-scroll-track';

interface ProductGalleryProps {
  name: string;
  images: Array<Image & { id: string }>;
}

// the server preloads the first picture with the same sizes (page-load.ts)
const MAIN_SIZES = IMAGE_SIZES.productGallery;

/**
 * The product's photos. One scroll-snap track for every screen: a phone swipes through it (with dots),
 * a desktop picks from the thumbnails and the arrows, and zooms the photo under the pointer (twice its
 * size, following the mouse). The first photo is the page's largest paint: eager, high priority.
 */
export function ProductGallery({ name, images }: ProductGalleryProps) {
  const { t } = useTranslation('products');
  const track = useScrollTrack<HTMLElement>();
  const [zoom, setZoom] = useState<{ index: number; x: number; y: number } | null>(null);

  const onPointerMove = (e: PointerEvent<HTMLDivElement>, index: number) => {
    // a mouse on a wide screen only: a finger swipes, and a zoom would fight the swipe
    if (e.pointerType !== 'mouse' || !window.matchMedia('(min-width: 1024px)').matches) return;
    const box = e.currentTarget.getBoundingClientRect();
    setZoom({
      index,
      x: ((e.clientX - box.left) / box.width) * 100,
      y: ((e.clientY - box.top) / box.height) * 100,
    });
  };

  if (images.length === 0) {
    return (
      <div className="aspect-[4/5] overflow-hidden rounded-3xl">
        <ProductImage image={null} alt={name} sizes={MAIN_SIZES} className="size-full text-8xl" />
      </div>
    );
  }

  const many = images.length > 1;
  return (
    <div className="flex flex-col-reverse gap-4 lg:flex-row lg:items-start">
      {many && (
        <ul className="hidden gap-3 lg:flex lg:w-20 lg:shrink-0 lg:flex-col">
          {images.map((image, index) => (
            <li key={image.id}>
              <button
                type="button"
                onClick={() => track.goTo(index)}
                aria-label={t('detail.showPhoto', { index: index + 1 })}
                aria-current={index === track.index ? 'true' : undefined}
                className={cx(
                  'block aspect-[4/5] w-full overflow-hidden rounded-xl border-2 transition-colors',
                  index === track.index
                    ? 'border-plum-800'
                    : 'border-transparent opacity-75 hover:opacity-100',
                )}
              >
                <ProductImage image={image} alt="" sizes="80px" className="size-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}

      <div className="relative min-w-0 flex-1">
        <section
          ref={track.ref}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (arrow keys scroll it)
          tabIndex={0}
          aria-roledescription="carousel"
          aria-label={t('detail.gallery', { name })}
          className="flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain rounded-3xl bg-ivory-200 [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
        >
          {images.map((image, index) => {
            const zoomed = zoom?.index === index;
            return (
              // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern makes each slide a group; a fieldset is for form controls
              <div
                key={image.id}
                role="group"
                aria-roledescription="slide"
                aria-label={t('detail.photo', { index: index + 1, count: images.length })}
                onPointerMove={(e) => onPointerMove(e, index)}
                onPointerLeave={() => setZoom(null)}
                className="relative aspect-[4/5] w-full shrink-0 snap-start overflow-hidden lg:cursor-zoom-in"
              >
                <ProductImage
                  image={image}
                  alt={t('detail.photoAlt', { name, index: index + 1, count: images.length })}
                  sizes={MAIN_SIZES}
                  priority={index === 0}
                  draggable={false}
                  className="size-full object-cover transition-transform duration-200 ease-out"
                  style={
                    zoomed ? { transform: 'scale(2)', transformOrigin: `${zoom.x}% ${zoom.y}%` } : undefined
                  }
                />
              </div>
            );
          })}
        </section>

        {many && (
          <>
            <SliderArrows
              tone="light"
              className="absolute right-4 bottom-4 hidden lg:flex"
              onPrevious={() => track.goTo(Math.max(0, track.index - 1))}
              onNext={() => track.goTo(Math.min(images.length - 1, track.index + 1))}
              atStart={track.index === 0}
              atEnd={track.index >= images.length - 1}
              previousLabel={t('detail.previousPhoto')}
              nextLabel={t('detail.nextPhoto')}
            />
            <div aria-hidden="true" className="mt-4 flex justify-center gap-1.5 lg:hidden">
              {images.map((image, index) => (
                <span
                  key={image.id}
                  className={cx(
                    'block h-1.5 rounded-pill transition-all duration-300',
                    index === track.index ? 'w-6 bg-plum-800' : 'w-1.5 bg-plum-300',
                  )}
                />
              ))}
            </div>
          </>
        )}
      </div>
    </div>
  );
}
