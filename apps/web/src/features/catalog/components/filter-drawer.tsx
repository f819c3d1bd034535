import type { ReactNode } from 'react';
import { CloseIcon } from '../../../components/icons/icons';
import { useModalDialog } from '../../../lib/use-modal-dialog';

interface FilterDrawerProps {
  open: boolean;
  onClose: () => void;
  title: string;
  closeLabel: string;
  children: ReactNode;
  footer: ReactNode;
}

/**
 * The phone's filter sheet, rising from the bottom. A native <dialog>: the browser keeps focus
 * inside, closes it on Escape, hands focus back to the button that opened it and makes the page
 * behind inert (and unscrollable, with overscroll contained in the sheet).
 */
export function FilterDrawer({ open, onClose, title, closeLabel, children, footer }: FilterDrawerProps) {
  const { titleId, props } = useModalDialog(open, onClose);

  return (
    <dialog
      {...props}
      className="mx-0 mt-auto mb-0 max-h-[88dvh] w-full max-w-none overflow-hidden rounded-t-3xl border-t border-line bg-ivory-100 p-0 text-plum-900 shadow-card backdrop:bg-plum-900/45 open:flex open:flex-col open:animate-fade-in"
    >
      <div className="flex items-center justify-between border-b border-line px-5 py-4">
        <h2 id={titleId} className="font-display text-2xl">
          {title}
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label={closeLabel}
          className="-mr-2 inline-flex size-10 items-center justify-center rounded-full text-plum-700 hover:bg-blush-100"
        >
          <CloseIcon />
        </button>
      </div>
      <div className="flex-1 overflow-y-auto overscroll-contain px-5 py-6">{children}</div>
      <div className="border-t border-line bg-ivory-50 px-5 py-4 pb-[max(1rem,env(safe-area-inset-bottom))]">
        {footer}
      </div>
    </dialog>
  );
}
