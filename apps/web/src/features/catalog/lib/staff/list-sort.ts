import { defaultSort, PRODUCT_SORTS, type ProductSort } from '@shop/shared';

/**
 * The sort of a staff product list (View Products, the product chooser): the one staff chose, else
 * the list's own, by relevance while a search is typed and the newest first otherwise, as the shop's
 * listing does. Relevance without a search means nothing: the newest first then.
 */
export function staffProductSort(chosen: ProductSort | null, q: string): ProductSort {
  const sort = chosen ?? defaultSort(q);
  return sort === 'relevance' && !q ? 'newest' : sort;
}

/** The sorts a staff list offers: relevance only while a search is typed. */
export const staffSortChoices = (q: string): readonly ProductSort[] =>
  q ? PRODUCT_SORTS : PRODUCT_SORTS.filter((sort) => sort !== 'relevance');
