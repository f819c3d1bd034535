import type { AdminProduct } from '@shop/shared';
import type { QueryClient } from '@tanstack/react-query';
import type { AdminProductPage } from './get-admin-products';

const ADMIN_LISTS = ['catalog', 'admin-products'] as const;

export type AdminListSnapshot = Array<[readonly unknown[], AdminProductPage | undefined]>;

/**
 * Optimistic change of the staff lists (STYLE: keep the previous value, restore it on error): a
 * switch moves at once, and moves back if the server rejects.
 */
export async function patchAdminLists(
  queryClient: QueryClient,
  change: (product: AdminProduct) => AdminProduct,
): Promise<AdminListSnapshot> {
  await queryClient.cancelQueries({ queryKey: ADMIN_LISTS });
  const snapshot = queryClient.getQueriesData<AdminProductPage>({ queryKey: ADMIN_LISTS });
  queryClient.setQueriesData<AdminProductPage>({ queryKey: ADMIN_LISTS }, (page) =>
    page ? { ...page, products: page.products.map(change) } : page,
  );
  return snapshot;
}

export function restoreAdminLists(queryClient: QueryClient, snapshot: AdminListSnapshot | undefined): void {
  for (const [key, data] of snapshot ?? []) queryClient.setQueryData(key, data);
}
