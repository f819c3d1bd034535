import { CATEGORIES, ROUTES } from '@shop/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Pager } from '../../../components/ui/pager';
import { useProducts } from '../../../features/catalog/api/get-products';
import { ActiveFilters } from '../../../features/catalog/components/active-filters';
import { CategoryChips } from '../../../features/catalog/components/category-chips';
import { FilterDrawer } from '../../../features/catalog/components/filter-drawer';
import { FilterPanel } from '../../../features/catalog/components/filter-panel';
import { ListingBar } from '../../../features/catalog/components/listing-bar';
import { ListingEmpty } from '../../../features/catalog/components/listing-empty';
import { ProductGrid } from '../../../features/catalog/components/product-grid';
import { SearchBox } from '../../../features/catalog/components/search-box';
import { useProductFilters } from '../../../features/catalog/hooks/use-product-filters';
import {
  activeFilterCount,
  EMPTY_FILTERS,
  filtersToParams,
  filtersToSearchParams,
  toggleValue,
  updateFilters,
} from '../../../features/catalog/lib/product-filters';
import { useCollections } from '../../../features/collections/api/get-collections';
import { usePageTitle } from '../../../lib/use-page-title';

const RESULTS_ID = 'catalogue-results';
/** Three columns beside the filter sidebar on a desktop, two on a phone. */
const GRID_SIZES =
  '(min-width: 1280px) 296px, (min-width: 1024px) calc((100vw - 22rem) / 3), (min-width: 768px) 30vw, 50vw';

/**
 * /products: the listing, with every filter, the sort, the search and the page in the URL, so a
 * shared link or a reload shows the same page.
 */
export function ProductsPage() {
  const { t } = useTranslation(['products', 'common']);
  const { filters, setFilters } = useProductFilters();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const collections = useCollections();
  const query = useProducts(filtersToParams(filters), { keepPrevious: true });
  const data = query.data;
  const refinements = activeFilterCount(filters);

  const onlyCategory = filters.category.length === 1 ? filters.category[0] : undefined;
  usePageTitle(
    filters.q
      ? t('products:search.title', { q: filters.q })
      : onlyCategory
        ? t(`common:catalog.category.${onlyCategory}`)
        : t('products:title'),
  );

  const hrefFor = (page: number) => {
    const qs = filtersToSearchParams(updateFilters(filters, { page })).toString();
    return qs ? `${ROUTES.products}?${qs}` : ROUTES.products;
  };
  const scrollToResults = () => document.getElementById(RESULTS_ID)?.scrollIntoView({ block: 'start' });
  const clearAll = () => setFilters({ ...EMPTY_FILTERS, sort: filters.sort });

  const panel = (
    <FilterPanel filters={filters} onChange={(change) => setFilters(change)} collections={collections.data} />
  );

  return (
    <div className="mx-auto w-full max-w-7xl px-4 pt-10 pb-24 sm:px-6 sm:pt-14 lg:px-8">
      <header className="flex flex-col gap-8 lg:flex-row lg:items-end lg:justify-between">
        <div>
          <p className="text-eyebrow font-semibold text-wine-600 uppercase">{t('products:eyebrow')}</p>
          <h1 className="mt-3 text-title font-medium">{t('products:title')}</h1>
          <p className="mt-4 max-w-xl text-sm leading-relaxed text-plum-500 sm:text-base">
            {t('products:intro')}
          </p>
        </div>
        <div className="w-full lg:max-w-sm">
          <SearchBox value={filters.q} onSearch={(q) => setFilters({ q }, { replace: true })} />
        </div>
      </header>

      <div className="mt-8">
        <CategoryChips
          selected={filters.category}
          onClear={() => setFilters({ category: [] })}
          onToggle={(category) =>
            setFilters({ category: toggleValue(filters.category, category, CATEGORIES) })
          }
        />
      </div>

      <div className="mt-10 grid gap-10 lg:grid-cols-[14.5rem_1fr] lg:gap-12">
        <aside aria-label={t('products:filters.title')} className="hidden lg:block">
          {panel}
        </aside>

        <div id={RESULTS_ID} className="min-w-0 scroll-mt-24">
          <ListingBar
            total={data?.total}
            refinements={refinements}
            sort={filters.sort}
            q={filters.q}
            onSort={(sort) => setFilters({ sort })}
            onOpenFilters={() => setDrawerOpen(true)}
          />

          <div className="mt-4 empty:hidden">
            <ActiveFilters
              filters={filters}
              collections={collections.data}
              onChange={(change) => setFilters(change)}
            />
          </div>

          <div className="mt-8">
            {query.isError && !data ? (
              <div role="alert" className="rounded-3xl border border-line bg-ivory-50 px-6 py-16 text-center">
                <h2 className="font-display text-3xl">{t('products:error.title')}</h2>
                <p className="mx-auto mt-3 max-w-md text-sm text-plum-500">{t('products:error.body')}</p>
                <Button className="mt-8" onClick={() => query.refetch()}>
                  {t('products:error.retry')}
                </Button>
              </div>
            ) : data && data.products.length === 0 ? (
              <ListingEmpty
                pageBeyondEnd={data.total > 0}
                firstPageHref={hrefFor(1)}
                hasFilters={refinements > 0 || Boolean(filters.q)}
                onClear={clearAll}
              />
            ) : (
              <ProductGrid
                products={data?.products}
                skeletons={12}
                sizes={GRID_SIZES}
                headingLevel={2}
                eager={2}
                stale={query.isPlaceholderData}
              />
            )}
          </div>

          {data && (
            <div className="mt-16">
              <Pager
                page={filters.page}
                totalPages={data.totalPages}
                hrefFor={hrefFor}
                onNavigate={scrollToResults}
              />
            </div>
          )}
        </div>
      </div>

      <FilterDrawer
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        title={t('products:filters.title')}
        closeLabel={t('products:filters.close')}
        footer={
          <div className="flex items-center gap-3">
            {refinements > 0 && (
              <Button variant="ghost" onClick={clearAll}>
                {t('products:filters.clearAll')}
              </Button>
            )}
            <Button className="flex-1" onClick={() => setDrawerOpen(false)}>
              {data ? t('products:filters.show', { count: data.total }) : t('products:filters.showPending')}
            </Button>
          </div>
        }
      >
        {panel}
      </FilterDrawer>
    </div>
  );
}
