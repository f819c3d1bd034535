import type { AdminProduct, ProductSort } from '@shop/shared';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { ConfirmRemoval } from '../../../../components/staff/confirm-removal';
import { ListState } from '../../../../components/staff/list-state';
import { useListFilters } from '../../../../components/staff/use-list-filters';
import { useMutationErrorToast } from '../../../../components/staff/use-mutation-error-toast';
import { Pager } from '../../../../components/ui/pager';
import { useDeleteProduct } from '../../../../features/catalog/api/delete-product';
import { useAdminProducts } from '../../../../features/catalog/api/get-admin-products';
import { useToggleFeatured } from '../../../../features/catalog/api/toggle-featured';
import { useSetProductsVisibility } from '../../../../features/catalog/api/toggle-multiple-visibility';
import { useToggleVisibility } from '../../../../features/catalog/api/toggle-visibility';
import { ProductFilterBar } from '../../../../features/catalog/components/staff/product-filter-bar';
import { ProductSelectionBar } from '../../../../features/catalog/components/staff/product-selection-bar';
import { StaffProductCards } from '../../../../features/catalog/components/staff/staff-product-cards';
import type { StaffProductRowProps } from '../../../../features/catalog/components/staff/staff-product-row';
import { StaffProductTable } from '../../../../features/catalog/components/staff/staff-product-table';
import { useProductSelection } from '../../../../features/catalog/hooks/staff/use-product-selection';
import { staffProductSort } from '../../../../features/catalog/lib/staff/list-sort';
import {
  NO_PRODUCT_FILTERS,
  staffProductQuery,
} from '../../../../features/catalog/lib/staff/staff-product-query';
import { EditProductPanel } from '../components/edit-product-panel';

/**
 * The dashboard's "products" tab (View Products): hidden ones too, the featured and visible switches,
 * visibility in bulk, edit (the product form, with the collections to choose from) and delete.
 */
export function ProductsTab() {
  const { t, i18n } = useTranslation(['admin', 'common']);
  const language = i18n.resolvedLanguage ?? 'en';
  const { search, setSearch, q, filters, filter, page, setPage } = useListFilters(NO_PRODUCT_FILTERS);
  // null: the list's own sort, by relevance while a search is typed
  const [chosenSort, setSort] = useState<ProductSort | null>(null);
  const sort = staffProductSort(chosenSort, q);
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<AdminProduct | null>(null);

  const list = useAdminProducts(staffProductQuery(filters, q, sort, page));
  const products = list.data?.products ?? [];
  const selection = useProductSelection(products);

  const toggleFeatured = useToggleFeatured();
  const toggleVisibility = useToggleVisibility();
  const setVisibility = useSetProductsVisibility();
  const remove = useDeleteProduct();
  const showError = useMutationErrorToast();

  const bulk = (visible: boolean) =>
    setVisibility.mutate(
      { ids: [...selection.selected], visible },
      {
        onSuccess: ({ updated }) => {
          toast.success(
            t(visible ? 'admin:products.bulkShown' : 'admin:products.bulkHidden', { count: updated }),
          );
          selection.clear();
        },
        onError: showError,
      },
    );

  if (editing) return <EditProductPanel id={editing} onDone={() => setEditing(null)} />;

  const row: StaffProductRowProps = {
    language,
    selected: selection.selected,
    onSelect: selection.toggleOne,
    onToggle: (product, which) =>
      (which === 'featured' ? toggleFeatured : toggleVisibility).mutate(product.id, { onError: showError }),
    onEdit: (product) => setEditing(product.id),
    onDelete: setDeleting,
  };

  return (
    <div className="flex flex-col gap-6">
      <ProductFilterBar
        search={search}
        onSearch={setSearch}
        q={q}
        filters={filters}
        onFilter={filter}
        sort={sort}
        onSort={setSort}
      />

      <ProductSelectionBar
        count={selection.selected.size}
        total={list.data?.total}
        pending={setVisibility.isPending}
        onShow={() => bulk(true)}
        onHide={() => bulk(false)}
        onClear={selection.clear}
      />

      <ListState query={list} isEmpty={products.length === 0} emptyText={t('admin:products.empty')}>
        {/* phones: one card per product, price, stock and visibility at a glance */}
        <StaffProductCards
          products={products}
          allOnPage={selection.allOnPage}
          onSelectPage={selection.togglePage}
          dimmed={list.isPlaceholderData}
          {...row}
        />
        {/* wider screens: the table */}
        <StaffProductTable
          products={products}
          allOnPage={selection.allOnPage}
          onSelectPage={selection.togglePage}
          dimmed={list.isPlaceholderData}
          {...row}
        />
      </ListState>

      {list.data && <Pager page={page} totalPages={list.data.totalPages} onPage={setPage} align="end" />}

      <ConfirmRemoval
        item={deleting}
        title={t('admin:products.deleteTitle')}
        body={(product) => t('admin:products.deleteBody', { name: product.name })}
        mutation={remove}
        success={(product, result) =>
          result.deleted
            ? t('admin:products.deleted', { name: product.name })
            : t('admin:products.hiddenInstead', { name: product.name })
        }
        onRemoved={(product) => selection.forget(product.id)}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}
