import { TOAST } from '@shop/shared';
import { useEffect } from 'react';
import toast, { type DefaultToastOptions, Toaster, useToasterStore } from 'react-hot-toast';

/** At most 20 toasts are kept; older ones are dismissed. */
function ToastLimit() {
  const { toasts } = useToasterStore();
  useEffect(() => {
    toasts
      .filter((t) => t.visible)
      .filter((_, index) => index >= TOAST.limit)
      .forEach((t) => {
        toast.dismiss(t.id);
      });
  }, [toasts]);
  return null;
}

/**
 * 4 s blank and error (the shop's toasts 4 s), 2 s success, loading until dismissed
 * (docs/requirements/limits.md).
 */
export const TOAST_OPTIONS: DefaultToastOptions = {
  duration: TOAST.shopMs,
  blank: { duration: TOAST.blankMs },
  error: { duration: TOAST.errorMs, iconTheme: { primary: '#9a3b54', secondary: '#fdfbf8' } },
  success: { duration: TOAST.successMs, iconTheme: { primary: '#3b1f2b', secondary: '#fdfbf8' } },
  loading: { duration: TOAST.loadingMs },
  style: {
    background: '#fdfbf8',
    color: '#2a1520',
    border: '1px solid #e6d9d0',
    borderRadius: '14px',
    fontSize: '0.875rem',
    boxShadow: '0 18px 40px -28px rgb(42 21 32 / 0.5)',
  },
};

/** Toasts appear top-right, clear of the navbar. */
export function AppToaster() {
  return (
    <>
      <Toaster position="top-right" containerStyle={{ top: 80 }} toastOptions={TOAST_OPTIONS} />
      <ToastLimit />
    </>
  );
}
