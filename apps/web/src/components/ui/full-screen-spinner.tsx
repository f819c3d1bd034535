import type { ReactNode } from 'react';
import { Spinner } from './spinner';

export interface FullScreenSpinnerProps {
  label: string;
  /** Shown under the spinner, e.g. a Retry link while the auth check failed. */
  children?: ReactNode;
}

/** The generic loading view, a spinner centred on the whole screen. */
export function FullScreenSpinner({ label, children }: FullScreenSpinnerProps) {
  return (
    <div
      data-testid="full-screen-spinner"
      className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-5 bg-ivory-100/95 px-6 text-center"
    >
      <Spinner label={label} size="lg" />
      {children}
    </div>
  );
}
