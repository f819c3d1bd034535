import { act, cleanup, configure } from '@testing-library/react';
import i18n from 'i18next';
import toast from 'react-hot-toast';
import { initReactI18next } from 'react-i18next';
import { afterEach } from 'vitest';

// jsdom has no matchMedia (react-hot-toast and the back-to-top button ask for reduced motion).
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// waitFor and findBy* wait for a response rendered, which takes milliseconds; their default bound of a
// second is within reach of a busy machine's stalls, five are not, and only a failing test waits them
configure({ asyncUtilTimeout: 5_000 });

// Components render their translation keys in unit tests (no files are fetched).
void i18n.use(initReactI18next).init({ lng: 'en', resources: {}, react: { useSuspense: false } });

afterEach(() => {
  cleanup();
  // react-hot-toast keeps its toasts in module state, which the files of a worker share (isolate:
  // false): a toast one file left would show in the next file's toaster
  act(() => toast.remove());
  window.localStorage.clear();
  window.sessionStorage.clear();
});
