import { useId } from 'react';
import { cx } from '../ui/cx';

interface ChoiceChipsProps<T extends string> {
  legend: string;
  /** keep the legend for screen readers only */
  hideLegend?: boolean;
  /** null: none chosen (e.g. a range typed by hand is none of the presets) */
  value: T | null;
  options: ReadonlyArray<{ value: T; label: string }>;
  onChange: (value: T) => void;
  size?: 'sm' | 'md';
  className?: string;
}

/** One choice of a few, as pill-shaped native radio buttons (arrow keys move between them). */
export function ChoiceChips<T extends string>({
  legend,
  hideLegend,
  value,
  options,
  onChange,
  size = 'md',
  className,
}: ChoiceChipsProps<T>) {
  const name = useId();
  return (
    <fieldset className={cx('flex min-w-0 flex-wrap items-center gap-2', className)}>
      <legend className={hideLegend ? 'sr-only' : 'float-left mr-2 text-sm font-medium text-plum-800'}>
        {legend}
      </legend>
      {options.map((option) => (
        <label
          key={option.value}
          className={cx(
            'relative inline-flex cursor-pointer items-center rounded-pill border transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-wine-600 has-[:focus-visible]:outline-solid',
            size === 'sm' ? 'min-h-8 px-3 text-xs font-medium' : 'min-h-9 px-4 text-sm',
            value === option.value
              ? 'border-plum-800 bg-plum-800 text-ivory-100'
              : 'border-line bg-ivory-50 text-plum-800 hover:border-plum-300',
          )}
        >
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
            className="absolute inset-0 m-0 size-full cursor-pointer appearance-none rounded-pill opacity-0"
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
