import type { ReactNode } from 'react';
import { cx } from '../../../components/ui/cx';

interface SwitchProps {
  checked: boolean;
  onChange: (next: boolean) => void;
  /** the accessible name (e.g. "Visible: Áo sơ mi lụa") */
  label: string;
  disabled?: boolean;
  /** the visible text beside the switch, when there is room for one */
  text?: string;
}

/** An on/off switch (role="switch"), for the inline featured and visibility toggles. */
export function Switch({ checked, onChange, label, disabled, text }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      disabled={disabled}
      onClick={() => onChange(!checked)}
      className="group inline-flex min-h-9 items-center gap-2 text-xs text-plum-800 disabled:opacity-60"
    >
      <span
        aria-hidden="true"
        className={cx(
          'relative inline-flex h-5.5 w-10 shrink-0 items-center rounded-pill border transition-colors',
          checked ? 'border-plum-800 bg-plum-800' : 'border-plum-300 bg-ivory-200',
        )}
      >
        <span
          className={cx(
            'absolute size-4 rounded-full bg-ivory-50 shadow transition-transform',
            checked ? 'translate-x-[1.15rem]' : 'translate-x-0.5',
          )}
        />
      </span>
      {text && <span>{text}</span>}
    </button>
  );
}

interface CheckboxFieldProps {
  label: string;
  description?: string;
  checked: boolean;
  onChange: (next: boolean) => void;
}

export function CheckboxField({ label, description, checked, onChange }: CheckboxFieldProps) {
  return (
    <label className="flex cursor-pointer items-start gap-3 rounded-2xl border border-line bg-ivory-50 p-4 has-[:checked]:border-plum-800">
      <input
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="mt-0.5 size-4 shrink-0 accent-plum-800"
      />
      <span>
        <span className="block text-sm font-medium text-plum-900">{label}</span>
        {description && <span className="mt-0.5 block text-xs text-plum-500">{description}</span>}
      </span>
    </label>
  );
}

/** A section of a long form, with its title. */
export function FormSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <section className="border-t border-line pt-8 first:border-0 first:pt-0">
      <h3 className="font-display text-2xl">{title}</h3>
      {description && <p className="mt-1 text-sm text-plum-500">{description}</p>}
      <div className="mt-5">{children}</div>
    </section>
  );
}
