import type { Availability, Category, ProductSort } from '@shop/shared';
import type { ProductListParams } from '../product-filters';

/** View Products' filters; '' is "all". */
export interface StaffProductFilters {
  category: Category | '';
  availability: Availability | '';
  featured: '' | 'true' | 'false';
}
export const NO_PRODUCT_FILTERS: StaffProductFilters = { category: '', availability: '', featured: '' };

export const STAFF_PRODUCTS_PAGE_SIZE = 20;

/** The staff list's query from its filters (empty ones left out: equal filters, equal query key). */
export function staffProductQuery(
  filters: StaffProductFilters,
  q: string,
  sort: ProductSort,
  page: number,
): ProductListParams {
  const params: ProductListParams = { sort, page, pageSize: STAFF_PRODUCTS_PAGE_SIZE };
  if (q) params.q = q;
  if (filters.category) params.category = [filters.category];
  if (filters.availability) params.availability = [filters.availability];
  if (filters.featured) params.featured = filters.featured === 'true';
  return params;
}
