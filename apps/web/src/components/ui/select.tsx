import type { SelectHTMLAttributes } from 'react';
import { Field } from './field';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  options: readonly SelectOption[];
  hideLabel?: boolean;
  error?: string | null;
}

/** A native select (best keyboard and screen-reader support there is), dressed in the theme. */
export function Select({ label, options, hideLabel, error, className, id, ...rest }: SelectProps) {
  return (
    <Field label={label} hideLabel={hideLabel} error={error} id={id} className={className}>
      {(control) => (
        <div className="relative">
          <select
            {...control}
            className="min-h-11 w-full appearance-none rounded-pill border border-line bg-ivory-50 pr-10 pl-5 text-sm text-plum-900 focus-visible:border-wine-600"
            {...rest}
          >
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            className="pointer-events-none absolute top-1/2 right-4 size-4 -translate-y-1/2 text-plum-500"
          >
            <path d="M5 7.5 10 12.5 15 7.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
          </svg>
        </div>
      )}
    </Field>
  );
}
