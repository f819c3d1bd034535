import { useTranslation } from 'react-i18next';

interface CartQuantityProps {
  value: number;
  /** what the size has in stock now (and at most the cart's line maximum) */
  max: number;
  /** the line's name and size, for the buttons' accessible names */
  label: string;
  onChange: (value: number) => void;
}

const step =
  'inline-flex size-9 items-center justify-center rounded-full text-plum-800 transition-colors hover:enabled:bg-blush-100 disabled:text-plum-300';

/** − quantity + of a cart line, from 1 to the stock of its size. */
export function CartQuantity({ value, max, label, onChange }: CartQuantityProps) {
  const { t } = useTranslation('cart');
  return (
    <fieldset
      aria-label={t('line.quantityOf', { line: label })}
      className="inline-flex min-h-10 items-center rounded-pill border border-line bg-ivory-50 px-0.5"
    >
      <button
        type="button"
        className={step}
        aria-label={t('line.decrease', { line: label })}
        disabled={value <= 1}
        onClick={() => onChange(value - 1)}
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4">
          <path d="M5 10h10" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </button>
      <output
        aria-live="polite"
        data-testid="line-quantity"
        className="w-8 text-center text-sm font-medium tabular-nums text-plum-900"
      >
        {value}
      </output>
      <button
        type="button"
        className={step}
        aria-label={t('line.increase', { line: label })}
        disabled={value >= max}
        onClick={() => onChange(value + 1)}
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4">
          <path d="M5 10h10M10 5v10" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </button>
    </fieldset>
  );
}
