import type { Image } from '@shop/shared';
import type { CSSProperties } from 'react';
import { cx } from './ui/cx';

export interface ProductImageProps {
  image: Image | null;
  alt: string;
  /** the `sizes` attribute: how wide the picture is rendered, so the browser picks the right width */
  sizes: string;
  /** the first-screen picture: fetched at once, with high priority; every other one is lazy */
  priority?: boolean;
  className?: string;
  draggable?: boolean;
  style?: CSSProperties;
}

/**
 * A stored picture (WebP at 320/640/960/1280 px). Width and height are always set, so the box is
 * sized before the bytes arrive and nothing below it moves.
 */
export function ProductImage({
  image,
  alt,
  sizes,
  priority = false,
  className,
  draggable,
  style,
}: ProductImageProps) {
  if (!image) {
    const placeholder = cx(
      'flex items-center justify-center bg-linear-to-b from-ivory-200 to-blush-100 font-display text-5xl text-plum-300 italic',
      className,
    );
    // no photo yet: a monogram, named like the photo would be when it carries meaning
    return alt ? (
      <div role="img" aria-label={alt} className={placeholder}>
        L
      </div>
    ) : (
      <div aria-hidden="true" className={placeholder}>
        L
      </div>
    );
  }
  return (
    <img
      src={image.src}
      srcSet={image.srcset}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'auto' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      draggable={draggable}
      className={className}
      style={style}
    />
  );
}
