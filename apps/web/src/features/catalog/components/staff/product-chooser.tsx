import { useTranslation } from 'react-i18next';
import { PickerOption } from '../../../../components/staff/picker-option';
import { SearchInput } from '../../../../components/staff/search-input';
import { useSearchText } from '../../../../components/staff/use-search-text';
import { Spinner } from '../../../../components/ui/spinner';
import { useAdminProducts } from '../../api/get-admin-products';
import type { ProductListParams } from '../../lib/product-filters';
import { staffProductSort } from '../../lib/staff/list-sort';

interface ProductChooserProps {
  selected: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
  label: string;
  /**
   * Only the pieces shoppers see (the newsletter: a mail may not link to a hidden piece, which the
   * server refuses). A collection or a coupon may name hidden pieces too.
   */
  visibleOnly?: boolean;
}

/** The chooser's list query: by relevance while searching, the newest first otherwise. */
export function chooserQuery(q: string, visibleOnly: boolean): ProductListParams {
  const params: ProductListParams = { sort: staffProductSort(null, q), page: 1, pageSize: 200 };
  if (q) params.q = q;
  if (visibleOnly) params.visible = true;
  return params;
}

/** Ticks products: a searchable list of the catalogue, hidden pieces too unless `visibleOnly`. */
export function ProductChooser({ selected, onChange, label, visibleOnly = false }: ProductChooserProps) {
  const { t } = useTranslation(['admin', 'common']);
  const { search, setSearch, q } = useSearchText();
  const list = useAdminProducts(chooserQuery(q, visibleOnly));

  const toggle = (id: string) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onChange(next);
  };

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-3 flex w-full items-baseline justify-between text-sm font-medium text-plum-800">
        {label}
        <span className="text-xs font-normal text-plum-500 lining-nums tabular-nums">
          {t('admin:chooser.selected', { count: selected.size })}
        </span>
      </legend>
      <SearchInput label={t('admin:chooser.search')} value={search} onChange={setSearch} />
      <div className="max-h-80 overflow-y-auto rounded-2xl border border-line bg-ivory-50">
        {list.isPending ? (
          <div className="flex justify-center py-10">
            <Spinner label={t('common:loading.generic')} size="sm" />
          </div>
        ) : (list.data?.products.length ?? 0) === 0 ? (
          <p className="p-6 text-center text-sm text-plum-500">{t('admin:chooser.none')}</p>
        ) : (
          <ul className="divide-y divide-line">
            {list.data?.products.map((product) => (
              <PickerOption
                key={product.id}
                type="checkbox"
                checked={selected.has(product.id)}
                onChange={() => toggle(product.id)}
              >
                <span className="h-10 w-8 shrink-0 overflow-hidden rounded-md bg-ivory-200">
                  {product.image && (
                    <img src={product.image.src} alt="" loading="lazy" className="size-full object-cover" />
                  )}
                </span>
                <span className="min-w-0 flex-1">
                  <span className="line-clamp-1 text-sm text-plum-900">{product.name}</span>
                  <span className="block text-xs text-plum-500">
                    {t(`common:catalog.category.${product.category}`)}
                    {!product.visible && ` · ${t('admin:products.hiddenTag')}`}
                  </span>
                </span>
              </PickerOption>
            ))}
          </ul>
        )}
      </div>
    </fieldset>
  );
}
