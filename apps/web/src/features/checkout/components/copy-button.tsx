import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from '../../../components/icons/icons';
import { cx } from '../../../components/ui/cx';

/** Copies a value (account number, amount, memo) to the clipboard and says so for a moment. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation('qrcode');
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), 2000);
    return () => clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      setState('failed');
    }
  };

  return (
    <button
      type="button"
      onClick={copy}
      aria-label={t('copyLabel', { label })}
      className={cx(
        'inline-flex min-h-9 shrink-0 items-center gap-1.5 rounded-pill border px-3 text-xs font-medium transition-colors',
        state === 'copied'
          ? 'border-plum-800 bg-plum-800 text-ivory-50'
          : 'border-line bg-ivory-50 text-plum-800 hover:border-wine-600 hover:text-wine-600',
      )}
    >
      {state === 'copied' && <CheckIcon className="size-3.5" />}
      <span aria-live="polite">
        {state === 'copied' ? t('copied') : state === 'failed' ? t('copyFailed') : t('copy')}
      </span>
    </button>
  );
}
