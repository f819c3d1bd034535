import { expect, test } from '@playwright/test';
import { signInAs } from './support/session';

test.describe('when things go wrong', () => {
  test("shows 'Something went wrong' with Reload Page when a page cannot load", async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Shop the collection' })).toBeVisible();
    // A page chunk that no longer exists (e.g. after a deploy) makes the lazy page throw.
    await page.route(/\/assets\/products-page-[^/]+\.js$/, (route) => route.abort());
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Products' }).click();
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    const reload = page.getByRole('button', { name: 'Reload Page' });
    await expect(reload).toBeVisible();

    await page.unroute(/\/assets\/products-page-[^/]+\.js$/);
    await reload.click();
    await expect(page.getByRole('heading', { level: 1, name: 'All products' })).toBeVisible();
  });

  test('offers Retry while the auth check fails, up to 3 times', async ({ page }) => {
    await signInAs(page);
    let failing = true;
    await page.route('**/api/auth/me', (route) =>
      failing
        ? route.fulfill({ status: 503, json: { error: 'Service unavailable', code: 'SERVICE_UNAVAILABLE' } })
        : route.fallback(),
    );
    await page.goto('/');
    const retry = page.getByRole('button', { name: 'Retry' });
    await expect(retry).toBeVisible();
    await expect(page.getByText('Retries left: 3')).toBeVisible();
    await retry.click();
    await expect(page.getByText('Retries left: 2')).toBeVisible();

    failing = false;
    await retry.click();
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Cart/ })).toBeVisible();
  });

  test('opens as a visitor after the third failed retry', async ({ page }) => {
    await signInAs(page);
    await page.route('**/api/auth/me', (route) => route.fulfill({ status: 503, json: { error: 'down' } }));
    await page.goto('/');
    for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  });
});
