import { type InputHTMLAttributes, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/ui/cx';

export interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
  error?: string | null;
  /** Under the input, described by it (e.g. the strength meter). */
  extra?: (describedById: string) => ReactNode;
  /** A link beside the label (e.g. "Forgot your password?"). */
  aside?: ReactNode;
  /** Invalid without a message of its own: the form's alert (named by `describedBy`) says why. */
  invalid?: boolean;
  /** more ids that describe the input (a form's alert) */
  describedBy?: string;
}

/** A password input in the theme of the design system's Input, with a show/hide toggle. */
export function PasswordField({
  label,
  error,
  extra,
  aside,
  invalid,
  describedBy: alsoDescribedBy,
  id,
  className,
  ...rest
}: PasswordFieldProps) {
  const { t } = useTranslation('login');
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  const extraId = `${inputId}-extra`;
  const [visible, setVisible] = useState(false);
  const describedBy =
    [extra ? extraId : null, error ? errorId : null, alsoDescribedBy].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cx('flex flex-col gap-1.5', className)}>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={inputId} className="text-sm font-medium text-plum-800">
          {label}
        </label>
        {aside}
      </div>
      <div className="relative">
        <input
          id={inputId}
          type={visible ? 'text' : 'password'}
          aria-invalid={error || invalid ? true : undefined}
          aria-describedby={describedBy}
          autoCapitalize="none"
          spellCheck={false}
          className={cx(
            'min-h-11 w-full rounded-pill border bg-ivory-50 py-2 pr-14 pl-5 text-sm text-plum-900 transition-colors outline-none placeholder:text-placeholder focus-visible:border-wine-600 focus-visible:outline-2 focus-visible:outline-solid',
            error || invalid ? 'border-wine-600' : 'border-line',
          )}
          {...rest}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-pressed={visible}
          aria-controls={inputId}
          aria-label={visible ? t('hidePassword') : t('showPassword')}
          className="absolute top-1/2 right-1 inline-flex size-9 -translate-y-1/2 items-center justify-center rounded-full text-plum-500 hover:bg-blush-100 hover:text-plum-800"
        >
          <EyeIcon crossed={visible} />
        </button>
      </div>
      {extra && <div className="px-1 pt-1">{extra(extraId)}</div>}
      {error && (
        <p id={errorId} className="text-xs font-medium text-wine-600">
          {error}
        </p>
      )}
    </div>
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-[1.125rem]"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.5}
      strokeLinecap="round"
    >
      <path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12Z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M4 20 20 4" />}
    </svg>
  );
}
