import type { TextareaHTMLAttributes } from 'react';
import { cx } from './cx';
import { Field, type FieldProps } from './field';

export interface TextAreaProps
  extends TextareaHTMLAttributes<HTMLTextAreaElement>,
    Omit<FieldProps, 'children' | 'className' | 'id' | 'tone'> {}

/** A multi-line field: the design system's Input, over several lines. */
export function TextArea({
  label,
  hideLabel,
  hint,
  error,
  invalid,
  describedBy,
  className,
  id,
  ...rest
}: TextAreaProps) {
  return (
    <Field
      label={label}
      hideLabel={hideLabel}
      hint={hint}
      error={error}
      invalid={invalid}
      describedBy={describedBy}
      id={id}
      className={className}
    >
      {(control) => (
        <textarea
          {...control}
          className={cx(
            'min-h-32 w-full rounded-2xl border bg-ivory-50 px-5 py-3 text-sm leading-relaxed text-plum-900 placeholder:text-placeholder focus-visible:border-wine-600',
            error || invalid ? 'border-wine-600' : 'border-line',
          )}
          {...rest}
        />
      )}
    </Field>
  );
}
