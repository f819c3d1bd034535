import { cx } from '../ui/cx';

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
