import type { ProductListParams } from '../lib/product-filters';

/**
 * Query keys of the catalogue. Everything starts with 'catalog', so a staff write invalidates every
 * list and detail a shopper or the dashboard may hold with one call.
 */
export const catalogKeys = {
  all: ['catalog'] as const,
  products: (params: ProductListParams) => ['catalog', 'products', params] as const,
  product: (id: string) => ['catalog', 'product', id] as const,
  featured: (limit: number) => ['catalog', 'featured', limit] as const,
  recommendations: (productId: string, limit: number) =>
    ['catalog', 'recommendations', productId, limit] as const,
  adminProducts: (params: ProductListParams) => ['catalog', 'admin-products', params] as const,
};
