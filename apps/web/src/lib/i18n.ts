import {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
  SHELL_NAMESPACES,
} from '@shop/shared';
import i18n, { type InitOptions } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';

/**
 * The shell's namespaces (navbar, footer, loaders, toasts of the shell) load up front; the server
 * preloads them in index.html. Every page asks for its own namespaces through useTranslation and
 * suspends until they arrive, so a shopper never downloads all the namespaces at once.
 */
export { SHELL_NAMESPACES };

export const SUPPORTED_LANGUAGES = LANGUAGES.map((l) => l.code);

/** The language in use, reduced to a supported code ('vi-VN' → 'vi'). */
export function currentLanguage(): string {
  return i18n.resolvedLanguage ?? i18n.language ?? DEFAULT_LANGUAGE;
}

function syncHtmlLang(lng: string | undefined): void {
  if (typeof document === 'undefined') return;
  const code = lng?.split('-')[0];
  document.documentElement.lang =
    code && SUPPORTED_LANGUAGES.includes(code as never) ? code : DEFAULT_LANGUAGE;
}

/**
 * What the browser's instance and the server's (entry-server.tsx) share: a server-rendered page is
 * only taken over by the browser (hydration) when both translate to the same text.
 */
export const I18N_OPTIONS = {
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: SUPPORTED_LANGUAGES,
  nonExplicitSupportedLngs: false,
  load: 'languageOnly',
  ns: [...SHELL_NAMESPACES],
  defaultNS: 'common',
  fallbackNS: false,
  interpolation: { escapeValue: false },
  react: { useSuspense: true },
} as const satisfies InitOptions;

export function initI18n(): Promise<unknown> {
  i18n.on('languageChanged', syncHtmlLang);
  return i18n
    .use(HttpBackend)
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      ...I18N_OPTIONS,
      backend: {
        loadPath: '/locales/{{lng}}/{{ns}}.json',
        // The files are not content-hashed: a per-build parameter keeps caches from serving old text.
        queryStringParams: { v: __BUILD_ID__ },
      },
      detection: {
        // Stored choice, browser language, page language attribute.
        order: ['localStorage', 'navigator', 'htmlTag'],
        lookupLocalStorage: LANGUAGE_STORAGE_KEY,
        // the cookie only tells the server which language's files to preload (see page-load.ts)
        caches: ['localStorage', 'cookie'],
        lookupCookie: LANGUAGE_COOKIE,
        cookieMinutes: 60 * 24 * 365,
        cookieOptions: { path: '/', sameSite: 'lax' },
      },
    });
}

export default i18n;
