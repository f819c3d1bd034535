import {
  type AdminProduct,
  AVAILABILITY,
  type Availability,
  CATEGORIES,
  type Category,
  formatVnd,
  type ProductSort,
} from '@shop/shared';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmRemoval } from '../../../../components/staff/confirm-removal';
import { FilterSelect } from '../../../../components/staff/filter-select';
import { ListState } from '../../../../components/staff/list-state';
import { StaffTable } from '../../../../components/staff/staff-table';
import { Switch } from '../../../../components/staff/switch';
import { useListFilters } from '../../../../components/staff/use-list-filters';
import { useMutationErrorToast } from '../../../../components/staff/use-mutation-error-toast';
import { Button } from '../../../../components/ui/button';
import { cx } from '../../../../components/ui/cx';
import { Input } from '../../../../components/ui/input';
import { Pager } from '../../../../components/ui/pager';
import { Select } from '../../../../components/ui/select';
import { staffProductSort, staffSortChoices } from '../../../../features/admin/lib/list-sort';
import { useDeleteProduct } from '../../../../features/catalog/api/delete-product';
import { useAdminProducts } from '../../../../features/catalog/api/get-admin-products';
import { useToggleFeatured } from '../../../../features/catalog/api/toggle-featured';
import { useSetProductsVisibility } from '../../../../features/catalog/api/toggle-multiple-visibility';
import { useToggleVisibility } from '../../../../features/catalog/api/toggle-visibility';
import { AvailabilityBadge } from '../../../../features/catalog/components/availability-badge';
import type { ProductListParams } from '../../../../features/catalog/lib/product-filters';
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
  // null: the list's own sort, by relevance while a search is typed (issue #28)
  const [chosenSort, setSort] = useState<ProductSort | null>(null);
  const sort = staffProductSort(chosenSort, q);
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

  const showError = useMutationErrorToast();
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
        onError: showError,
      },
    );

  if (editing) return <EditProductPanel id={editing} onDone={() => setEditing(null)} />;

  const priceOf = (product: AdminProduct) =>
    product.discountPrice > 0 ? (
      <>
        <span className="font-medium text-wine-600">{formatVnd(product.discountPrice, language)}</span>
        <del className="block text-xs text-plum-500">{formatVnd(product.price, language)}</del>
      </>
    ) : (
      formatVnd(product.price, language)
    );
  const thumbOf = (product: AdminProduct, className: string) => (
    <div className={cx('shrink-0 overflow-hidden rounded-lg bg-ivory-200', className)}>
      {product.image && (
        <img
          src={product.image.src}
          srcSet={product.image.srcset}
          sizes="64px"
          width={product.image.width}
          height={product.image.height}
          alt=""
          loading="lazy"
          decoding="async"
          className="size-full object-cover"
        />
      )}
    </div>
  );
  const nameOf = (product: AdminProduct) => (
    <>
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
    </>
  );
  const selectBox = (product: AdminProduct) => (
    <input
      type="checkbox"
      checked={selected.has(product.id)}
      onChange={() => toggleOne(product.id)}
      aria-label={t('admin:products.select', { name: product.name })}
      className="size-4 accent-plum-800"
    />
  );
  const switchOf = (product: AdminProduct, which: 'featured' | 'visible', text?: string) => (
    <Switch
      checked={product[which]}
      text={text}
      label={t(which === 'featured' ? 'admin:products.featuredFor' : 'admin:products.visibleFor', {
        name: product.name,
      })}
      onChange={() =>
        (which === 'featured' ? toggleFeatured : toggleVisibility).mutate(product.id, { onError: showError })
      }
    />
  );
  const actionsOf = (product: AdminProduct) => (
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
  );

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
          options={staffSortChoices(q).map((s) => ({ value: s, label: t(`admin:products.sorts.${s}`) }))}
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
        {/* phones: one card per product, price, stock and visibility at a glance (issue #28) */}
        <div className="flex flex-col gap-3 md:hidden">
          <label className="flex items-center gap-3 px-1 text-sm text-plum-700">
            <input
              type="checkbox"
              checked={allOnPage}
              onChange={toggleAll}
              className="size-4 accent-plum-800"
            />
            {t('admin:products.selectPage')}
          </label>
          <ul
            aria-label={t('admin:products.caption')}
            aria-busy={list.isPlaceholderData || undefined}
            className={cx('flex flex-col gap-3', list.isPlaceholderData && 'opacity-60')}
          >
            {products.map((product) => (
              <li
                key={product.id}
                data-testid="admin-product-card"
                className={cx(
                  'rounded-2xl border border-line p-3',
                  product.visible ? 'bg-ivory-50' : 'bg-ivory-200/60',
                )}
              >
                <div className="flex gap-3">
                  <div className="pt-1">{selectBox(product)}</div>
                  {thumbOf(product, 'h-20 w-16')}
                  <div className="min-w-0 flex-1">
                    {nameOf(product)}
                    <dl className="mt-2 grid grid-cols-2 gap-x-3 text-xs text-plum-500">
                      <div className="min-w-0">
                        <dt>{t('admin:products.columns.price')}</dt>
                        <dd className="m-0 text-sm text-plum-900 lining-nums tabular-nums">
                          {priceOf(product)}
                        </dd>
                      </div>
                      <div className="min-w-0">
                        <dt>{t('admin:products.columns.stock')}</dt>
                        <dd
                          className={cx(
                            'm-0 text-sm lining-nums tabular-nums',
                            product.totalStock === 0 ? 'font-medium text-wine-600' : 'text-plum-900',
                          )}
                        >
                          {product.totalStock}
                        </dd>
                      </div>
                    </dl>
                    <div className="mt-2">
                      <AvailabilityBadge availability={product.availability} />
                    </div>
                  </div>
                </div>
                <div className="mt-2 flex flex-wrap items-center justify-between gap-x-4 border-t border-line pt-2">
                  <div className="flex flex-wrap gap-x-4">
                    {switchOf(product, 'visible', t('admin:products.columns.visible'))}
                    {switchOf(product, 'featured', t('admin:products.columns.featured'))}
                  </div>
                  <div className="ml-auto">{actionsOf(product)}</div>
                </div>
              </li>
            ))}
          </ul>
        </div>

        {/* wider screens: the table */}
        <StaffTable
          caption={t('admin:products.caption')}
          minWidth="min-w-[50rem]"
          dimmed={list.isPlaceholderData}
          wideOnly
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
                <td className="px-4 py-3">{selectBox(product)}</td>
                <td className="px-2 py-3">
                  <div className="flex items-center gap-3">
                    {thumbOf(product, 'h-14 w-11')}
                    <div className="min-w-40">{nameOf(product)}</div>
                  </div>
                </td>
                <td className="px-3 py-3 whitespace-nowrap lining-nums tabular-nums">{priceOf(product)}</td>
                <td
                  className={cx(
                    'px-3 py-3 lining-nums tabular-nums',
                    product.totalStock === 0 && 'font-medium text-wine-600',
                  )}
                >
                  {product.totalStock}
                </td>
                <td className="px-3 py-3">
                  <AvailabilityBadge availability={product.availability} />
                </td>
                <td className="px-3 py-3">{switchOf(product, 'featured')}</td>
                <td className="px-3 py-3">{switchOf(product, 'visible')}</td>
                <td className="px-3 py-3">{actionsOf(product)}</td>
              </tr>
            ))}
          </tbody>
        </StaffTable>
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
