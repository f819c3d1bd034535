import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { I18N_NAMESPACES, LANGUAGES, MESSAGES } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { SHELL_NAMESPACES } from './i18n';

const dir = join(__dirname, '../../public/locales');
const load = (lng: string, ns: string) => JSON.parse(readFileSync(join(dir, lng, `${ns}.json`), 'utf8'));

function keys(value: unknown, prefix = ''): string[] {
  if (!value || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe('translation files', () => {
  const namespaces = readdirSync(join(dir, 'en')).map((f) => f.replace(/\.json$/, ''));

  it('exist for every namespace of SPEC §7 and the shell, in every language', () => {
    for (const { code } of LANGUAGES) {
      const present = readdirSync(join(dir, code)).map((f) => f.replace(/\.json$/, ''));
      for (const ns of [...I18N_NAMESPACES, ...SHELL_NAMESPACES])
        expect(present, `${code}/${ns}`).toContain(ns);
    }
  });

  it('have the same keys in English and Vietnamese, and no empty text', () => {
    for (const ns of namespaces) {
      const en = load('en', ns);
      const vi = load('vi', ns);
      expect(keys(vi).sort(), ns).toEqual(keys(en).sort());
      for (const lng of [en, vi]) {
        const flat = JSON.stringify(lng);
        expect(flat, ns).not.toMatch(/:""/);
      }
    }
  });

  it('keep the spec wording in English where SPEC gives it', () => {
    expect(load('en', 'common').error.title).toBe('Something went wrong');
    expect(load('en', 'common').error.reload).toBe('Reload Page');
    expect(load('en', 'footer').newsletter.invalidEmail).toBe('Please enter a valid email address.');
    expect(load('en', 'footer').newsletter.failed).toBe('Subscription failed');
  });

  it("says SPEC §8's 'Failed to fetch provinces' where the ward becomes typed by hand", () => {
    expect(load('en', 'checkout').fields.wardTyped).toMatch(new RegExp(`^${MESSAGES.provincesFailed}`));
  });
});
