import { expect, test } from '@playwright/test';
import { signInAs } from './support/session';

test.use({ viewport: { width: 390, height: 844 } });

test.describe('the mobile menu', () => {
  test('covers the screen, locks page scroll and closes on a route change', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();

    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // the menu slides in: measure it once its transition has ended
    await expect
      .poll(async () => await menu.boundingBox())
      .toMatchObject({ x: 0, y: 0, width: 390, height: 844 });
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await page.mouse.wheel(0, 800);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    for (const name of ['Home', 'Products', 'Cart', 'Profile', 'Log in', 'Sign up']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);

    await menu.getByRole('link', { name: 'Products', exact: true }).click();
    await expect(page).toHaveURL('/products');
    await expect(menu).toHaveCount(0);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('lists the dashboard and Log out for staff, and closes on Escape', async ({ page }) => {
    await signInAs(page, { role: 'MANAGER' });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Log out' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Log in' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });

  test('sends a visitor who taps Cart to /login', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Cart', exact: true }).click();
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);
  });
});
