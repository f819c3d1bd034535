import type { SizeStock } from '@shop/shared';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/ui/cx';
import { useEarlyInput } from '../../../lib/use-early-input';

interface SizePickerProps {
  sizes: SizeStock[];
  value: string | null;
  onChange: (size: string) => void;
  /** the product cannot be ordered at all (sold out, defective…): every size is off */
  disabled?: boolean;
  describedBy?: string;
}

/** Stock at or under this shows "Only N left" under the sizes. */
export const LOW_STOCK = 3;

/**
 * The sizes the product is made in, as a radio group: a size without stock is shown struck through
 * and cannot be chosen (screen readers hear "out of stock").
 */
export function SizePicker({ sizes, value, onChange, disabled = false, describedBy }: SizePickerProps) {
  const { t } = useTranslation('products');
  const name = useId();
  const group = useRef<HTMLFieldSetElement>(null);
  // a size tapped on the server-rendered page before its script took over is the size chosen
  useEarlyInput(group);
  return (
    <fieldset ref={group} aria-describedby={describedBy}>
      <legend className="text-eyebrow font-semibold text-plum-800 uppercase">
        {t('detail.size')}
        {value && <span className="ml-2 font-sans tracking-normal text-plum-500 normal-case">{value}</span>}
      </legend>
      <div className="mt-4 flex flex-wrap gap-2">
        {sizes.map(({ size, stock }) => {
          const out = stock <= 0 || disabled;
          return (
            <label
              key={size}
              className={cx(
                'relative inline-flex min-h-11 min-w-13 items-center justify-center rounded-pill border px-4 text-sm font-medium transition-colors',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-wine-600',
                out
                  ? 'cursor-not-allowed border-dashed border-line text-plum-300 line-through decoration-plum-300'
                  : 'cursor-pointer border-line bg-ivory-50 text-plum-800 hover:border-plum-800 has-[:checked]:border-plum-800 has-[:checked]:bg-plum-800 has-[:checked]:text-ivory-100',
              )}
            >
              <input
                type="radio"
                name={name}
                value={size}
                checked={value === size}
                disabled={out}
                onChange={() => onChange(size)}
                aria-label={stock <= 0 ? `${size}, ${t('detail.sizeOut')}` : undefined}
                className="sr-only"
              />
              {size}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
