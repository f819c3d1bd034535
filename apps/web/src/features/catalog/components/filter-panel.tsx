import { AVAILABILITY, type Collection, formatVnd, SHOPPER_AVAILABILITY_FILTERS, SIZES } from '@shop/shared';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/ui/cx';
import { useEarlyInput } from '../../../lib/use-early-input';
import { PRICE_RANGES, type ProductFilters, toggleValue } from '../lib/product-filters';

interface FilterPanelProps {
  filters: ProductFilters;
  onChange: (change: Partial<ProductFilters>) => void;
  collections: Collection[] | undefined;
}

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="border-b border-line py-6 first:pt-0 last:border-0">
      <legend className="mb-4 float-left w-full text-eyebrow font-semibold text-plum-800 uppercase">
        {legend}
      </legend>
      <div className="clear-left">{children}</div>
    </fieldset>
  );
}

const optionRow =
  'flex min-h-9 cursor-pointer items-center gap-3 text-sm text-plum-800 hover:text-wine-700 has-[:checked]:font-medium has-[:checked]:text-plum-900';
const box = 'size-4 shrink-0 accent-plum-800';

/** Sizes, availability, price and collection (the categories are the chips above the grid). */
export function FilterPanel({ filters, onChange, collections }: FilterPanelProps) {
  const { t, i18n } = useTranslation(['products', 'common']);
  const language = i18n.resolvedLanguage ?? 'en';
  const name = useId();
  const money = (n: number) => formatVnd(n, language);

  const rangeLabel = ([min, max]: readonly [number | null, number | null]) =>
    min === null
      ? t('products:filters.under', { max: money(max ?? 0) })
      : max === null
        ? t('products:filters.over', { min: money(min) })
        : t('products:filters.between', { min: money(min), max: money(max) });
  const presetOn = (range: readonly [number | null, number | null]) =>
    filters.minPrice === range[0] && filters.maxPrice === range[1];
  const custom = (filters.minPrice !== null || filters.maxPrice !== null) && !PRICE_RANGES.some(presetOn);
  // a box ticked on the server-rendered listing before its script took over is a filter applied
  const panel = useRef<HTMLDivElement>(null);
  useEarlyInput(panel);

  return (
    <div ref={panel}>
      <Group legend={t('products:filters.sizes')}>
        <div className="flex flex-wrap gap-2">
          {SIZES.map((size) => {
            const on = filters.size.includes(size);
            return (
              <button
                key={size}
                type="button"
                aria-pressed={on}
                onClick={() => onChange({ size: toggleValue(filters.size, size, SIZES) })}
                className={cx(
                  'min-h-9 min-w-11 rounded-pill border px-3 text-xs font-medium tracking-wide transition-colors',
                  on
                    ? 'border-plum-800 bg-plum-800 text-ivory-100'
                    : 'border-line bg-ivory-50 text-plum-800 hover:border-plum-800',
                )}
              >
                {size}
              </button>
            );
          })}
        </div>
      </Group>

      <Group legend={t('products:filters.availability')}>
        <ul>
          {/* SOLD OUT and OUT OF STOCK are not offered as choices: nothing in them can be bought
              (docs/decisions/0042-defective-pieces-sold-as-is.md) */}
          {SHOPPER_AVAILABILITY_FILTERS.map((availability) => (
            <li key={availability}>
              <label className={optionRow}>
                <input
                  type="checkbox"
                  className={box}
                  checked={filters.availability.includes(availability)}
                  onChange={() =>
                    onChange({ availability: toggleValue(filters.availability, availability, AVAILABILITY) })
                  }
                />
                <span className="inline-block first-letter:uppercase">
                  {t(`common:catalog.availability.${availability}`).toLocaleLowerCase(language)}
                </span>
              </label>
            </li>
          ))}
        </ul>
      </Group>

      <Group legend={t('products:filters.price')}>
        <ul>
          <li>
            <label className={optionRow}>
              <input
                type="radio"
                name={`${name}-price`}
                className={box}
                checked={filters.minPrice === null && filters.maxPrice === null}
                onChange={() => onChange({ minPrice: null, maxPrice: null })}
              />
              {t('products:filters.anyPrice')}
            </label>
          </li>
          {PRICE_RANGES.map((range) => (
            <li key={`${range[0]}-${range[1]}`}>
              <label className={optionRow}>
                <input
                  type="radio"
                  name={`${name}-price`}
                  className={box}
                  checked={presetOn(range)}
                  onChange={() => onChange({ minPrice: range[0], maxPrice: range[1] })}
                />
                <span className="tabular-nums">{rangeLabel(range)}</span>
              </label>
            </li>
          ))}
        </ul>
        <PriceInputs filters={filters} onChange={onChange} highlighted={custom} />
      </Group>

      {collections && collections.length > 0 && (
        <Group legend={t('products:filters.collection')}>
          <ul>
            <li>
              <label className={optionRow}>
                <input
                  type="radio"
                  name={`${name}-collection`}
                  className={box}
                  checked={filters.collectionId === null}
                  onChange={() => onChange({ collectionId: null })}
                />
                {t('products:filters.anyCollection')}
              </label>
            </li>
            {collections.map((collection) => (
              <li key={collection.id}>
                <label className={optionRow}>
                  <input
                    type="radio"
                    name={`${name}-collection`}
                    className={box}
                    checked={filters.collectionId === collection.id}
                    onChange={() => onChange({ collectionId: collection.id })}
                  />
                  {collection.name}
                </label>
              </li>
            ))}
          </ul>
        </Group>
      )}
    </div>
  );
}

