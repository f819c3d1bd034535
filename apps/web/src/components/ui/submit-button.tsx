import type { ReactNode } from 'react';
import { Button, type ButtonProps } from './button';
import { cx } from './cx';

export interface SubmitButtonProps extends Omit<ButtonProps, 'type' | 'children'> {
  pending: boolean;
  /** Shown while the form is being sent (e.g. "Logging in…"). */
  pendingLabel: string;
  children: ReactNode;
}

/** A form's submit button: disabled with a turning ring and a "sending" label while the call runs. */
export function SubmitButton({
  pending,
  pendingLabel,
  children,
  className,
  disabled,
  ...rest
}: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      size="lg"
      disabled={pending || disabled}
      aria-busy={pending || undefined}
      className={cx('w-full', className)}
      {...rest}
    >
      {pending && (
        <span
          aria-hidden="true"
          className="size-4 animate-spin-turn rounded-full border-2 border-ivory-100/40 border-t-ivory-100"
        />
      )}
      {pending ? pendingLabel : children}
    </Button>
  );
}
