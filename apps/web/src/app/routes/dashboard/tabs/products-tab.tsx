import {
  type AdminProduct,
  AVAILABILITY,
  type Availability,
  CATEGORIES,
  type Category,
  formatVnd,
  PRODUCT_SORTS,
  type ProductSort,
} from '@shop/shared';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { cx } from '../../../../components/ui/cx';
import { Input } from '../../../../components/ui/input';
import { Select } from '../../../../components/ui/select';
import { ConfirmRemoval } from '../../../../features/admin/components/confirm-removal';
import { Switch } from '../../../../features/admin/components/fields';
import { FilterSelect } from '../../../../features/admin/components/filter-select';
import { ListState } from '../../../../features/admin/components/list-state';
import { Pager } from '../../../../features/admin/components/pager';
import { StaffTable } from '../../../../features/admin/components/staff-table';
import { useListFilters } from '../../../../features/admin/hooks/use-list-filters';
import { useDeleteProduct } from '../../../../features/catalog/api/delete-product';
import { useAdminProducts } from '../../../../features/catalog/api/get-admin-products';
import { useToggleFeatured } from '../../../../features/catalog/api/toggle-featured';
import { useSetProductsVisibility } from '../../../../features/catalog/api/toggle-multiple-visibility';
import { useToggleVisibility } from '../../../../features/catalog/api/toggle-visibility';
import { AvailabilityBadge } from '../../../../features/catalog/components/availability-badge';
import type { ProductListParams } from '../../../../features/catalog/lib/product-filters';
import { errorMessage } from '../../../../lib/api-error';
import { EditProductPanel } from '../components/edit-product-panel';

const PAGE_SIZE = 20;
const FEATURED_FILTERS = ['true', 'false'] as const;
const ICON_BUTTON =
  'inline-flex size-9 items-center justify-center rounded-full text-plum-800 transition-colors hover:bg-blush-100';

