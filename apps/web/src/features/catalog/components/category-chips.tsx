import { CATEGORIES, type Category } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/ui/cx';

interface CategoryChipsProps {
  selected: readonly Category[];
  onToggle: (category: Category) => void;
  onClear: () => void;
}

const chip = (on: boolean) =>
  cx(
    'inline-flex min-h-10 shrink-0 items-center rounded-pill border px-4 text-sm whitespace-nowrap transition-colors',
    on
      ? 'border-plum-800 bg-plum-800 text-ivory-100'
      : 'border-line bg-ivory-50 text-plum-800 hover:border-plum-800',
  );

/** The category chips above the grid: "All" plus every category, several at once. */
export function CategoryChips({ selected, onToggle, onClear }: CategoryChipsProps) {
  const { t } = useTranslation(['products', 'common']);
  return (
    <fieldset className="min-w-0">
      <legend className="sr-only">{t('products:filters.categories')}</legend>
      <div className="-mx-4 flex gap-2 overflow-x-auto px-4 py-1 [scrollbar-width:none] sm:-mx-6 sm:px-6 lg:mx-0 lg:flex-wrap lg:px-0 [&::-webkit-scrollbar]:hidden">
        <button
          type="button"
          aria-pressed={selected.length === 0}
          onClick={onClear}
          className={chip(selected.length === 0)}
        >
          {t('products:filters.allCategories')}
        </button>
        {CATEGORIES.map((category) => {
          const on = selected.includes(category);
          return (
            <button
              key={category}
              type="button"
              aria-pressed={on}
              onClick={() => onToggle(category)}
              className={chip(on)}
            >
              {t(`common:catalog.category.${category}`)}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
