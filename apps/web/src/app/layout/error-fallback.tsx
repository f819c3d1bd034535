import { MESSAGES } from '@shop/shared';
import { useEffect } from 'react';
import i18n from '../../lib/i18n';
import { stopHoldingEarlyActions } from '../../lib/use-early-input';

/**
 * "Something went wrong" with a Reload Page button. It may render before or without the
 * translations (an error at start), so it asks i18n directly with the English text as default.
 */
export function ErrorFallback() {
  // in place of a server-rendered page that could not be taken over: its Reload button is the app's to handle
  useEffect(stopHoldingEarlyActions, []);
  const tr = (key: string, fallback: string) =>
    i18n.isInitialized ? i18n.t(key, { ns: 'common', defaultValue: fallback }) : fallback;
  return (
    <div
      role="alert"
      className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-ivory-100 px-6 text-center"
    >
      <p className="text-eyebrow font-semibold text-wine-600 uppercase">{tr('error.eyebrow', 'Oops')}</p>
      <h1 className="font-display text-title">{tr('error.title', MESSAGES.somethingWentWrong)}</h1>
      <p className="max-w-md text-sm text-plum-500">
        {tr('error.body', 'An unexpected error stopped this page. Reloading usually puts things right.')}
      </p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="inline-flex min-h-11 items-center rounded-pill bg-plum-800 px-6 text-sm font-medium text-ivory-100 hover:bg-plum-700"
      >
        {tr('error.reload', MESSAGES.reloadPage)}
      </button>
    </div>
  );
}
