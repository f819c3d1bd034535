import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18next, { type i18n } from 'i18next';

const dir = join(__dirname, '../../public/locales');

/**
 * Tests only (it reads the files from disk): an i18next instance of its own with the real translation files of these namespaces, for a test that
 * reads the words (the shared instance of setup.ts renders keys). Give it to <I18nextProvider>.
 */
export async function realI18n(lng: 'en' | 'vi', namespaces: readonly string[]): Promise<i18n> {
  const instance = i18next.createInstance();
  const resources = {
    [lng]: Object.fromEntries(
      namespaces.map((ns) => [ns, JSON.parse(readFileSync(join(dir, lng, `${ns}.json`), 'utf8'))]),
    ),
  };
  // no initReactI18next: that would make this instance every other test's default (isolate: false)
  await instance.init({
    lng,
    resources,
    ns: [...namespaces],
    defaultNS: namespaces[0],
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}