/** A price range of one's own, in dong; applied on submit so the list does not jump per keystroke. */
function PriceInputs({
  filters,
  onChange,
  highlighted,
}: {
  filters: ProductFilters;
  onChange: (change: Partial<ProductFilters>) => void;
  highlighted: boolean;
}) {
  const { t } = useTranslation('products');
  const id = useId();
  const [min, setMin] = useState(filters.minPrice?.toString() ?? '');
  const [max, setMax] = useState(filters.maxPrice?.toString() ?? '');
  useEffect(() => {
    setMin(filters.minPrice?.toString() ?? '');
    setMax(filters.maxPrice?.toString() ?? '');
  }, [filters.minPrice, filters.maxPrice]);

  const toNumber = (value: string) => {
    const digits = value.replace(/\D/g, '');
    return digits ? Number(digits) : null;
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onChange({ minPrice: toNumber(min), maxPrice: toNumber(max) });
  };
  // a range of one's own (not a preset) shows in the fields' border
  const field = cx(
    'min-h-10 w-full min-w-0 rounded-pill border bg-ivory-50 px-4 text-sm tabular-nums text-plum-900 placeholder:text-placeholder focus-visible:border-wine-600',
    highlighted ? 'border-plum-800' : 'border-line',
  );

  return (
    <form onSubmit={submit} aria-label={t('filters.customPrice')} className="mt-4">
      <div className="flex items-center gap-2">
        <label htmlFor={`${id}-min`} className="sr-only">
          {t('filters.min')}
        </label>
        <input
          id={`${id}-min`}
          inputMode="numeric"
          placeholder={t('filters.min')}
          value={min}
          onChange={(e) => setMin(e.target.value)}
          className={field}
        />
        <span aria-hidden="true" className="text-plum-500">
          –
        </span>
        <label htmlFor={`${id}-max`} className="sr-only">
          {t('filters.max')}
        </label>
        <input
          id={`${id}-max`}
          inputMode="numeric"
          placeholder={t('filters.max')}
          value={max}
          onChange={(e) => setMax(e.target.value)}
          className={field}
        />
      </div>
      <button
        type="submit"
        className="mt-3 min-h-9 w-full rounded-pill border border-plum-800 text-xs font-semibold tracking-[0.14em] text-plum-800 uppercase transition-colors hover:bg-plum-800 hover:text-ivory-100"
      >
        {t('filters.apply')}
      </button>
    </form>
  );
}
