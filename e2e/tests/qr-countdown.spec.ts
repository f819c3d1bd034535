import { expect, type Page, test } from '@playwright/test';
import { fillCart, seedProducts } from './support/cart';
import { oldStyleFigures } from './support/figures';
import { signInAs } from './support/session';
import { uniquePhone, uniqueStreet, uniqueWord } from './support/words';

async function fillVietnameseAddress(page: Page) {
  await page.getByLabel('Phone number').fill(uniquePhone());
  await page.getByLabel('Province or city').selectOption('Thành phố Hồ Chí Minh');
  await expect(page.getByLabel('Ward').locator('option', { hasText: 'Phường Sài Gòn' })).toHaveCount(1);
  await page.getByLabel('Ward').selectOption('Phường Sài Gòn');
  await page.getByLabel('Street address').fill(uniqueStreet());
}

const overlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

for (const device of [
  { name: 'a phone', viewport: { width: 390, height: 844 } },
  { name: 'a laptop', viewport: { width: 1280, height: 800 } },
]) {
  test(`the "order placed" toast leaves the QR countdown in sight, on ${device.name}`, async ({ page }) => {
    await page.setViewportSize(device.viewport);
    const [dress] = await seedProducts([
      { name: `Đầm ${uniqueWord()}`, price: 1_111_000, sizes: [{ size: 'M', stock: 3 }] },
    ]);
    if (!dress) throw new Error('no product seeded');
    const shopper = await signInAs(page, { name: 'Hoa Trần' });
    await fillCart(shopper, [{ productId: dress.id, size: 'M', quantity: 1 }]);

    // the form is long: "Place order" is pressed far down the page
    await page.goto('/checkout');
    await fillVietnameseAddress(page);
    await page.getByRole('radio', { name: /Pay by bank transfer/ }).check();
    await page.getByLabel('I have read and agree to the exchange & return policy').check();
    await page.getByRole('button', { name: 'Place order' }).click();

    const countdown = page.getByTestId('qr-countdown');
    await expect(countdown).toBeVisible();
    const toast = page.locator('[data-rht-toaster]').getByText('Your order has been placed');
    await expect(toast).toBeVisible();
    await expect(countdown).toBeInViewport({ ratio: 1 });
    const [clock, bar] = await Promise.all([
      countdown.boundingBox(),
      toast.locator('xpath=..').boundingBox(),
    ]);
    if (!clock || !bar) throw new Error('no countdown or toast');
    expect(overlap(clock, bar), `countdown ${JSON.stringify(clock)}, toast ${JSON.stringify(bar)}`).toBe(
      false,
    );
    // the amounts, the account number and the memo in lining figures
    expect(await oldStyleFigures(page)).toEqual([]);
  });
}
