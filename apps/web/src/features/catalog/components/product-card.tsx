import type { ProductCard as ProductCardData } from '@shop/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ProductImage } from '../../../components/product-image';
import { productQueryOptions } from '../api/get-product';
import { priceView } from '../lib/price';
import { AvailabilityBadge } from './availability-badge';
import { PriceTag } from './price-tag';

export const productPath = (id: string) => `/product/${id}`;

export interface ProductCardProps {
  product: ProductCardData;
  /** the `sizes` attribute for the cover, from the grid or slider that lays the cards out */
  sizes: string;
  headingLevel?: 2 | 3;
  /** the first row of a first screen: cover fetched eagerly with high priority */
  priority?: boolean;
}

/**
 * A product in a grid or slider: cover, category, name, price (sale price beside the struck-out one),
 * an availability badge when the piece is not simply available. The text block has fixed line heights
 * so a card is exactly the size of its skeleton. The whole card is one link (the name's, stretched).
 */
export function ProductCard({ product, sizes, headingLevel = 3, priority = false }: ProductCardProps) {
  const { t, i18n } = useTranslation('common');
  const queryClient = useQueryClient();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { percentOff } = priceView(product, i18n.resolvedLanguage ?? 'en');
  // Hovering or focusing a card starts loading its page, which then usually opens at once.
  const prefetch = () => void queryClient.prefetchQuery(productQueryOptions(product.id));

  return (
    <article
      data-testid="product-card"
      className="group relative flex flex-col rounded-2xl has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-4 has-[a:focus-visible]:outline-wine-600"
    >
      <div className="relative aspect-[4/5] overflow-hidden rounded-2xl bg-ivory-200">
        <ProductImage
          image={product.image}
          alt=""
          sizes={sizes}
          priority={priority}
          className="size-full object-cover transition-transform duration-700 ease-out group-hover:scale-[1.04]"
        />
        {(product.availability !== 'AVAILABLE' || percentOff) && (
          <div className="absolute top-3 left-3 flex flex-col items-start gap-1.5">
            {product.availability !== 'AVAILABLE' && (
              <AvailabilityBadge availability={product.availability} />
            )}
            {percentOff && (
              <span className="rounded-pill bg-wine-600 px-2.5 py-1 text-[0.625rem] leading-none font-semibold tracking-[0.1em] text-ivory-50">
                {t('catalog.price.off', { percent: percentOff })}
              </span>
            )}
          </div>
        )}
      </div>
      <div className="mt-3.5 flex flex-col px-0.5">
        <p className="h-4 truncate text-[0.6875rem] leading-4 font-semibold tracking-[0.16em] text-plum-500 uppercase">
          {t(`catalog.category.${product.category}`)}
        </p>
        <Heading className="mt-1 line-clamp-2 h-12 font-display text-xl leading-6 font-medium text-plum-900">
          <Link
            to={productPath(product.id)}
            onPointerEnter={prefetch}
            onFocus={prefetch}
            className="outline-none after:absolute after:inset-0 after:rounded-2xl hover:text-wine-700"
          >
            {product.name}
          </Link>
        </Heading>
        <PriceTag price={product.price} discountPrice={product.discountPrice} className="mt-1.5 h-6" />
      </div>
    </article>
  );
}

/** A card's placeholder while the list loads: the same boxes, so nothing moves when cards arrive. */
export function ProductCardSkeleton() {
  return (
    <div aria-hidden="true" data-testid="product-card-skeleton" className="flex flex-col">
      <div className="aspect-[4/5] animate-pulse rounded-2xl bg-ivory-200" />
      <div className="mt-3.5 flex flex-col px-0.5">
        <div className="flex h-4 items-center">
          <div className="h-2 w-1/3 rounded-pill bg-ivory-300" />
        </div>
        <div className="mt-1 flex h-12 flex-col justify-center gap-2">
          <div className="h-3 w-4/5 rounded-pill bg-ivory-300" />
          <div className="h-3 w-1/2 rounded-pill bg-ivory-300" />
        </div>
        <div className="mt-1.5 flex h-6 items-center">
          <div className="h-3 w-1/4 rounded-pill bg-ivory-300" />
        </div>
      </div>
    </div>
  );
}
