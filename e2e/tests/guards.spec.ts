import { expect, test } from '@playwright/test';
import { signInAs } from './support/session';
import { walkRoutes } from './support/walk';

const CUSTOMER_ROUTES = ['/cart', '/profile', '/checkout', '/purchase-success', '/purchase-cancel'];
const PROTECTED = [...CUSTOMER_ROUTES, '/admin-dashboard'];
const VISITORS_ONLY = ['/login', '/signUp', '/forgot-password', '/reset-password/some-token'];

test.describe('a visitor', () => {
  test('is sent from every protected route to /login', async ({ page }) => {
    await walkRoutes(PROTECTED, async (path, soft) => {
      await page.goto(path);
      await soft(page).toHaveURL('/login');
      await soft(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    });
  });

  test('may open the visitors-only routes', async ({ page }) => {
    await walkRoutes(VISITORS_ONLY, async (path, soft) => {
      await page.goto(path);
      await soft(page.getByRole('heading', { level: 1 })).toBeVisible();
      await soft(page).toHaveURL(path);
    });
  });

  test('is sent from an unknown path to /', async ({ page }) => {
    await page.goto('/anything-else/at/all');
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('link', { name: 'Shop the collection' })).toBeVisible();
  });
});

test.describe('an authenticated but unverified user', () => {
  // the dashboard is tried by an unverified ADMIN, so that the role would let them in once verified
  for (const [role, paths] of [
    ['CUSTOMER', CUSTOMER_ROUTES],
    ['ADMIN', ['/admin-dashboard']],
  ] as const) {
    test(`(${role}) is sent from ${paths.join(', ')} to /verify-email`, async ({ page }) => {
      await signInAs(page, { verified: false, role });
      await walkRoutes(paths, async (path, soft) => {
        await page.goto(path);
        await soft(page).toHaveURL('/verify-email');
        await soft(page.getByRole('heading', { level: 1, name: 'Verify your email' })).toBeVisible();
      });
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
    await walkRoutes(VISITORS_ONLY, async (path, soft) => {
      await page.goto(path);
      await soft(page).toHaveURL('/');
      await soft(page.getByRole('button', { name: 'Log out' })).toBeVisible();
    });
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
