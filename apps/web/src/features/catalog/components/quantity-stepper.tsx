import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface QuantityStepperProps {
  value: number;
  max: number;
  onChange: (value: number) => void;
  disabled?: boolean;
}

const step =
  'inline-flex size-11 items-center justify-center rounded-full text-plum-800 transition-colors hover:enabled:bg-blush-100 disabled:text-plum-300';

/** − quantity + between 1 and what the chosen size has in stock. */
export function QuantityStepper({ value, max, onChange, disabled = false }: QuantityStepperProps) {
  const { t } = useTranslation('products');
  const id = useId();
  const clamp = (n: number) =>
    Math.min(Math.max(1, Number.isFinite(n) ? Math.trunc(n) : 1), Math.max(1, max));
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="sr-only">
        {t('detail.quantity')}
      </label>
      <div className="inline-flex min-h-12 items-center rounded-pill border border-line bg-ivory-50 px-0.5">
        <button
          type="button"
          className={step}
          aria-label={t('detail.decrease')}
          disabled={disabled || value <= 1}
          onClick={() => onChange(clamp(value - 1))}
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4">
            <path d="M5 10h10" stroke="currentColor" strokeWidth="1.5" />
          </svg>
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={Math.max(1, max)}
          value={value}
          disabled={disabled}
          onChange={(e) => onChange(clamp(Number(e.target.value)))}
          className="w-10 bg-transparent text-center text-sm font-medium tabular-nums text-plum-900 [appearance:textfield] disabled:text-plum-300 [&::-webkit-inner-spin-button]:appearance-none"
        />
        <button
          type="button"
          className={step}
          aria-label={t('detail.increase')}
          disabled={disabled || value >= max}
          onClick={() => onChange(clamp(value + 1))}
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4">
            <path d="M5 10h10M10 5v10" stroke="currentColor" strokeWidth="1.5" />
          </svg>
        </button>
      </div>
    </div>
  );
}
