import { expect, type Page, test } from '@playwright/test';
import { waitForMail } from './support/accounts';
import { appTookOver } from './support/app';
import { seedProducts } from './support/cart';
import { signInAs } from './support/session';
import { uniquePhone, uniqueStreet, uniqueWord } from './support/words';

async function fillVietnameseAddress(page: Page) {
  await page.getByLabel('Phone number').fill(uniquePhone());
  await page.getByLabel('Province or city').selectOption('Thành phố Hồ Chí Minh');
  await expect(page.getByLabel('Ward').locator('option', { hasText: 'Phường Sài Gòn' })).toHaveCount(1);
  await page.getByLabel('Ward').selectOption('Phường Sài Gòn');
  await page.getByLabel('Street address').fill(uniqueStreet());
}

test.describe('a DEFECTIVE piece, sold as is', () => {
  test('is sold as is: a note on its page, in the bag, on the order and in its mail', async ({ page }) => {
    const name = `Chân váy kẻ ô lỗi nhỏ ${uniqueWord()}`;
    const [product] = await seedProducts([
      {
        name,
        price: 460_000,
        discountPrice: 230_000,
        availability: 'DEFECTIVE',
        sizes: [
          { size: 'S', stock: 2 },
          { size: 'M', stock: 3 },
        ],
      },
    ]);
    if (!product) throw new Error('no product seeded');
    const session = await signInAs(page);
    const email = String(session.user.email);

    await page.goto(`/product/${product.id}`);
    await appTookOver(page);
    await expect(page.getByTestId('sold-as-is')).toContainText('Sold as is');
    const m = page.getByRole('radio', { name: 'M', exact: true });
    await expect(m).toBeEnabled();
    await m.check({ force: true });
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByText('Added to your bag')).toBeVisible();

    await page.goto('/cart');
    await expect(page.getByTestId('cart-line').getByTestId('sold-as-is')).toContainText('Sold as is');
    await page.getByRole('link', { name: 'Proceed to checkout' }).click();
    await expect(page).toHaveURL('/checkout');
    await fillVietnameseAddress(page);
    await page.getByLabel('I have read and agree to the exchange & return policy').check();
    await page.getByRole('button', { name: 'Place order' }).click();

    await expect(page).toHaveURL(/\/purchase-success\?orderId=/);
    await expect(page.getByTestId('order-line').getByTestId('sold-as-is')).toContainText('Sold as is');
    const text = await waitForMail(email, (mail) => (mail.text.includes(name) ? mail.text : undefined));
    expect(text).toContain('sold as is');
  });

  test('SOLD OUT and OUT OF STOCK are not offered as filter choices to shoppers', async ({ page }) => {
    await page.goto('/products');
    await appTookOver(page);
    const filters = page.getByRole('group', { name: 'Availability' }).first();
    if (!(await filters.isVisible())) await page.getByRole('button', { name: /^Filters/ }).click();
    const group = page.getByRole('group', { name: 'Availability' }).first();
    await expect(group.getByRole('checkbox', { name: /available/i }).first()).toBeVisible();
    await expect(group.getByRole('checkbox', { name: /sold out/i })).toHaveCount(0);
    await expect(group.getByRole('checkbox', { name: /out of stock/i })).toHaveCount(0);
  });
});
