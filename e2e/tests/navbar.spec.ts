import { expect, test } from '@playwright/test';
import { fillCart, seedProducts } from './support/cart';
import { type Session, signInAs } from './support/session';

/** Puts that many pieces of a fresh product in the user's server cart, one size per quantity. */
async function cartOf(session: Session, quantities: number[]): Promise<void> {
  const sizes = ['S', 'M', 'L', 'XL'];
  const [product] = await seedProducts([
    { sizes: quantities.map((quantity, i) => ({ size: sizes[i], stock: quantity })) },
  ]);
  if (!product) throw new Error('no product seeded');
  await fillCart(
    session,
    quantities.map((quantity, i) => ({ productId: product.id, size: sizes[i] ?? 'M', quantity })),
  );
}

test.describe('the navbar', () => {
  test("shows '99+' on the cart badge above 99 pieces", async ({ page }) => {
    // 105 pieces in the server cart: the badge counts the sum of the quantities
    await cartOf(await signInAs(page), [60, 45]);
    await page.goto('/');
    const cart = page.getByRole('link', { name: /^Cart/ });
    await expect(cart.getByTestId('cart-badge')).toHaveText('99+');
    await expect(cart).toHaveAccessibleName('Cart, 99+ items');
  });

  test('shows the exact count up to 99', async ({ page }) => {
    await cartOf(await signInAs(page), [2, 5]);
    await page.goto('/');
    await expect(page.getByTestId('cart-badge')).toHaveText('7');
  });

  test('shows cart, profile and Log out to a signed-in user, and signs out', async ({ page }) => {
    await cartOf(await signInAs(page), [3]);
    await page.goto('/');
    await expect(page.getByTestId('cart-badge')).toHaveText('3');
    await expect(page.getByRole('link', { name: /^Cart/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Profile' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign up' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Cart/ })).toHaveCount(0);
    const stored = await page.evaluate(() =>
      ['user', 'account', 'accessToken', 'cart-storage', 'coupon-storage'].map(
        (k) => localStorage.getItem(k) ?? sessionStorage.getItem(k),
      ),
    );
    expect(stored).toEqual([null, null, null, null, null]);
    await page.reload();
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  });

  test('shows Sign up and Log in to a visitor, with no cart link', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Sign up' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Cart/ })).toHaveCount(0);
    for (const network of ['Instagram', 'TikTok', 'Threads']) {
      await expect(
        page.getByRole('banner').getByRole('link', { name: new RegExp(`^${network}`) }),
      ).toBeVisible();
    }
  });

  test('shows the social links between 1024 and 1279 px too, without overflowing, to staff and visitors', async ({
    page,
  }) => {
    const links = () =>
      ['Instagram', 'TikTok', 'Threads'].map((network) =>
        page.getByRole('banner').getByRole('link', { name: new RegExp(`^${network}`) }),
      );
    const fits = () =>
      page.getByRole('navigation', { name: 'Main' }).evaluate((nav) => nav.scrollWidth <= nav.clientWidth);
    for (const signedIn of [false, true]) {
      if (signedIn) await cartOf(await signInAs(page, { role: 'ADMIN' }), [3]);
      for (const width of [1024, 1152, 1279]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto('/');
        await expect(page.getByRole('link', { name: signedIn ? 'Dashboard' : 'Log in' })).toBeVisible();
        for (const link of links()) await expect.soft(link, `${width} px`).toBeVisible();
        expect.soft(await fits(), `the bar fits at ${width} px`).toBe(true);
      }
    }
  });

  test('changes its shadow after 20 px of scroll', async ({ page }) => {
    await page.goto('/');
    const bar = page.getByRole('banner');
    await expect(bar).toHaveAttribute('data-scrolled', 'false');
    const flat = await bar.evaluate((el) => getComputedStyle(el).boxShadow);
    await page.evaluate(() => window.scrollTo(0, 10));
    await expect(bar).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => window.scrollTo(0, 40));
    await expect(bar).toHaveAttribute('data-scrolled', 'true');
    await expect.poll(() => bar.evaluate((el) => getComputedStyle(el).boxShadow)).not.toBe(flat);
  });

  test('scrolls to the top on a route change', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL('/faq');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('back to top', () => {
  test('appears after 300 px of scroll and brings the page back up', async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Back to top' });
    await expect(page.getByRole('link', { name: 'Shop the collection' })).toBeVisible();
    await expect(button).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 250));
    await expect(button).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toHaveCount(0);
  });
});
