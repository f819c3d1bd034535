import { type MouseEvent, type SyntheticEvent, useEffect, useId, useRef } from 'react';

/**
 * The behaviour every modal of the shop shares, on the native <dialog>: shown with showModal() while
 * `open` (the browser traps focus, makes the page inert and hands focus back on close), closed by
 * Escape or a click on the backdrop, each of which calls `onClose`. Spread `props` on the <dialog>
 * and give the title `titleId`.
 */
export function useModalDialog(open: boolean, onClose: () => void) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal?.();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return {
    titleId,
    props: {
      ref,
      'aria-labelledby': titleId,
      onClose,
      onCancel: (e: SyntheticEvent<HTMLDialogElement>) => {
        e.preventDefault();
        onClose();
      },
      onClick: (e: MouseEvent<HTMLDialogElement>) => {
        if (e.target === ref.current) onClose(); // a click on the backdrop
      },
    },
  };
}
