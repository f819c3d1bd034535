import { type ReactNode, useId } from 'react';
import { cx } from './cx';

/** What a field's control carries so its label, hint and error are announced with it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldProps {
  label: string;
  /** Visually hide the label (it stays for screen readers). */
  hideLabel?: boolean;
  hint?: string;
  error?: string | null;
  /**
   * Invalid without a message of its own: a message about the whole form says why ('All fields are
   * required', said once); `describedBy` names it.
   */
  invalid?: boolean;
  /** more ids that describe the control (a form's alert), after the hint and the error */
  describedBy?: string;
  tone?: 'light' | 'dark';
  /** the control's id (one is made up when none is given) */
  id?: string;
  className?: string;
  /** the control itself, given the props that tie it to the label, the hint and the error */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * The frame every form control of the design system sits in (Input, TextArea, Select): the label tied
 * to the control, the hint and the error under it, both named by aria-describedby, and aria-invalid
 * while there is an error.
 */
export function Field({
  label,
  hideLabel,
  hint,
  error,
  invalid,
  describedBy,
  tone = 'light',
  id,
  className,
  children,
}: FieldProps) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const dark = tone === 'dark';
  return (
    <div className={cx('flex flex-col gap-1.5', className)}>
      <label
        htmlFor={controlId}
        className={cx(
          hideLabel ? 'sr-only' : 'text-sm font-medium wrap-anywhere',
          dark ? 'text-blush-100' : 'text-plum-800',
        )}
      >
        {label}
      </label>
      {children({
        id: controlId,
        'aria-invalid': error || invalid ? true : undefined,
        'aria-describedby': [hintId, errorId, describedBy].filter(Boolean).join(' ') || undefined,
      })}
      {hint && (
        <p id={hintId} className={cx('text-xs wrap-anywhere', dark ? 'text-plum-100' : 'text-plum-500')}>
          {hint}
        </p>
      )}
      {error && (
        <p
          id={errorId}
          className={cx('text-xs font-medium wrap-anywhere', dark ? 'text-blush-200' : 'text-wine-600')}
        >
          {error}
        </p>
      )}
    </div>
  );
}
