import { type InputHTMLAttributes, useId } from 'react';
import { cx } from './cx';

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** Visually hide the label (it stays for screen readers). */
  hideLabel?: boolean;
  hint?: string;
  error?: string | null;
  tone?: 'light' | 'dark';
}

export function Input({ label, hideLabel, hint, error, tone = 'light', className, id, ...rest }: InputProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const dark = tone === 'dark';
  return (
    <div className={cx('flex flex-col gap-1.5', className)}>
      <label
        htmlFor={inputId}
        className={cx(
          hideLabel ? 'sr-only' : 'text-sm font-medium wrap-anywhere',
          dark ? 'text-blush-100' : 'text-plum-800',
        )}
      >
        {label}
      </label>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        className={cx(
          'min-h-11 w-full rounded-pill border px-5 text-sm transition-colors outline-none focus-visible:outline-2 focus-visible:outline-solid',
          dark
            ? 'border-plum-600 bg-plum-800 text-ivory-100 placeholder:text-plum-300 focus-visible:border-blush-200'
            : 'border-line bg-ivory-50 text-plum-900 placeholder:text-plum-500 focus-visible:border-wine-600',
          error && 'border-wine-600',
        )}
        {...rest}
      />
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
