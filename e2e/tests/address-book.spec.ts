import { expect, type Locator, type Page, test } from '@playwright/test';
import { audit } from './support/axe';
import { signInAs } from './support/session';

const DEVICES = [
  { name: 'a 390 px phone', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
  { name: 'a 1280 px laptop', use: { viewport: { width: 1280, height: 800 } } },
] as const;

/** Fills the address dialog's fields for an address in Vietnam, from the provinces service's lists. */
async function fillVietnam(
  dialog: Locator,
  a: { label: string; phone: string; province: string; ward: string; street: string },
) {
  await dialog.getByLabel('Name of this address (optional)').fill(a.label);
  await dialog.getByLabel('Phone number').fill(a.phone);
  await dialog.getByLabel('Province or city').selectOption(a.province);
  await expect(dialog.getByLabel('Ward').locator('option', { hasText: a.ward })).toHaveCount(1);
  await dialog.getByLabel('Ward').selectOption(a.ward);
  await dialog.getByLabel('Street address').fill(a.street);
}

const entries = (page: Page) => page.getByTestId('address-entry');

for (const device of DEVICES) {
  test.describe(`the profile's address book on ${device.name}`, () => {
    test.use(device.use);

    test('adds, edits, sets the default and deletes addresses', async ({ page }) => {
      test.slow();
      await signInAs(page, { name: 'Thảo Vũ' });
      await page.goto('/profile');
      const section = page.getByRole('region', { name: 'Address book' });
      await expect(section).toBeVisible();
      await expect(section.getByText('No saved address yet.', { exact: false })).toBeVisible();

      // the first address: checked by the checkout's rules, then saved as the default
      await section.getByRole('button', { name: 'Add an address' }).click();
      let dialog = page.getByRole('dialog', { name: 'New address' });
      await expect(dialog.getByLabel('Recipient name')).toHaveValue('Thảo Vũ');
      await dialog.getByLabel('Phone number').fill('12345');
      await dialog.getByRole('button', { name: 'Save address' }).click();
      await expect(
        dialog.getByText('Please enter a valid Vietnamese phone number (e.g. 0912 345 678)'),
      ).toBeVisible();
      await expect(dialog.getByText('Please choose a province or city')).toBeVisible();
      await fillVietnam(dialog, {
        label: 'Nhà',
        phone: '0912 345 678',
        province: 'Thành phố Hồ Chí Minh',
        ward: 'Phường Tân Định',
        street: '5 Hai Bà Trưng',
      });
      await dialog.getByRole('button', { name: 'Save address' }).click();
      await expect(page.getByText('Address saved')).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(entries(page)).toHaveCount(1);
      await expect(entries(page).first()).toHaveAttribute('data-default', 'true');
      await expect(entries(page).first()).toContainText('5 Hai Bà Trưng');
      await expect(section.getByTestId('address-count')).toHaveText('1 of 10 addresses saved');

      // a second one, abroad: the region and city instead of province and ward (once the first
      // save's toast has gone, so that the toast below is this save's)
      await expect(page.getByText('Address saved')).toHaveCount(0);
      await section.getByRole('button', { name: 'Add an address' }).click();
      dialog = page.getByRole('dialog', { name: 'New address' });
      await dialog.getByLabel('Name of this address (optional)').fill('Văn phòng');
      await dialog.getByLabel('Country').selectOption('Singapore');
      await dialog.getByLabel('Phone number').fill('+65 6123 4567');
      await dialog.getByLabel('City (optional)').fill('Singapore');
      await dialog.getByLabel('Street address').fill('10 Orchard Road');
      await dialog.getByRole('button', { name: 'Save address' }).click();
      await expect(page.getByText('Address saved').first()).toBeVisible();
      await expect(entries(page)).toHaveCount(2);
      await expect(entries(page).nth(0)).toContainText('Nhà');
      await expect(entries(page).nth(1)).toContainText('Văn phòng');
      await expect(entries(page).nth(1)).toHaveAttribute('data-default', 'false');
      await audit(page);

      // edit the second: its fields come back as saved
      await section.getByRole('button', { name: 'Edit Văn phòng' }).click();
      dialog = page.getByRole('dialog', { name: 'Edit address' });
      await expect(dialog.getByLabel('Street address')).toHaveValue('10 Orchard Road');
      await expect(dialog.getByLabel('Country')).toHaveValue('Singapore');
      await dialog.getByLabel('Street address').fill('1 Raffles Place');
      await dialog.getByRole('button', { name: 'Save address' }).click();
      await expect(page.getByText('Address updated')).toBeVisible();
      await expect(entries(page).nth(1)).toContainText('1 Raffles Place');

      // make it the default: it moves first, and is the only default
      await section.getByRole('button', { name: 'Make Văn phòng the default' }).click();
      await expect(page.getByText('Default address changed')).toBeVisible();
      await expect(entries(page).nth(0)).toContainText('Văn phòng');
      await expect(page.locator('[data-testid="address-entry"][data-default="true"]')).toHaveCount(1);

      // delete the default: the other one becomes the default
      await section.getByRole('button', { name: 'Delete Văn phòng' }).click();
      dialog = page.getByRole('dialog', { name: 'Delete this address?' });
      await expect(dialog).toContainText('your most recent other address becomes the default');
      await dialog.getByRole('button', { name: 'Delete address' }).click();
      await expect(page.getByText('Address deleted')).toBeVisible();
      await expect(entries(page)).toHaveCount(1);
      await expect(entries(page).first()).toContainText('Nhà');
      await expect(entries(page).first()).toHaveAttribute('data-default', 'true');

      // what was saved is the server's: a reload shows the same book
      await page.reload();
      await expect(entries(page)).toHaveCount(1);
      await expect(entries(page).first()).toContainText('5 Hai Bà Trưng');
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(device.use.viewport.width);
    });
  });
}
