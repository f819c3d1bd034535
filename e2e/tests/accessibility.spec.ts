import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { signInAs } from './support/session';

async function audit(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}

test.describe('accessibility (axe, WCAG 2.1 AA)', () => {
  for (const path of ['/', '/login', '/loyalty-level', '/how-to-order', '/legal']) {
    test(`${path} has no violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await audit(page);
    });
  }

  test('the open language menu has no violations', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Language: English' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
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
  });
});
