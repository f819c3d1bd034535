import { describe, expect, it } from 'vitest';
import {
  apiPreload,
  buildIdOf,
  imagePreload,
  pageLanguage,
  translationPreloads,
  withPreloads,
} from './page-preloads.js';

describe('page preloads', () => {
  it('guesses the language from the cookie first, then Accept-Language by weight, else English', () => {
    expect(pageLanguage('vi', 'en-US,en;q=0.9')).toBe('vi');
    expect(pageLanguage('VI-vn', 'en-US,en;q=0.9')).toBe('vi');
    expect(pageLanguage('fr', 'vi-VN,vi;q=0.9,en;q=0.8')).toBe('vi');
    expect(pageLanguage('', 'vi')).toBe('vi');
    expect(pageLanguage(undefined, 'fr-FR, en;q=0.5, vi;q=0.7')).toBe('vi');
    expect(pageLanguage(undefined, 'vi;q=0, en;q=0.1')).toBe('en');
    expect(pageLanguage(undefined, 'de, fr')).toBe('en');
    expect(pageLanguage(undefined, undefined)).toBe('en');
  });

  it('reads the build id the web build writes into index.html', () => {
    expect(buildIdOf('<head><meta name="shop-build" content="mwx1" /></head>')).toBe('mwx1');
    expect(buildIdOf('<head></head>')).toBeUndefined();
  });

  it('preloads the shell translations as i18next requests them, then the page namespaces', () => {
    expect(translationPreloads('vi', 'b1', ['products']).map((p) => p.href)).toEqual([
      '/locales/vi/common.json?v=b1',
      '/locales/vi/navbar.json?v=b1',
      '/locales/vi/footer.json?v=b1',
      '/locales/vi/products.json?v=b1',
    ]);
    expect(translationPreloads('en', undefined)[0]).toEqual({
      href: '/locales/en/common.json',
      as: 'fetch',
      crossorigin: 'anonymous',
    });
  });

  it('writes escaped links before </head>', () => {
    const html = withPreloads('<html><head><title>x</title></head><body></body></html>', [
      apiPreload('/product/abc'),
      imagePreload(
        { src: '/images/a-640.webp', srcset: '/images/a-320.webp 320w, /images/a-640.webp 640w' },
        '100vw',
      ),
      { href: '/x?a=1&b="2"', as: 'fetch' },
    ]);
    expect(html).toContain(
      '<link rel="preload" href="/api/product/abc" as="fetch" crossorigin="use-credentials" />',
    );
    expect(html).toContain(
      'imagesrcset="/images/a-320.webp 320w, /images/a-640.webp 640w" imagesizes="100vw" fetchpriority="high"',
    );
    expect(html).toContain('href="/x?a=1&amp;b=&quot;2&quot;"');
    expect(html.indexOf('rel="preload"')).toBeLessThan(html.indexOf('</head>'));
    expect(withPreloads('<head></head>', [])).toBe('<head></head>');
  });
});
