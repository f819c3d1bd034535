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
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { cx } from '../../../components/ui/cx';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { errorMessage } from '../../../lib/api-error';
import { useDeleteProduct } from '../../catalog/api/delete-product';
import { useAdminProducts } from '../../catalog/api/get-admin-products';
import { useToggleFeatured } from '../../catalog/api/toggle-featured';
import { useSetProductsVisibility } from '../../catalog/api/toggle-multiple-visibility';
import { useToggleVisibility } from '../../catalog/api/toggle-visibility';
import { AvailabilityBadge } from '../../catalog/components/availability-badge';
import type { ProductListParams } from '../../catalog/lib/product-filters';
import { ConfirmDialog } from '../components/confirm-dialog';
import { EditProductPanel } from '../components/edit-product-panel';
import { Switch } from '../components/fields';
import { ListState } from '../components/list-state';
import { Pager } from '../components/pager';

const PAGE_SIZE = 20;
const ICON_BUTTON =
  'inline-flex size-9 items-center justify-center rounded-full text-plum-800 transition-colors hover:bg-blush-100';

/** SPEC §2 dashboard tab "products": View Products, with hidden ones, toggles, bulk visibility, edit, delete. */
export function ProductsTab() {
  const { t, i18n } = useTranslation(['admin', 'common']);
  const language = i18n.resolvedLanguage ?? 'en';
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  const [category, setCategory] = useState<Category | ''>('');
  const [availability, setAvailability] = useState<Availability | ''>('');
  const [featured, setFeatured] = useState<'' | 'true' | 'false'>('');
  const [sort, setSort] = useState<ProductSort>('newest');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<AdminProduct | null>(null);

  // search as staff type, a moment after they stop
  useEffect(() => {
    const timer = setTimeout(() => {
      setQ(search.trim());
      setPage(1);
    }, 300);
    return () => clearTimeout(timer);
  }, [search]);

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
        <Select
          label={t('admin:products.category')}
          hideLabel
          value={category}
          onChange={(e) => {
            setCategory(e.target.value as Category | '');
            setPage(1);
          }}
          options={[
            { value: '', label: t('admin:products.allCategories') },
            ...CATEGORIES.map((c) => ({ value: c, label: t(`common:catalog.category.${c}`) })),
          ]}
        />
        <Select
          label={t('admin:products.availability')}
          hideLabel
          value={availability}
          onChange={(e) => {
            setAvailability(e.target.value as Availability | '');
            setPage(1);
          }}
          options={[
            { value: '', label: t('admin:products.allAvailability') },
            ...AVAILABILITY.map((a) => ({ value: a, label: t(`common:catalog.availability.${a}`) })),
          ]}
        />
        <Select
          label={t('admin:products.featuredFilter')}
          hideLabel
          value={featured}
          onChange={(e) => {
            setFeatured(e.target.value as '' | 'true' | 'false');
            setPage(1);
          }}
          options={[
            { value: '', label: t('admin:products.featuredAll') },
            { value: 'true', label: t('admin:products.featuredOnly') },
            { value: 'false', label: t('admin:products.featuredNot') },
          ]}
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
        <div className="relative overflow-x-auto rounded-2xl border border-line">
          <table
            className={cx('w-full min-w-[50rem] text-left text-sm', list.isPlaceholderData && 'opacity-60')}
          >
            <caption className="sr-only">{t('admin:products.caption')}</caption>
            <thead className="border-b border-line bg-ivory-100 text-[0.6875rem] tracking-[0.14em] text-plum-500 uppercase">
              <tr>
                <th scope="col" className="w-10 px-4 py-3">
                  <input
                    type="checkbox"
                    checked={allOnPage}
                    onChange={toggleAll}
                    aria-label={t('admin:products.selectPage')}
                    className="size-4 accent-plum-800"
                  />
                </th>
                <th scope="col" className="px-2 py-3 font-semibold">
                  {t('admin:products.columns.product')}
                </th>
                <th scope="col" className="px-3 py-3 font-semibold">
                  {t('admin:products.columns.price')}
                </th>
                <th scope="col" className="px-3 py-3 font-semibold">
                  {t('admin:products.columns.stock')}
                </th>
                <th scope="col" className="px-3 py-3 font-semibold">
                  {t('admin:products.columns.availability')}
                </th>
                <th scope="col" className="px-3 py-3 font-semibold">
                  {t('admin:products.columns.featured')}
                </th>
                <th scope="col" className="px-3 py-3 font-semibold">
                  {t('admin:products.columns.visible')}
                </th>
                <th scope="col" className="px-4 py-3 text-right font-semibold">
                  <span className="sr-only">{t('admin:products.columns.actions')}</span>
                </th>
              </tr>
            </thead>
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
                        <del className="block text-xs text-plum-500">
                          {formatVnd(product.price, language)}
                        </del>
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
          </table>
        </div>
      </ListState>

      {list.data && <Pager page={page} totalPages={list.data.totalPages} onPage={setPage} />}

      <ConfirmDialog
        open={deleting !== null}
        title={t('admin:products.deleteTitle')}
        body={t('admin:products.deleteBody', { name: deleting?.name ?? '' })}
        confirmLabel={t('admin:products.delete')}
        pending={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: (result) => {
              toast.success(
                result.deleted
                  ? t('admin:products.deleted', { name: deleting.name })
                  : t('admin:products.hiddenInstead', { name: deleting.name }),
              );
              setSelected((s) => {
                const next = new Set(s);
                next.delete(deleting.id);
                return next;
              });
              setDeleting(null);
            },
            onError: onFailure,
          });
        }}
      />
    </div>
  );
}