/** SPEC §2 dashboard tab "products": View Products, with hidden ones, toggles, bulk visibility, edit, delete. */
export function ProductsTab() {
  const { t, i18n } = useTranslation(['admin', 'common']);
  const language = i18n.resolvedLanguage ?? 'en';
  const { search, setSearch, q, filters, filter, page, setPage } = useListFilters<{
    category: Category | '';
    availability: Availability | '';
    featured: '' | 'true' | 'false';
  }>({ category: '', availability: '', featured: '' });
  const { category, availability, featured } = filters;
  const [sort, setSort] = useState<ProductSort>('newest');
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<AdminProduct | null>(null);

  const params: ProductListParams = { sort, page, pageSize: PAGE_SIZE };
  if (q) params.q = q;
  if (category) params.category = [category];
  if (availability) params.availability = [availability];
  if (featured) params.featured = featured === 'true';
  const list = useAdminProducts(params);
  const products = list.data?.products ?? [];

  const toggleFeatured = useToggleFeatured();
  const toggleVisibility = useToggleVisibility();
  const setVisibility = useSetProductsVisibility();
  const remove = useDeleteProduct();

  const onFailure = (error: unknown) => toast.error(errorMessage(error, t('admin:errors.generic')));
  const allOnPage = products.length > 0 && products.every((p) => selected.has(p.id));
  const toggleOne = (id: string) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const toggleAll = () =>
    setSelected((s) => {
      const next = new Set(s);
      for (const p of products) {
        if (allOnPage) next.delete(p.id);
        else next.add(p.id);
      }
      return next;
    });
  const bulk = (visible: boolean) =>
    setVisibility.mutate(
      { ids: [...selected], visible },
      {
        onSuccess: ({ updated }) => {
          toast.success(
            t(visible ? 'admin:products.bulkShown' : 'admin:products.bulkHidden', { count: updated }),
          );
          setSelected(new Set());
        },
        onError: onFailure,
      },
    );

  if (editing) return <EditProductPanel id={editing} onDone={() => setEditing(null)} />;

  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
        <Input
          label={t('admin:products.search')}
          hideLabel
          type="search"
          placeholder={t('admin:products.search')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          className="sm:col-span-2 xl:col-span-4"
        />
        <FilterSelect
          label={t('admin:products.category')}
          allLabel={t('admin:products.allCategories')}
          value={category}
          values={CATEGORIES}
          labelOf={(c) => t(`common:catalog.category.${c}`)}
          onChange={(v) => filter('category', v)}
        />
        <FilterSelect
          label={t('admin:products.availability')}
          allLabel={t('admin:products.allAvailability')}
          value={availability}
          values={AVAILABILITY}
          labelOf={(a) => t(`common:catalog.availability.${a}`)}
          onChange={(v) => filter('availability', v)}
        />
        <FilterSelect
          label={t('admin:products.featuredFilter')}
          allLabel={t('admin:products.featuredAll')}
          value={featured}
          values={FEATURED_FILTERS}
          labelOf={(v) => t(v === 'true' ? 'admin:products.featuredOnly' : 'admin:products.featuredNot')}
          onChange={(v) => filter('featured', v)}
        />
        <Select
          label={t('admin:products.sort')}
          hideLabel
          value={sort}
          onChange={(e) => setSort(e.target.value as ProductSort)}
          options={PRODUCT_SORTS.map((s) => ({ value: s, label: t(`admin:products.sorts.${s}`) }))}
        />
      </div>

      <div
        className={cx(
          'flex min-h-14 flex-wrap items-center gap-3 rounded-2xl px-4 py-2.5 text-sm',
          selected.size > 0 ? 'bg-plum-800 text-ivory-100' : 'bg-ivory-200 text-plum-700',
        )}
      >
        <span className="mr-auto" aria-live="polite">
          {selected.size > 0
            ? t('admin:products.selected', { count: selected.size })
            : list.data
              ? t('admin:products.total', { count: list.data.total })
              : t('common:loading.generic')}
        </span>
        {selected.size > 0 && (
          <>
            <Button
              size="sm"
              variant="light"
              className="on-dark"
              disabled={setVisibility.isPending}
              onClick={() => bulk(true)}
            >
              {t('admin:products.showSelected')}
            </Button>
            <Button
              size="sm"
              variant="light"
              className="on-dark"
              disabled={setVisibility.isPending}
              onClick={() => bulk(false)}
            >
              {t('admin:products.hideSelected')}
            </Button>
            <button
              type="button"
              className="on-dark px-2 text-xs underline underline-offset-4"
              onClick={() => setSelected(new Set())}
            >
              {t('admin:products.clearSelection')}
            </button>
          </>
        )}
      </div>

      <ListState query={list} isEmpty={products.length === 0} emptyText={t('admin:products.empty')}>
        <StaffTable
          caption={t('admin:products.caption')}
          minWidth="min-w-[50rem]"
          dimmed={list.isPlaceholderData}
          columns={[
            {
              key: 'select',
              className: 'w-10 px-4',
              label: (
                <input
                  type="checkbox"
                  checked={allOnPage}
                  onChange={toggleAll}
                  aria-label={t('admin:products.selectPage')}
                  className="size-4 accent-plum-800"
                />
              ),
            },
            { key: 'product', label: t('admin:products.columns.product'), className: 'px-2' },
            { key: 'price', label: t('admin:products.columns.price') },
            { key: 'stock', label: t('admin:products.columns.stock') },
            { key: 'availability', label: t('admin:products.columns.availability') },
            { key: 'featured', label: t('admin:products.columns.featured') },
            { key: 'visible', label: t('admin:products.columns.visible') },
            { key: 'actions', label: t('admin:products.columns.actions'), srOnly: true, align: 'right' },
          ]}
        >
          <tbody>
            {products.map((product) => (
              <tr
                key={product.id}
                data-testid="admin-product-row"
                className={cx('border-b border-line last:border-0', !product.visible && 'bg-ivory-200/60')}
              >
                <td className="px-4 py-3">
                  <input
                    type="checkbox"
                    checked={selected.has(product.id)}
                    onChange={() => toggleOne(product.id)}
                    aria-label={t('admin:products.select', { name: product.name })}
                    className="size-4 accent-plum-800"
                  />
                </td>
                <td className="px-2 py-3">
                  <div className="flex items-center gap-3">
                    <div className="h-14 w-11 shrink-0 overflow-hidden rounded-lg bg-ivory-200">
                      {product.image && (
                        <img
                          src={product.image.src}
                          srcSet={product.image.srcset}
                          sizes="44px"
                          width={product.image.width}
                          height={product.image.height}
                          alt=""
                          loading="lazy"
                          decoding="async"
                          className="size-full object-cover"
                        />
                      )}
                    </div>
                    <div className="min-w-40">
                      <Link
                        to={`/product/${product.id}`}
                        className="line-clamp-2 font-medium text-plum-900 hover:text-wine-600"
                      >
                        {product.name}
                      </Link>
                      <p className="text-xs text-plum-500">
                        {t(`common:catalog.category.${product.category}`)}
                        {!product.visible && (
                          <span className="ml-2 rounded-pill bg-plum-800 px-1.5 py-0.5 text-[0.625rem] text-ivory-100">
                            {t('admin:products.hiddenTag')}
                          </span>
                        )}
                      </p>
                    </div>
                  </div>
                </td>
                <td className="px-3 py-3 whitespace-nowrap tabular-nums">
                  {product.discountPrice > 0 ? (
                    <>
                      <span className="font-medium text-wine-600">
                        {formatVnd(product.discountPrice, language)}
                      </span>
                      <del className="block text-xs text-plum-500">{formatVnd(product.price, language)}</del>
                    </>
                  ) : (
                    formatVnd(product.price, language)
                  )}
                </td>
                <td
                  className={cx(
                    'px-3 py-3 tabular-nums',
                    product.totalStock === 0 && 'font-medium text-wine-600',
                  )}
                >
                  {product.totalStock}
                </td>
                <td className="px-3 py-3">
                  <AvailabilityBadge availability={product.availability} />
                </td>
                <td className="px-3 py-3">
                  <Switch
                    checked={product.featured}
                    label={t('admin:products.featuredFor', { name: product.name })}
                    onChange={() => toggleFeatured.mutate(product.id, { onError: onFailure })}
                  />
                </td>
                <td className="px-3 py-3">
                  <Switch
                    checked={product.visible}
                    label={t('admin:products.visibleFor', { name: product.name })}
                    onChange={() => toggleVisibility.mutate(product.id, { onError: onFailure })}
                  />
                </td>
                <td className="px-3 py-3">
                  <div className="flex justify-end gap-1">
                    <button
                      type="button"
                      title={t('admin:products.edit')}
                      aria-label={t('admin:products.editFor', { name: product.name })}
                      onClick={() => setEditing(product.id)}
                      className={ICON_BUTTON}
                    >
                      <svg
                        aria-hidden="true"
                        viewBox="0 0 24 24"
                        className="size-4"
                        fill="none"
                        stroke="currentColor"
                        strokeWidth="1.5"
                      >
                        <path d="M4 20h4L19 9l-4-4L4 16v4Z" strokeLinejoin="round" />
                        <path d="m13.5 6.5 4 4" />
                      </svg>
                    </button>
                    <button
                      type="button"
                      title={t('admin:products.delete')}
                      aria-label={t('admin:products.deleteFor', { name: product.name })}
                      onClick={() => setDeleting(product)}
                      className={cx(ICON_BUTTON, 'text-wine-600')}
                    >
                      <svg
                        aria-hidden="true"
                        viewBox="0 0 24 24"
                        className="size-4"
                        fill="none"
                        stroke="currentColor"
                        strokeWidth="1.5"
                      >
                        <path d="M5 7h14M10 7V5h4v2M7 7l1 13h8l1-13" strokeLinejoin="round" />
                      </svg>
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </StaffTable>
      </ListState>

      {list.data && <Pager page={page} totalPages={list.data.totalPages} onPage={setPage} />}

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
        onRemoved={(product) =>
          setSelected((s) => {
            const next = new Set(s);
            next.delete(product.id);
            return next;
          })
        }
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}
