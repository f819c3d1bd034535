import { expect, test } from '@playwright/test';

test.describe('language', () => {
  test('switches to Vietnamese at once and keeps it after a reload', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await page.getByRole('button', { name: 'Language: English' }).click();
    const menu = page.getByRole('menu', { name: 'Choose a language' });
    await expect(menu.getByRole('menuitemradio')).toHaveCount(2);
    await expect(menu.getByRole('menuitemradio', { name: /English/ })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(menu.getByRole('menuitemradio', { name: /Tiếng Việt/ })).toContainText('vi');
    await menu.getByRole('menuitemradio', { name: /Tiếng Việt/ }).click();

    await expect(page.getByRole('link', { name: 'Trang chủ', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Khám phá bộ sưu tập' })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByText('Chăm sóc khách hàng')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('vi');

    await page.reload();
    await expect(page.getByRole('link', { name: 'Trang chủ', exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
    // A page loaded later gets its own namespace in Vietnamese too.
    await page.getByRole('link', { name: 'Sản phẩm', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Tất cả sản phẩm' })).toBeVisible();
  });

  test('works from the keyboard', async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Language: English' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('menuitemradio', { name: /English/ })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitemradio', { name: /Tiếng Việt/ })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Ngôn ngữ: Tiếng Việt' })).toBeFocused();
    await expect(page.getByRole('link', { name: 'Trang chủ', exact: true })).toBeVisible();
  });

  test('follows the browser language on a first visit', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'vi-VN' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Trang chủ', exact: true })).toBeVisible();
    await context.close();
  });
});
