import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { openRoute, publicRoutes } from './support/public-routes';

const LOCALES = fileURLToPath(new URL('../../apps/web/public/locales/', import.meta.url));

function strings(value: unknown, path = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[path, value]];
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => strings(v, path ? `${path}.${k}` : k));
}

/**
 * The English phrases that must never show on a Vietnamese page: every English text of the
 * translation files whose Vietnamese differs (several words, no placeholder), plus a few words a
 * hand-written string would use.
 */
function englishOnlyPhrases(): string[] {
  const phrases = new Set(['Loading', 'Something went wrong', 'Add to cart', 'Read more', 'Coming soon']);
  for (const file of readdirSync(`${LOCALES}en`)) {
    const en = new Map(strings(JSON.parse(readFileSync(`${LOCALES}en/${file}`, 'utf8'))));
    const vi = new Map(strings(JSON.parse(readFileSync(`${LOCALES}vi/${file}`, 'utf8'))));
    for (const [key, text] of en) {
      if (text === vi.get(key) || text.includes('{{') || !/\s/.test(text.trim()) || text.length < 8) continue;
      // a Vietnamese text may quote an English name ("Blush Babe"): only phrases not found in any of them
      phrases.add(text.trim());
    }
  }
  const allVi = readdirSync(`${LOCALES}vi`)
    .map((f) => readFileSync(`${LOCALES}vi/${f}`, 'utf8'))
    .join('\n');
  return [...phrases].filter((p) => !allVi.includes(p));
}

const ENGLISH = englishOnlyPhrases();
/** "faq:groups.x" or "groups.ordering.title": what i18next shows for a key it does not have */
const RAW_KEY = /^(?:[A-Za-z0-9]+:)?[a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9_]+)+[.,:;!?]?$/;
const DOMAIN = /\.(?:vn|com|net|org)\b/;

test.describe('every public page in Vietnamese', () => {
  test.use({ locale: 'vi-VN' });

  test('has no raw translation key and no English-only phrase', async ({ page }) => {
    test.setTimeout(120_000);
    expect(ENGLISH.length).toBeGreaterThan(100);
    await page.addInitScript(() => localStorage.setItem('i18nextLng', 'vi'));
    for (const route of await publicRoutes()) {
      await openRoute(page, route);
      await expect(page.locator('html'), route).toHaveAttribute('lang', 'vi');
      const seen = await page.evaluate(() => {
        const attrs = Array.from(
          document.querySelectorAll('[aria-label], [placeholder], [title], img[alt]'),
        ).flatMap((el) => ['aria-label', 'placeholder', 'title', 'alt'].map((a) => el.getAttribute(a) ?? ''));
        const description = document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
        return [document.body.innerText, ...attrs, document.title, description].join('\n');
      });
      const rawKeys = seen
        .split(/\s+/)
        .filter((token) => RAW_KEY.test(token) && !token.includes('@') && !DOMAIN.test(token));
      expect(rawKeys, `raw keys on ${route}`).toEqual([]);
      expect(seen, `a placeholder left on ${route}`).not.toContain('{{');
      const english = ENGLISH.filter((phrase) => seen.includes(phrase));
      expect(english, `English on ${route}`).toEqual([]);
    }
  });

  test('shows money with the dong sign and dates the Vietnamese way', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('i18nextLng', 'vi'));
    await openRoute(page, '/payment-policy');
    await expect(page.getByRole('table')).toContainText('560.000 ₫');
    await expect(page.getByText(/^Cập nhật lần cuối: \d{1,2} tháng \d{1,2}, \d{4}$/)).toBeVisible();
    await expect(page).toHaveTitle('Chính sách thanh toán · Lumière Saigon');
    await openRoute(page, '/legal');
    await expect(page.getByRole('main').getByText('15 tháng 3, 2024')).toBeVisible();
    await openRoute(page, '/loyalty-level');
    await expect(page.getByRole('table')).toContainText('12.000.000 ₫');
  });

  test('in English the same figures use commas and English dates', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('i18nextLng', 'en'));
    await openRoute(page, '/payment-policy');
    await expect(page.getByRole('table')).toContainText('560,000 ₫');
    await expect(page).toHaveTitle('Payment policy · Lumière Saigon');
    await openRoute(page, '/legal');
    await expect(page.getByRole('main').getByText('15 March 2024')).toBeVisible();
  });
});

test.describe('document title and description', () => {
  test('follow the route and the language, and a product page names its product', async ({ page }) => {
    await page.goto('/faq');
    await expect(page).toHaveTitle('Frequently asked questions · Lumière Saigon');
    const description = page.locator('meta[name="description"]');
    await expect(description).toHaveAttribute('content', /^Answers about sizes, delivery/);

    await page.getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('menuitemradio', { name: /Tiếng Việt/ }).click();
    await expect(page).toHaveTitle('Câu hỏi thường gặp · Lumière Saigon');
    await expect(description).toHaveAttribute('content', /^Giải đáp về size/);

    const product = (await publicRoutes()).find((r) => r.startsWith('/product/'))!;
    await page.goto(product);
    await expect(page).toHaveTitle('Áo lụa Hoa Nhài · Lumière Saigon');
    await expect(description).toHaveAttribute('content', 'Áo lụa mềm, cổ bèo, cúc ngọc trai.');
    // the server wrote the preview tags for crawlers into the page it served
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Áo lụa Hoa Nhài');

    await page.getByRole('banner').getByRole('link', { name: 'Trang chủ', exact: true }).click();
    await expect(page).toHaveTitle('Thời trang nữ tính từ Sài Gòn · Lumière Saigon');
    // moving on inside the app drops the product's canonical link and Open Graph tags
    await expect(page.locator('meta[property="og:title"]')).toHaveCount(0);
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
  });
});
