import type { ReactNode } from 'react';
import { useModalDialog } from '../../lib/use-modal-dialog';
import { cx } from './cx';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** Label of the close button (translated by the caller). */
  closeLabel: string;
  children: ReactNode;
  className?: string;
}

/**
 * A modal on the native <dialog>: the browser traps focus, closes on Escape, returns focus to the
 * opener and makes the rest of the page inert.
 */
export function Dialog({ open, onClose, title, closeLabel, children, className }: DialogProps) {
  const { titleId, props } = useModalDialog(open, onClose);

  return (
    <dialog
      {...props}
      className={cx(
        'm-auto w-[min(92vw,32rem)] rounded-2xl border border-line bg-ivory-50 p-0 text-plum-900 shadow-card backdrop:bg-plum-900/40',
        className,
      )}
    >
      <div className="flex items-start justify-between gap-4 border-b border-line px-6 py-4">
        <h2 id={titleId} className="font-display text-2xl">
          {title}
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label={closeLabel}
          className="-mr-2 inline-flex size-9 items-center justify-center rounded-full text-plum-700 hover:bg-blush-100"
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4">
            <path d="M5 5l10 10M15 5 5 15" stroke="currentColor" strokeWidth="1.5" />
          </svg>
        </button>
      </div>
      <div className="px-6 py-5">{children}</div>
    </dialog>
  );
}
