import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { I18N_NAMESPACES, LANGUAGES, MESSAGES } from '@shop/shared';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { SHELL_NAMESPACES } from './i18n';

const dir = join(__dirname, '../../public/locales');
const load = (lng: string, ns: string) => JSON.parse(readFileSync(join(dir, lng, `${ns}.json`), 'utf8'));

function keys(value: unknown, prefix = ''): string[] {
  if (!value || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

/** i18next's plural suffixes (CLDR categories): English has `_one` and `_other`, Vietnamese only `_other`. */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** The keys with their plural suffix taken off, once each: `count_one` and `count_other` are `count`. */
const baseKeys = (value: unknown) =>
  [...new Set(keys(value).map((k) => k.replace(PLURAL_SUFFIX, '')))].sort();

/** The plural forms a language's rules need (Intl.PluralRules, as i18next uses them). */
const pluralForms = (lng: string) => new Intl.PluralRules(lng).resolvedOptions().pluralCategories;

describe('translation files', () => {
  const namespaces = readdirSync(join(dir, 'en')).map((f) => f.replace(/\.json$/, ''));

  it('exist for every namespace the pages and the shell load, in every language', () => {
    for (const { code } of LANGUAGES) {
      const present = readdirSync(join(dir, code)).map((f) => f.replace(/\.json$/, ''));
      for (const ns of [...I18N_NAMESPACES, ...SHELL_NAMESPACES])
        expect(present, `${code}/${ns}`).toContain(ns);
    }
  });

  it('have the same keys in English and Vietnamese, plural forms aside, and no empty text', () => {
    for (const ns of namespaces) {
      const en = load('en', ns);
      const vi = load('vi', ns);
      expect(baseKeys(vi), ns).toEqual(baseKeys(en));
      for (const lng of [en, vi]) {
        const flat = JSON.stringify(lng);
        expect(flat, ns).not.toMatch(/:""/);
      }
    }
  });

  it('give every counted text the plural forms its language needs, and no other', () => {
    for (const { code } of LANGUAGES) {
      const forms = pluralForms(code);
      for (const ns of namespaces) {
        const all = keys(load(code, ns));
        const plural = [
          ...new Set(all.filter((k) => PLURAL_SUFFIX.test(k)).map((k) => k.replace(PLURAL_SUFFIX, ''))),
        ];
        for (const base of plural) {
          const present = all.filter((k) => k.replace(PLURAL_SUFFIX, '') === base && PLURAL_SUFFIX.test(k));
          expect(present.map((k) => k.slice(base.length + 1)).sort(), `${code}/${ns}:${base}`).toEqual(
            [...forms].sort(),
          );
        }
      }
    }
  });

  it('count through the plural rules, not with a hand-made "(s)" (the required wording aside)', async () => {
    const spec = new Set(['cart:messages.couponMinItems']);
    for (const ns of namespaces) {
      for (const key of keys(load('en', ns))) {
        const text = key.split('.').reduce((v, k) => v[k], load('en', ns));
        if (!spec.has(`${ns}:${key}`)) expect(text, `${ns}:${key}`).not.toMatch(/\(s\)/);
      }
    }
    const i18n = i18next.createInstance();
    const resources = Object.fromEntries(
      LANGUAGES.map(({ code }) => [code, Object.fromEntries(namespaces.map((ns) => [ns, load(code, ns)]))]),
    );
    await i18n.init({ lng: 'en', resources, interpolation: { escapeValue: false } });
    const en = i18n.getFixedT('en');
    expect(en('cart:count', { count: 1 })).toBe('1 piece');
    expect(en('cart:count', { count: 3 })).toBe('3 pieces');
    expect(en('account:orderList.pieces', { count: 1 })).toBe('1 piece');
    expect(en('products:results', { count: 1 })).toBe('1 piece');
    expect(en('products:filters.show', { count: 1 })).toBe('Show 1 result');
    expect(en('navbar:cartWithCount', { count: 1, badge: '1' })).toBe('Cart, 1 item');
    expect(en('navbar:cartWithCount', { count: 120, badge: '99+' })).toBe('Cart, 99+ items');
    expect(en('admin:bulkEmail.confirmBody', { count: 1, subject: 'Hi' })).toMatch(/ 1 active subscriber\./);
    expect(en('admin:bulkEmail.queued', { count: 2 })).toBe('Newsletter queued for 2 subscribers.');
    const vi = i18n.getFixedT('vi');
    expect(vi('cart:count', { count: 1 })).toBe('1 sản phẩm');
    expect(vi('products:filters.show', { count: 1 })).toBe('Xem 1 kết quả');
  });

  it('keep the required wording in English where the requirements give it', () => {
    expect(load('en', 'common').error.title).toBe('Something went wrong');
    expect(load('en', 'common').error.reload).toBe('Reload Page');
    expect(load('en', 'footer').newsletter.invalidEmail).toBe('Please enter a valid email address.');
    expect(load('en', 'footer').newsletter.failed).toBe('Subscription failed');
  });

  it("says 'Failed to fetch provinces' where the ward becomes typed by hand", () => {
    expect(load('en', 'checkout').fields.wardTyped).toMatch(new RegExp(`^${MESSAGES.provincesFailed}`));
  });
});
