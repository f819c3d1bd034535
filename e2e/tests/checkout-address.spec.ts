import { expect, type Page, test } from '@playwright/test';
import { audit } from './support/axe';
import { fillCart, seedProducts } from './support/cart';
import { signInAs } from './support/session';
import { uniquePhone, uniqueStreet, uniqueWord } from './support/words';

const DEVICES = [
  { name: 'a 390 px phone', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
  { name: 'a 1280 px laptop', use: { viewport: { width: 1280, height: 800 } } },
] as const;

/** The province and ward of an address in Ho Chi Minh City, from the provinces service's lists. */
async function chooseSaigon(page: Page, ward = 'Phường Bến Thành') {
  await page.getByLabel('Province or city').selectOption('Thành phố Hồ Chí Minh');
  await expect(page.getByLabel('Ward').locator('option', { hasText: ward })).toHaveCount(1);
  await page.getByLabel('Ward').selectOption(ward);
}

for (const device of DEVICES) {
  test.describe(`checkout addresses on ${device.name}`, () => {
    test.use(device.use);

    test('a reload keeps what was typed; the second checkout starts with the first order’s address', async ({
      page,
    }) => {
      test.slow(); // two checkouts and a reload in one journey
      const [dress] = await seedProducts([
        { name: `Đầm lụa ${uniqueWord()}`, price: 450_000, sizes: [{ size: 'M', stock: 5 }] },
      ]);
      if (!dress) throw new Error('no product seeded');
      const shopper = await signInAs(page, { name: 'Mai Phạm' });
      // a phone and street of this run's own: open cash-on-delivery orders are limited per each
      // as the field shows it once typed: 0903 222 444
      const phone = uniquePhone().replace(/^(\d{4})(\d{3})(\d{3})$/, '$1 $2 $3');
      const street = uniqueStreet('Lê Thánh Tôn');
      await fillCart(shopper, [{ productId: dress.id, size: 'M', quantity: 1 }]);

      // a first checkout: nothing saved yet, so no choice of saved addresses
      await page.goto('/checkout');
      await expect(page.getByLabel('Recipient name')).toHaveValue('Mai Phạm');
      await expect(page.getByLabel('Saved addresses')).toHaveCount(0);
      await page.getByLabel('Phone number').fill(phone);
      await chooseSaigon(page);
      await page.getByLabel('Street address').fill(street);
      await page.getByLabel('Note for the delivery (optional)').fill('Giao giờ hành chính');

      // abroad and back: what applies everywhere stays, Vietnam's province and ward come back
      await page.getByLabel('Country').selectOption('Singapore');
      await expect(page.getByLabel('State or region (optional)')).toHaveValue('');
      await expect(page.getByLabel('Phone number')).toHaveValue(phone);
      await expect(page.getByLabel('Street address')).toHaveValue(street);
      await page.getByLabel('Country').selectOption('Vietnam');
      await expect(page.getByLabel('Province or city')).toHaveValue('Thành phố Hồ Chí Minh');
      await expect(page.getByLabel('Ward')).toHaveValue('Phường Bến Thành');

      // a reload keeps every field as typed (session storage)
      await page.reload();
      await expect(page.getByLabel('Phone number')).toHaveValue(phone);
      await expect(page.getByLabel('Province or city')).toHaveValue('Thành phố Hồ Chí Minh');
      await expect(page.getByLabel('Ward')).toHaveValue('Phường Bến Thành');
      await expect(page.getByLabel('Street address')).toHaveValue(street);
      await expect(page.getByLabel('Note for the delivery (optional)')).toHaveValue('Giao giờ hành chính');
      await expect(page.getByLabel('Recipient name')).toHaveValue('Mai Phạm');

      await page.getByLabel('I have read and agree to the exchange & return policy').check();
      await page.getByRole('button', { name: 'Place order' }).click();
      await expect(page).toHaveURL(/\/purchase-success\?orderId=/);
      // the order placed, the draft is gone from this tab
      expect(await page.evaluate(() => sessionStorage.getItem('checkout-draft'))).toBeNull();

      // the second checkout starts from the first order's address, offered among the saved ones
      await fillCart(shopper, [{ productId: dress.id, size: 'M', quantity: 1 }]);
      await page.goto('/checkout');
      const saved = page.getByLabel('Saved addresses');
      await expect(saved).toBeVisible();
      await expect(saved.locator('option:checked')).toHaveText(
        new RegExp(`${street}, Phường Bến Thành \\(Default\\)`),
      );
      await expect(page.getByLabel('Phone number')).toHaveValue(phone);
      await expect(page.getByLabel('Province or city')).toHaveValue('Thành phố Hồ Chí Minh');
      await expect(page.getByLabel('Ward')).toHaveValue('Phường Bến Thành');
      await expect(page.getByLabel('Street address')).toHaveValue(street);
      // the note belonged to the first order only
      await expect(page.getByLabel('Note for the delivery (optional)')).toHaveValue('');

      // "another address" empties the form; choosing the saved one fills it again
      await saved.selectOption({ label: 'Another address' });
      await expect(page.getByLabel('Street address')).toHaveValue('');
      await expect(page.getByLabel('Recipient name')).toHaveValue('Mai Phạm');
      await saved.selectOption({ index: 0 });
      await expect(page.getByLabel('Street address')).toHaveValue(street);
      await audit(page);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(device.use.viewport.width);
    });
  });
}
