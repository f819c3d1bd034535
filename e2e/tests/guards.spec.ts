import { expect, test } from '@playwright/test';
import { signInAs } from './support/session';

const PROTECTED = [
  '/cart',
  '/profile',
  '/checkout',
  '/purchase-success',
  '/purchase-cancel',
  '/admin-dashboard',
];
const VISITORS_ONLY = ['/login', '/signUp', '/forgot-password', '/reset-password/some-token'];

// Each test walks its routes in one tab (a new browser context costs seconds of CPU on the 2-core
// CI machine); every route is a soft assertion named after it, so a failure lists each route.
test.describe('a visitor', () => {
  test('is sent from every protected route to /login', async ({ page }) => {
    for (const path of PROTECTED) {
      await page.goto(path);
      await expect.soft(page, path).toHaveURL('/login');
      await expect.soft(page.getByRole('heading', { level: 1, name: 'Log in' }), path).toBeVisible();
    }
  });

  test('may open the visitors-only routes', async ({ page }) => {
    for (const path of VISITORS_ONLY) {
      await page.goto(path);
      await expect.soft(page.getByRole('heading', { level: 1 }), path).toBeVisible();
      await expect.soft(page, path).toHaveURL(path);
    }
  });

  test('is sent from an unknown path to /', async ({ page }) => {
    await page.goto('/anything-else/at/all');
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('link', { name: 'Shop the collection' })).toBeVisible();
  });
});

test.describe('an authenticated but unverified user', () => {
  for (const role of ['CUSTOMER', 'ADMIN'] as const) {
    const paths = role === 'ADMIN' ? ['/admin-dashboard'] : PROTECTED.filter((p) => p !== '/admin-dashboard');
    test(`(${role}) is sent from ${paths.join(', ')} to /verify-email`, async ({ page }) => {
      await signInAs(page, { verified: false, role });
      for (const path of paths) {
        await page.goto(path);
        await expect.soft(page, path).toHaveURL('/verify-email');
        await expect
          .soft(page.getByRole('heading', { level: 1, name: 'Verify your email' }), path)
          .toBeVisible();
      }
    });
  }
});

test.describe('a verified customer', () => {
  test('opens the protected routes', async ({ page }) => {
    await signInAs(page);
    for (const [path, heading] of [
      ['/cart', 'Your bag'],
      ['/profile', 'My profile'],
      // a new customer's bag is empty: checkout says so instead of showing its form
      ['/checkout', 'Your bag is empty'],
      ['/purchase-success', 'Thank you for your order'],
      ['/purchase-cancel', 'Payment cancelled'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page).toHaveURL(path);
    }
  });

  test('is sent from /admin-dashboard to / and never downloads the dashboard', async ({ page }) => {
    const dashboardChunks: string[] = [];
    page.on('request', (req) => {
      if (/admin-dashboard-page-.*\.js/.test(req.url())) dashboardChunks.push(req.url());
    });
    await signInAs(page);
    await page.goto('/admin-dashboard');
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('link', { name: 'Shop the collection' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
    expect(dashboardChunks).toEqual([]);
  });

  test('is sent from the visitors-only routes to /', async ({ page }) => {
    await signInAs(page);
    for (const path of VISITORS_ONLY) {
      await page.goto(path);
      await expect.soft(page, path).toHaveURL('/');
      await expect.soft(page.getByRole('button', { name: 'Log out' }), path).toBeVisible();
    }
  });
});

test.describe('staff', () => {
  for (const role of ['ADMIN', 'MANAGER'] as const) {
    test(`${role} opens the dashboard from the navbar link`, async ({ page }) => {
      await signInAs(page, { role });
      await page.goto('/');
      await page.getByRole('link', { name: 'Dashboard' }).click();
      await expect(page).toHaveURL('/admin-dashboard');
      await expect(page.getByRole('tab', { name: 'Create Product' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(page.getByRole('tab')).toHaveCount(11);
    });
  }
});
