import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { LANDING_PAGES, LANGUAGES, ROUTES, SHELL_NAMESPACES } from '@shop/shared';
import { describe, expect, it, vi } from 'vitest';
import i18n from '../lib/i18n';
import { PAGE_IMPORTS, warmUpRoute } from './route-warmup';

const SRC = resolve(__dirname, '..');

/**
 * Namespaces a page's components ask for behind a Suspense boundary of their own: the page shows
 * without them, so they are not among what it loads first. The product page's purchase panel (its
 * sizes and the add-to-cart button) waits for the cart's texts under a skeleton (product-page.tsx).
 */
const BEHIND_OWN_SUSPENSE: Partial<Record<string, readonly string[]>> = {
  [ROUTES.product]: ['cart', 'toast'],
};

/** A relative import of `from`, as a file under src/ (or undefined: a package). */
function resolveImport(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(from), specifier);
  return ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find((f) => existsSync(f));
}

/**
 * The translation namespaces a module asks for through useTranslation, with those of every module it
 * imports statically (what renders with it; a dynamic import() is a chunk of its own, rendered later).
 */
function namespacesOf(file: string, seen = new Set<string>()): Set<string> {
  const found = new Set<string>();
  if (seen.has(file)) return found;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  for (const [, args = ''] of source.matchAll(/useTranslation\(([^)]*)\)/g)) {
    const names = [...args.matchAll(/'([^']+)'/g)].map((m) => m[1]!);
    // a namespace held in a constant cannot be read here: name it in the call
    expect(names.length > 0 || args.trim() === '', `${relative(SRC, file)}: useTranslation(${args})`).toBe(
      true,
    );
    for (const name of names) found.add(name);
  }
  for (const [, specifier = ''] of source.matchAll(
    /^(?:import|export)\s+(?!type\b)[^;]*?from\s+'([^']+)'/gm,
  )) {
    const imported = resolveImport(file, specifier);
    if (imported) for (const name of namespacesOf(imported, seen)) found.add(name);
  }
  return found;
}

describe('the landing pages table (@shop/shared LANDING_PAGES)', () => {
  it('has a warm-up chunk for each of its routes, and none for any other', () => {
    expect(Object.keys(PAGE_IMPORTS).sort()).toEqual(LANDING_PAGES.map((p) => p.route).sort());
  });

  it("warms up each route with the table's page module", () => {
    const source = readFileSync(join(__dirname, 'route-warmup.ts'), 'utf8');
    const imports = Object.fromEntries(
      [...source.matchAll(/\[ROUTES\.(\w+)\]:\s*\(\)\s*=>\s*import\('([^']+)'\)/g)].map(([, key, path]) => [
        ROUTES[key as keyof typeof ROUTES],
        relative(SRC, resolveImport(join(__dirname, 'route-warmup.ts'), path!) ?? path!),
      ]),
    );
    expect(imports).toEqual(Object.fromEntries(LANDING_PAGES.map((p) => [p.route, p.module])));
  });

  it("lists exactly the namespaces each page's components ask for, besides the shell's", () => {
    for (const page of LANDING_PAGES) {
      const file = join(SRC, page.module);
      expect(existsSync(file), page.module).toBe(true);
      const held = BEHIND_OWN_SUSPENSE[page.route] ?? [];
      const asked = [...namespacesOf(file)].filter(
        (ns) => !(SHELL_NAMESPACES as readonly string[]).includes(ns) && !held.includes(ns),
      );
      expect([...page.namespaces].sort(), page.route).toEqual(asked.sort());
    }
  });

  it('names only namespaces that have a translation file in every language', () => {
    for (const page of LANDING_PAGES)
      for (const ns of page.namespaces)
        for (const { code } of LANGUAGES)
          expect(existsSync(join(SRC, '../public/locales', code, `${ns}.json`)), `${code}/${ns}`).toBe(true);
  });

  it("starts loading a collection page's texts with its chunk", () => {
    const load = vi.spyOn(i18n, 'loadNamespaces').mockResolvedValue();
    // signed in: no data fetched, only the chunk and the texts
    warmUpRoute({ pathname: '/Collection/c1', search: '' }, true);
    expect(load).toHaveBeenCalledWith(['products']);
  });
});
