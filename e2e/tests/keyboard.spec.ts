import { expect, type Locator, type Page, test } from '@playwright/test';
import { createAccount } from './support/accounts';
import { openRoute } from './support/public-routes';

/** Presses Tab until `target` has focus (at most `max` times), as a keyboard user would. */
async function tabTo(page: Page, target: Locator, max = 40): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
  }
  throw new Error(`${target} never got focus after ${max} presses of Tab`);
}

/** The focused element shows a ring: an outline of some width, or a box shadow. */
async function expectVisibleFocus(page: Page): Promise<void> {
  const ring = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const s = getComputedStyle(el);
    return { outline: s.outlineStyle, width: Number.parseFloat(s.outlineWidth), shadow: s.boxShadow };
  });
  expect(ring, 'something has focus').not.toBeNull();
  expect((ring!.outline !== 'none' && ring!.width > 0) || ring!.shadow !== 'none', JSON.stringify(ring)).toBe(
    true,
  );
}

/**
 * Whether focus is outside the open dialog. Past its last control Chromium hands focus to its own
 * toolbar for one press (the page then has no focused element), then back into the dialog: that is
 * not a leak; a focused element of the page behind is.
 */
const focusEscaped = (page: Page, selector: string) =>
  page.evaluate((s) => {
    const el = document.activeElement;
    return Boolean(el && el !== document.body && !el.closest(s));
  }, selector);

test.describe('without a mouse', () => {
  test('the skip link is the first stop and moves focus to the page', async ({ page }) => {
    await openRoute(page, '/faq');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
  });

  test('the navigation bar leads to another page, with a visible focus ring', async ({ page }) => {
    await openRoute(page, '/about-us');
    const products = page.getByRole('banner').getByRole('link', { name: 'Products', exact: true });
    await tabTo(page, products);
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/products');
  });

  test('the language dropdown opens, moves and chooses from the keyboard', async ({ page }) => {
    await openRoute(page, '/how-to-order');
    const button = page.getByRole('button', { name: 'Language: English' });
    await tabTo(page, button);
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu', { name: 'Choose a language' })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitemradio', { name: /Tiếng Việt/ })).toBeFocused();
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Hướng dẫn đặt hàng' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ngôn ngữ: Tiếng Việt' })).toBeFocused();
  });

  test('an FAQ answer opens and closes with Enter', async ({ page }) => {
    await openRoute(page, '/faq');
    const question = page.getByText('How much is delivery?');
    const answer = page.getByText(/^Delivery within Vietnam depends on your order's subtotal/);
    await expect(answer).toBeHidden();
    await tabTo(page, page.locator('summary', { has: question }));
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await expect(answer).toBeVisible();
    await expect(answer).toContainText('560,000 ₫');
    await page.keyboard.press('Enter');
    await expect(answer).toBeHidden();
  });

  test('the log-in form is filled and sent from the keyboard', async ({ page, request }) => {
    const account = await createAccount(request);
    await openRoute(page, '/login');
    const email = page.getByLabel('Email address');
    await tabTo(page, email);
    await expectVisibleFocus(page);
    await page.keyboard.type(account.email);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
    await page.keyboard.type(account.password);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the menu opens, keeps focus inside, follows a link and closes', async ({ page }) => {
      await openRoute(page, '/legal');
      const toggle = page.getByRole('button', { name: 'Open menu' });
      await tabTo(page, toggle);
      await expectVisibleFocus(page);
      await page.keyboard.press('Enter');
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await expect(menu).toBeVisible();
      // however far one tabs, focus stays in the open menu
      for (let i = 0; i < 25; i++) {
        await page.keyboard.press('Tab');
        expect(await focusEscaped(page, '[role="dialog"], dialog')).toBe(false);
      }
      await tabTo(page, menu.getByRole('link', { name: 'Products', exact: true }));
      await expectVisibleFocus(page);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL('/products');
      await expect(menu).toHaveCount(0);
    });

    test('the filter sheet, a modal dialog, opens, traps focus and closes on Escape', async ({ page }) => {
      await openRoute(page, '/products');
      const open = page.getByRole('button', { name: /^Filters/ });
      await tabTo(page, open);
      await expectVisibleFocus(page);
      await page.keyboard.press('Enter');
      const sheet = page.getByRole('dialog');
      await expect(sheet).toBeVisible();
      for (let i = 0; i < 30; i++) {
        await page.keyboard.press('Tab');
        expect(await focusEscaped(page, 'dialog')).toBe(false);
      }
      await page.keyboard.press('Escape');
      await expect(sheet).toBeHidden();
      await expect(open).toBeFocused();
    });
  });
});
