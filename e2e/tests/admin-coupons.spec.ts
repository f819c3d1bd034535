import { expect, type Page, test } from '@playwright/test';
import { audit } from './support/axe';
import { signInAs } from './support/session';

const CONTROL = `http://127.0.0.1:${process.env.E2E_CONTROL_PORT ?? 4174}`;

/** A code no other test uses: the coupon list is shared by every journey on the server. */
const uniqueCode = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();

/** A date a year ahead, as a date input takes it (YYYY-MM-DD). */
const nextYear = () => {
  const d = new Date();
  return `${d.getFullYear() + 1}-${String(d.getMonth() + 1).padStart(2, '0')}-15`;
};

const couponCard = (page: Page, code: string) =>
  page.getByRole('list', { name: 'Coupons' }).getByRole('listitem').filter({ hasText: code });

/** The value shown beside a label of a coupon card ("Uses:" → "0 / 50"). */
const detail = (page: Page, code: string, term: string) =>
  couponCard(page, code)
    .locator('div')
    .filter({ has: page.getByRole('term').filter({ hasText: term }) })
    .getByRole('definition');

test.describe('the coupon tab', () => {
  test('a staff member creates a percentage coupon with a minimum amount, sees it unused, deletes it', async ({
    page,
  }) => {
    test.slow(); // a whole journey: create, an accessibility audit, delete, a reload
    await signInAs(page, { role: 'MANAGER' });
    await page.goto('/admin-dashboard?tab=coupon');
    await expect(page.getByRole('heading', { name: 'Coupon', exact: true })).toBeVisible();

    const code = uniqueCode('PCT');
    await page.getByLabel('Code', { exact: true }).fill(code.toLowerCase());
    // the field shows the code as it will be stored: in capitals
    await expect(page.getByLabel('Code', { exact: true })).toHaveValue(code);
    await page.getByLabel('Name', { exact: true }).fill('Hè rực rỡ 15%');
    await page.getByLabel('Discount type').selectOption('PERCENTAGE');
    await page.getByLabel('Percentage (%)').fill('15');
    await page.getByLabel('Maximum discount (₫)').fill('100.000');
    await page.getByRole('checkbox', { name: /^Minimum order amount/ }).check();
    await page.getByLabel('Minimum amount (₫)').fill('500000');
    await page.getByLabel('Expires on').fill(nextYear());
    await page.getByLabel('Total uses').fill('50');
    await page.getByLabel('Uses per customer').fill('1');
    await page.getByRole('button', { name: 'Create coupon' }).click();

    await expect(page.getByText(`Coupon ${code} created.`)).toBeVisible();
    const card = couponCard(page, code);
    await expect(card).toHaveCount(1);
    await expect(card).toContainText('Hè rực rỡ 15%');
    await expect(card).toContainText('15% off, at most 100,000 ₫');
    await expect(card).toContainText('Orders of 500,000 ₫ or more');
    await expect(card).toContainText('Active');
    await expect(detail(page, code, 'Uses:')).toHaveText('0 / 50');
    await expect(detail(page, code, 'Per customer:')).toHaveText('1');
    // the form emptied for the next coupon
    await expect(page.getByLabel('Code', { exact: true })).toHaveValue('');
    await audit(page);

    await card.getByRole('button', { name: `Delete coupon ${code}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this coupon?' });
    await expect(dialog).toContainText(code);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(`Coupon ${code} deleted.`)).toBeVisible();
    await expect(card).toHaveCount(0);

    // gone on the server too, not only from the screen
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Coupons' })).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Coupons' }).or(page.getByText('No coupon yet')),
    ).toBeVisible();
    await expect(couponCard(page, code)).toHaveCount(0);
  });

  test('on a phone: a fixed-amount coupon for chosen products and VIPs; a taken code is told beside its field', async ({
    page,
  }) => {
    test.slow(); // two creations, one through a product search
    await page.setViewportSize({ width: 390, height: 844 });
    const token = `cp${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
    const seeded = await fetch(`${CONTROL}/seed-products`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ products: [{ name: `Áo lụa ${token}` }] }),
    });
    expect(seeded.status).toBe(201);
    await signInAs(page, { role: 'ADMIN' });
    await page.goto('/admin-dashboard?tab=coupon');

    const code = uniqueCode('VIP');
    await page.getByLabel('Code', { exact: true }).fill(code);
    await page.getByLabel('Name', { exact: true }).fill('Quà cho khách VIP');
    await page.getByLabel('Discount type').selectOption('FIXED_AMOUNT');
    await expect(page.getByLabel('Maximum discount (₫)')).toHaveCount(0);
    await page.getByLabel('Amount (₫)', { exact: true }).fill('80.000');
    await page.getByRole('checkbox', { name: /^Specific products/ }).check();
    await page.getByLabel('Find products').fill(token);
    await page.getByRole('checkbox', { name: new RegExp(token) }).check();
    await expect(page.getByText('Chosen: 1')).toBeVisible();
    await page.getByRole('checkbox', { name: /^Customer type/ }).check();
    await page.getByLabel('Customer type', { exact: true }).selectOption('VIP');
    await page.getByRole('checkbox', { name: /^Minimum number of items/ }).check();
    await page.getByLabel('Minimum items').fill('2');
    await page.getByLabel('Expires on').fill(nextYear());

    // nothing on the page is wider than the phone
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    await page.getByRole('button', { name: 'Create coupon' }).click();
    await expect(page.getByText(`Coupon ${code} created.`)).toBeVisible();
    const card = couponCard(page, code);
    await expect(card).toContainText('80,000 ₫ off');
    await expect(card).toContainText('Items in the cart: 2 or more');
    await expect(card).toContainText('With one of the chosen products (1)');
    await expect(card).toContainText('Customers: VIP only');
    await expect(detail(page, code, 'Uses:')).toHaveText('0');
    await expect(detail(page, code, 'Per customer:')).toHaveText('unlimited');

    // the same code again: the server's 409 sits beside the code field, and nothing new is listed
    await page.getByLabel('Code', { exact: true }).fill(code.toLowerCase());
    await page.getByLabel('Name', { exact: true }).fill('Bản sao');
    await page.getByLabel('Percentage (%)').fill('5');
    await page.getByLabel('Expires on').fill(nextYear());
    await page.getByRole('button', { name: 'Create coupon' }).click();
    const codeField = page.getByLabel('Code', { exact: true });
    await expect(codeField).toHaveAttribute('aria-invalid', 'true');
    await expect(codeField).toHaveAccessibleDescription(/A coupon with this code already exists\./);
    await expect(couponCard(page, code)).toHaveCount(1);
  });
});
