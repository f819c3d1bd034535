import { expect, type Page, test } from '@playwright/test';
import { appTookOver } from './support/app';
import { contrast, opaqueColorsIn } from './support/contrast';
import { INFORMATION_ROUTES } from './support/public-routes';
import { signInAs } from './support/session';
import { walkRoutes } from './support/walk';

/** Waits for the page's own heading, so that "no footer" is not just "not rendered yet". */
async function openPage(page: Page, path: string) {
  await page.goto(path);
  await expect(page).toHaveURL(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // the footer's form is the app's once it has the page (before, the browser may send it itself)
  await appTookOver(page);
}

const footer = (page: Page) => page.getByRole('contentinfo');

test.describe('the footer', () => {
  test('is hidden on the account pages and the product page', async ({ page }) => {
    const paths = [
      '/login',
      '/signUp',
      '/forgot-password',
      '/verify-email',
      '/reset-password/abc',
      '/product/123',
    ];
    await walkRoutes(paths, async (path, soft) => {
      await openPage(page, path);
      await soft(footer(page)).toHaveCount(0);
    });
  });

  test('is hidden on /profile, /checkout and /cart', async ({ page }) => {
    await signInAs(page);
    await walkRoutes(['/profile', '/checkout', '/cart'], async (path, soft) => {
      await openPage(page, path);
      await soft(footer(page)).toHaveCount(0);
    });
  });

  test('is hidden on /admin-dashboard', async ({ page }) => {
    await signInAs(page, { role: 'ADMIN' });
    await openPage(page, '/admin-dashboard');
    await expect(footer(page)).toHaveCount(0);
  });

  test('is shown on the home page, the listing, a collection and the information pages', async ({ page }) => {
    await walkRoutes(['/', '/products', '/Collection/summer', ...INFORMATION_ROUTES], async (path, soft) => {
      await openPage(page, path);
      await soft(footer(page)).toBeVisible();
    });
  });

  test('is shown on /purchase-success', async ({ page }) => {
    await signInAs(page);
    await openPage(page, '/purchase-success');
    await expect(footer(page)).toBeVisible();
  });

  test('holds the newsletter, service links, contact, business registration and social links', async ({
    page,
  }) => {
    await openPage(page, '/');
    const f = footer(page);
    await expect(f.getByRole('textbox', { name: 'Email address' })).toBeVisible();
    for (const name of [
      'About us',
      'How to order',
      'FAQ',
      'Loyalty levels',
      'Exchange & returns',
      'Privacy policy',
      'Payment policy',
      'Pre-order policy',
      'Legal information',
    ]) {
      await expect(f.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(f.getByRole('link', { name: /^\+84/ })).toHaveAttribute('href', /^tel:\+84/);
    await expect(f.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    await expect(f.getByText('Thành phố Hồ Chí Minh')).toBeVisible();
    for (const label of ['Business name', 'Registration number', 'Issue date', 'Tax number', 'Hotline']) {
      await expect(f.getByText(label, { exact: true })).toBeVisible();
    }
    for (const network of ['Instagram', 'TikTok', 'Threads']) {
      await expect(f.getByRole('link', { name: new RegExp(`^${network}`) })).toHaveAttribute(
        'target',
        '_blank',
      );
    }
    await f.getByRole('link', { name: 'Legal information' }).click();
    await expect(page).toHaveURL('/legal');
  });

  test('the back-to-top button stands out over the plum footer as over the ivory page', async ({ page }) => {
    await openPage(page, '/');
    const button = page.getByTestId('back-to-top');
    // what draws the button's edge: its fill and any opaque ring (WCAG 1.4.11 asks 3:1 of one of them)
    const edgeContrast = async (background: string) => {
      const { fill, shadow } = await button.evaluate((el) => ({
        fill: getComputedStyle(el).backgroundColor,
        shadow: getComputedStyle(el).boxShadow,
      }));
      return Math.max(...[fill, ...opaqueColorsIn(shadow)].map((c) => contrast(c, background)));
    };
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect(button).toBeVisible();
    const pageBg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(await edgeContrast(pageBg)).toBeGreaterThanOrEqual(3);

    // the footer's background where it lies under the button (sections still loading below the fold
    // may lengthen the page: scroll to its end until the footer is there)
    const footerUnderButton = () =>
      button.evaluate((el) => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        const box = el.getBoundingClientRect();
        const stack = document.elementsFromPoint(box.left - 4, box.top + box.height / 2);
        const found = stack.find((e) => e.closest('footer'))?.closest('footer');
        return found ? getComputedStyle(found).backgroundColor : null;
      });
    await expect.poll(footerUnderButton).not.toBeNull();
    const under = await footerUnderButton();
    expect(await edgeContrast(under ?? '')).toBeGreaterThanOrEqual(3);
  });

  test('the contact address may break after "@" and "." on a narrow screen', async ({ page }) => {
    await openPage(page, '/');
    const mail = footer(page).getByRole('link', { name: /@/ });
    expect(await mail.innerHTML()).toMatch(/@<wbr>[^<]+\.<wbr>/);
  });

  test('refuses an address without @ and sends nothing', async ({ page }) => {
    let posted = 0;
    page.on('request', (req) => {
      if (req.url().includes('/api/subscribe/')) posted += 1;
    });
    await openPage(page, '/');
    const f = footer(page);
    await f.getByRole('textbox', { name: 'Email address' }).fill('not-an-address');
    await f.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
    expect(posted).toBe(0);
  });
});
