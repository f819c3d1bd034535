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

test.describe('a visitor', () => {
  for (const path of PROTECTED) {
    test(`is sent from ${path} to /login`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL('/login');
      await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    });
  }

  for (const path of VISITORS_ONLY) {
    test(`may open ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page).toHaveURL(path);
    });
  }

  test('is sent from an unknown path to /', async ({ page }) => {
    await page.goto('/anything-else/at/all');
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('link', { name: 'Shop the collection' })).toBeVisible();
  });
});

test.describe('an authenticated but unverified user', () => {
  for (const path of PROTECTED) {
    test(`is sent from ${path} to /verify-email`, async ({ page }) => {
      await signInAs(page, { verified: false, role: path === '/admin-dashboard' ? 'ADMIN' : 'CUSTOMER' });
      await page.goto(path);
      await expect(page).toHaveURL('/verify-email');
      await expect(page.getByRole('heading', { level: 1, name: 'Verify your email' })).toBeVisible();
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

  for (const path of VISITORS_ONLY) {
    test(`is sent from ${path} to /`, async ({ page }) => {
      await signInAs(page);
      await page.goto(path);
      await expect(page).toHaveURL('/');
      await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
    });
  }
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
