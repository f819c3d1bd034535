import type { ReactNode } from 'react';
import { cx } from './cx';

export interface FormAlertProps {
  tone?: 'error' | 'success' | 'info';
  children: ReactNode;
  className?: string;
  id?: string;
}

/** A message about the whole form (a server rejection, a sent e-mail), read out when it appears. */
export function FormAlert({ tone = 'error', children, className, id }: FormAlertProps) {
  return (
    <div
      id={id}
      role={tone === 'error' ? 'alert' : 'status'}
      className={cx(
        'flex gap-3 rounded-2xl border px-4 py-3 text-sm leading-relaxed',
        tone === 'error' && 'border-wine-600/30 bg-blush-100 text-wine-700',
        tone === 'success' && 'border-gold-500/40 bg-ivory-50 text-plum-800',
        tone === 'info' && 'border-line bg-ivory-50 text-plum-700',
        className,
      )}
    >
      <span
        aria-hidden="true"
        className={cx(
          'mt-1.5 size-2 shrink-0 rounded-full',
          tone === 'error' ? 'bg-wine-600' : tone === 'success' ? 'bg-gold-500' : 'bg-plum-300',
        )}
      />
      {/* an address longer than a phone's line ("If an account exists for …") breaks instead of widening the page */}
      <div className="min-w-0 wrap-anywhere">{children}</div>
    </div>
  );
}
