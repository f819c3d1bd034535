import { expect, test } from '@playwright/test';
import { audit } from './support/axe';
import { openRoute, publicRoutes } from './support/public-routes';
import { signInAs } from './support/session';
import { walkRoutes } from './support/walk';

const WIDTHS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

test.describe('accessibility (axe, WCAG 2.1 AA)', () => {
  for (const { name, viewport } of WIDTHS) {
    test(`every public page at ${viewport.width} px (${name}) has no violations`, async ({ page }) => {
      test.setTimeout(180_000);
      await page.setViewportSize(viewport);
      await walkRoutes(await publicRoutes(), async (route, soft) => {
        await openRoute(page, route);
        await audit(page, `${route} at ${viewport.width} px`, soft);
      });
    });
  }

  test('the public pages in Vietnamese have no violations', async ({ page }) => {
    test.setTimeout(180_000);
    await page.addInitScript(() => localStorage.setItem('i18nextLng', 'vi'));
    await walkRoutes(await publicRoutes(), async (route, soft) => {
      await openRoute(page, route);
      await audit(page, `${route} (vi)`, soft);
    });
  });

  test('the open language menu has no violations', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Language: English' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await audit(page);
  });

  test('an open FAQ answer has no violations', async ({ page }) => {
    await openRoute(page, '/faq');
    await page.getByText('How long does delivery take?').click();
    await expect(page.getByText(/Orders are packed within 1–2 working days/)).toBeVisible();
    await audit(page);
  });

  test('the dashboard has no violations', async ({ page }) => {
    await signInAs(page, { role: 'ADMIN' });
    await page.goto('/admin-dashboard');
    await expect(page.getByRole('tablist')).toBeVisible();
    await audit(page);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });
    test('the open mobile menu has no violations', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
      await audit(page);
    });

    test('the open filter sheet has no violations', async ({ page }) => {
      await openRoute(page, '/products');
      await page.getByRole('button', { name: /^Filters/ }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await audit(page);
    });
  });
});
