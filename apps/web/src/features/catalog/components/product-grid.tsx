import type { ProductCard as ProductCardData } from '@shop/shared';
import { cx } from '../../../components/ui/cx';
import { ProductCard, ProductCardSkeleton } from './product-card';

export interface ProductGridProps {
  products: ProductCardData[] | undefined;
  /** placeholders shown while `products` is undefined */
  skeletons?: number;
  sizes: string;
  headingLevel?: 2 | 3;
  /** how many covers (the first row) load eagerly */
  eager?: number;
  className?: string;
  /** dims the grid while the next page or selection loads over the previous one */
  stale?: boolean;
}

export const GRID_COLUMNS = 'grid grid-cols-2 gap-x-4 gap-y-10 sm:gap-x-6 md:grid-cols-3';

export function ProductGrid({
  products,
  skeletons = 8,
  sizes,
  headingLevel = 3,
  eager = 0,
  className,
  stale = false,
}: ProductGridProps) {
  if (!products) {
    return (
      <div className={cx(GRID_COLUMNS, className)}>
        {Array.from({ length: skeletons }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <ProductCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  return (
    <ul
      aria-busy={stale || undefined}
      className={cx(GRID_COLUMNS, 'transition-opacity duration-200', stale && 'opacity-60', className)}
    >
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} sizes={sizes} headingLevel={headingLevel} priority={index < eager} />
        </li>
      ))}
    </ul>
  );
}
