import type { InputHTMLAttributes } from 'react';
import { cx } from './cx';
import { Field, type FieldProps } from './field';

export interface InputProps
  extends InputHTMLAttributes<HTMLInputElement>,
    Omit<FieldProps, 'children' | 'className' | 'id'> {}

export function Input({
  label,
  hideLabel,
  hint,
  error,
  invalid,
  describedBy,
  tone = 'light',
  className,
  id,
  ...rest
}: InputProps) {
  const dark = tone === 'dark';
  return (
    <Field
      label={label}
      hideLabel={hideLabel}
      hint={hint}
      error={error}
      invalid={invalid}
      describedBy={describedBy}
      tone={tone}
      id={id}
      className={className}
    >
      {(control) => (
        <input
          {...control}
          className={cx(
            'min-h-11 w-full rounded-pill border px-5 text-sm transition-colors outline-none focus-visible:outline-2 focus-visible:outline-solid',
            dark
              ? 'border-plum-600 bg-plum-800 text-ivory-100 placeholder:text-placeholder-on-dark focus-visible:border-blush-200'
              : 'border-line bg-ivory-50 text-plum-900 placeholder:text-placeholder focus-visible:border-wine-600',
            (error || invalid) && 'border-wine-600',
          )}
          {...rest}
        />
      )}
    </Field>
  );
}
