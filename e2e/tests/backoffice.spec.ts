import { expect, type Page, test } from '@playwright/test';
import { mailsTo, uniqueEmail, waitForMail } from './support/accounts';
import { appTookOver } from './support/app';
import { audit as expectAccessible } from './support/axe';
import { callApi, fillCart, seedProducts } from './support/cart';
import { createUser, openAs, type Session, signInAgain } from './support/session';
import { uniquePhone, uniqueStreet, uniqueWord, vnd } from './support/words';

const API = `http://127.0.0.1:${process.env.E2E_PORT ?? 4173}/api`;

const shipping = (session: Session, phone: string) => ({
  name: String(session.user.name ?? 'Test Shopper'),
  phone,
  email: String(session.user.email),
  country: 'Vietnam',
  province: 'TP.HCM',
  ward: 'Phường Sài Gòn',
  street: uniqueStreet('Đồng Khởi'),
});

/** Places a COD order from the user's server cart, as the checkout page does. */
async function checkoutCod(session: Session, phone: string): Promise<Response> {
  return fetch(`${API}/payment/create-checkout-cod`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${session.accessToken}`,
      'x-requested-with': 'XMLHttpRequest',
      accept: 'application/json',
      'content-type': 'application/json',
    },
    body: JSON.stringify({ shipping: shipping(session, phone), acceptPolicy: true }),
  });
}

/** Staff walk an order to Completed, which completes a COD payment: it then counts as revenue. */
async function complete(staff: Session, orderId: string) {
  for (const status of ['Confirmed', 'Being Packed', 'Shipped to Carrier', 'Completed']) {
    await callApi(staff, 'PATCH', `/order/edit-order/${orderId}`, { status });
  }
}

const openTab = async (page: Page, tab: string, name: string) => {
  await page.goto(`/admin-dashboard?tab=${tab}`);
  await expect(page.getByRole('heading', { name, exact: true, level: 2 })).toBeVisible();
};

async function expectNoOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('the back office', () => {
  test('staff see the figures and charts of a few orders, and drill into a product', async ({ browser }) => {
    test.slow(); // orders through the API, then a whole dashboard tab with its charts
    const name = `Váy lụa ${uniqueWord()}`;
    const [product] = await seedProducts([
      {
        name,
        price: 500_000,
        sizes: [
          { size: 'S', stock: 30 },
          { size: 'M', stock: 30 },
        ],
      },
    ]);
    if (!product) throw new Error('no product seeded');
    const admin = await createUser({ role: 'ADMIN' });
    const customer = await createUser({ email: uniqueEmail('analytics'), name: 'Mai Trần' });

    // two orders that count (completed, so their COD payment is completed) and one canceled, which must not
    const orders: string[] = [];
    for (const [size, quantity] of [
      ['M', 4],
      ['S', 3],
      ['M', 5],
    ] as const) {
      await fillCart(customer, [{ productId: product.id, size, quantity }]);
      const res = await checkoutCod(customer, uniquePhone());
      expect(res.status, await res.clone().text()).toBe(201);
      orders.push(((await res.json()) as { order: { id: string; total: number } }).order.id);
    }
    await complete(admin, orders[0]!);
    await complete(admin, orders[1]!);
    await callApi(admin, 'POST', `/order/cancel/${orders[2]}`);

    const { context, page } = await openAs(browser, admin);
    await openTab(page, 'analytics', 'Analytics');

    // the range opens on the last 30 days
    await expect(page.getByRole('radio', { name: '30 days' })).toBeChecked();
    // revenue holds at least the two completed orders (other journeys may add theirs): 2,015,000 + 1,515,000
    const revenue = page.getByTestId('kpi-revenue').getByRole('definition').first();
    await expect
      .poll(async () => Number((await revenue.textContent())?.replace(/\D/g, '') ?? 0))
      .toBeGreaterThanOrEqual(3_530_000);

    // the best sellers list the product: 7 pieces counted (the canceled 5 are not), 3.5 million
    const row = page.getByTestId('top-products').getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('7');
    await expect(row).toContainText(vnd(3_500_000));

    // the charts arrived (their own chunk) and drew data
    const daily = page.getByTestId('daily-revenue-chart');
    await expect(daily.locator('.recharts-line-curve')).toHaveCount(1);
    await expect(daily.getByRole('img').first()).toHaveAttribute(
      'aria-label',
      /^Daily revenue\. [\d,]+ ₫ over 30 days\.$/,
    );
    await expect(daily.getByRole('img').first()).not.toHaveAttribute('aria-label', /\. 0 ₫ over/);
    const sales = page.getByTestId('sales-chart');
    await expect(sales.locator('.recharts-bar-rectangle').first()).toBeVisible();
    await page.getByRole('radio', { name: 'Month', exact: true }).check();
    await expect(sales.getByRole('img').first()).toHaveAttribute('aria-label', /Periods: \d+ \(Month\)/);
    await page.getByRole('radio', { name: 'Pieces', exact: true }).check();
    await expect(sales.locator('.recharts-bar-rectangle').first()).toBeVisible();

    // the drill-down: pieces, revenue and orders of the product, by size and by day
    await row.getByRole('button', { name: `Sales details of ${name}` }).click();
    const drill = page.getByTestId('product-drilldown');
    await expect(drill.getByRole('heading', { name })).toBeVisible();
    await expect(drill.getByRole('definition').first()).toHaveText('7');
    await expect(drill.getByRole('row', { name: /^S / })).toContainText(vnd(1_500_000));
    await expect(drill.getByRole('row', { name: /^M / })).toContainText(vnd(2_000_000));
    await expect(drill.locator('.recharts-bar-rectangle').first()).toBeVisible();
    await expectAccessible(page);

    // a range that ended before the orders shows none of them
    await page.getByLabel('From', { exact: true }).fill('2020-01-01');
    await page.getByLabel('To', { exact: true }).fill('2020-01-31');
    await expect(page.getByRole('radio', { name: '30 days' })).not.toBeChecked();
    await expect(page.getByText('No piece sold in this period.')).toBeVisible();
    await expect(revenue).toHaveText('0 ₫');
    await context.close();
  });

  test('a subscriber from the footer gets the newsletter staff send, whose progress reaches all sent', async ({
    browser,
    page,
  }) => {
    test.slow(); // a subscription through the footer, then a campaign followed to its end
    const subscriber = uniqueEmail('letters');
    await page.goto('/');
    // a form sent before the app has the page is sent by the browser once the start script gives up
    // holding it (a slow machine can take that long): this journey is about the app's form
    await appTookOver(page);
    const footer = page.getByRole('contentinfo');
    const input = footer.getByRole('textbox', { name: 'Email address' });
    await input.fill(subscriber);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('Please check your inbox to confirm your subscription.')).toBeVisible();
    await expect(input).toHaveValue('');
    // double opt-in (docs/decisions/0003): newsletters only once the mailed link is followed
    const confirmLink = await waitForMail(
      subscriber,
      (m) => /(https?:\/\/\S+\/api\/subscribe\/confirm\?token=[A-Za-z0-9_-]+)/.exec(m.text)?.[1],
    );
    await page.goto(confirmLink);
    await expect(page.getByRole('heading', { name: "You're subscribed" })).toBeVisible();

    const name = `Áo len ${uniqueWord()}`;
    await seedProducts([{ name }]);
    const manager = await createUser({ role: 'MANAGER' });
    const { context, page: staff } = await openAs(browser, manager);
    await openTab(staff, 'bulkNewsLetter', 'Send Email');
    await expect(staff.getByTestId('audience')).toContainText(/Active subscribers: [1-9]/);

    // the type brings its default texts; staff edit the subject and link a product
    await staff.getByLabel('Type').selectOption('NEW_COLLECTION');
    await expect(staff.getByLabel('Subject')).toHaveValue('Discover our new collection');
    await expect(staff.getByLabel('Title', { exact: true })).toHaveValue('A new collection');
    const subject = `Winter letters ${uniqueWord()}`;
    await staff.getByLabel('Subject').fill(subject);
    await expect(staff.getByText('Edited: sent as written to every subscriber.')).toBeVisible();
    await staff.getByLabel('Find products').fill(name);
    await staff.getByRole('checkbox', { name: new RegExp(name) }).check();
    const preview = staff.getByTestId('email-preview');
    await expect(preview).toContainText(subject);
    await expect(preview).toContainText('A new collection');
    await expect(preview).toContainText(name);

    await staff.getByRole('button', { name: 'Send', exact: true }).click();
    const dialog = staff.getByRole('dialog', { name: 'Send this newsletter?' });
    await expect(dialog).toContainText(subject);
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    // counted through i18next's plural rules: "1 subscriber", "2 subscribers"
    await expect(staff.getByText(/^Newsletter queued for (1 subscriber|\d+ subscribers)\.$/)).toBeVisible();

    const progress = staff.getByTestId('campaign-progress');
    await expect(progress.getByTestId('campaign-state')).toHaveText(/^All sent: (\d+) of \1\.$/, {
      timeout: 30_000,
    });
    await expect(progress.getByTestId('campaign-pending')).toContainText('0');
    await expect(progress.getByTestId('campaign-failed')).toContainText('0');
    await expect(progress.getByRole('progressbar')).toHaveAttribute(
      'aria-valuenow',
      (await progress.getByRole('progressbar').getAttribute('aria-valuemax')) ?? '',
    );
    await expectAccessible(staff);
    // and the subscriber's mail is really there, with the edited subject
    await expect.poll(async () => (await mailsTo(subscriber)).map((m) => m.subject)).toContain(subject);
    await context.close();
  });

  test('a blacklisted customer is signed out and can no longer check out; removed from the list, they can again', async ({
    browser,
  }) => {
    test.slow(); // two tabs and checkouts through the API
    const [product] = await seedProducts([
      { name: `Chân váy ${uniqueWord()}`, sizes: [{ size: 'M', stock: 20 }] },
    ]);
    if (!product) throw new Error('no product seeded');
    const email = uniqueEmail('boom');
    const customer = await createUser({ email, name: `Khách ${uniqueWord()}` });
    await fillCart(customer, [{ productId: product.id, size: 'M', quantity: 1 }]);
    const admin = await createUser({ role: 'ADMIN' });

    const { context, page } = await openAs(browser, admin);
    await openTab(page, 'userBlacklist', 'Blacklist');
    await page.getByRole('radio', { name: 'User', exact: true }).check();
    await page.getByLabel('Find a user by name, email or phone').fill(email);
    await page.getByRole('radio', { name: new RegExp(email) }).check();
    await page.getByLabel('Reason').selectOption('BOOM HÀNG');
    await expect(page.getByLabel('Reason').locator('option:checked')).toHaveText(
      'Refused delivery (BOOM HÀNG)',
    );
    await page.getByLabel('Note').fill('Refused two parcels');
    await page.getByRole('button', { name: 'Add to the blacklist' }).click();
    await expect(page.getByText(`${customer.user.name} is on the blacklist.`)).toBeVisible();
    const entry = page.getByTestId('blacklist-entry').filter({ hasText: email });
    await expect(entry).toContainText('Refused two parcels');
    await expect(entry).toContainText('BOOM HÀNG');

    await expectAccessible(page);

    // blacklisting ended the customer's sessions (docs/decisions/0011): their token is refused outright
    const refused = await checkoutCod(customer, uniquePhone());
    expect(refused.status).toBe(401);

    // the User tab shows them blacklisted
    await openTab(page, 'userListManagement', 'User');
    await page.getByRole('searchbox', { name: 'Search by name, email or phone' }).fill(email);
    const userRow = page.getByRole('row').filter({ hasText: email });
    await expect(userRow).toContainText('Blacklisted');

    // in Vietnamese the reason reads in its own words
    await openTab(page, 'userBlacklist', 'Blacklist');
    await page.evaluate(() => localStorage.setItem('i18nextLng', 'vi'));
    await page.reload();
    await expect(page.getByTestId('blacklist-entry').filter({ hasText: email })).toContainText('Boom hàng');
    await page.evaluate(() => localStorage.setItem('i18nextLng', 'en'));
    await page.reload();

    await page
      .getByTestId('blacklist-entry')
      .filter({ hasText: email })
      .getByRole('button', { name: `Remove ${customer.user.name} from the blacklist` })
      .click();
    await page
      .getByRole('dialog', { name: 'Remove from the blacklist?' })
      .getByRole('button', { name: 'Remove' })
      .click();
    await expect(page.getByText(`${customer.user.name} was removed from the blacklist.`)).toBeVisible();
    await expect(page.getByTestId('blacklist-entry').filter({ hasText: email })).toHaveCount(0);
    // signed in again, the cart is untouched by the 403: checkout now goes through
    const placed = await checkoutCod(await signInAgain(email), uniquePhone());
    expect(placed.status, await placed.clone().text()).toBe(201);
    await context.close();
  });

  test('a manager edits a customer without roles or deletion; an admin changes a role and deletes with a typed confirmation', async ({
    browser,
  }) => {
    test.slow(); // two staff sessions
    const email = uniqueEmail('member');
    await createUser({ email, name: `Hoa ${uniqueWord()}` });
    const manager = await createUser({ role: 'MANAGER' });

    const asManager = await openAs(browser, manager);
    let page = asManager.page;
    await openTab(page, 'userListManagement', 'User');
    await page.getByRole('searchbox', { name: 'Search by name, email or phone' }).fill(email);
    let row = page.getByRole('row').filter({ hasText: email });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('button', { name: /permanently/ })).toHaveCount(0);
    await row.getByRole('button', { name: /^Edit / }).click();
    let dialog = page.getByRole('dialog', { name: /^Edit / });
    await expect(dialog.getByLabel('Role')).toHaveCount(0);
    await dialog.getByLabel('Name').fill('Hoa Lê');
    await dialog.getByLabel('Phone').fill('0987 654 321');
    await dialog.getByLabel('Customer type').selectOption('VIP');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Hoa Lê saved.')).toBeVisible();
    await expect(row).toContainText('Hoa Lê');
    await expect(row).toContainText('VIP');
    await expect(row).toContainText(/0987\s?654\s?321/);
    await asManager.context.close();

    const admin = await createUser({ role: 'ADMIN' });
    const asAdmin = await openAs(browser, admin);
    page = asAdmin.page;
    await openTab(page, 'userListManagement', 'User');
    await page.getByRole('searchbox', { name: 'Search by name, email or phone' }).fill(email);
    row = page.getByRole('row').filter({ hasText: email });
    await row.getByRole('button', { name: 'Edit Hoa Lê' }).click();
    dialog = page.getByRole('dialog', { name: 'Edit Hoa Lê' });
    await dialog.getByLabel('Role').selectOption('MANAGER');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(row).toContainText('Manager');

    await row.getByRole('button', { name: 'Delete Hoa Lê permanently' }).click();
    dialog = page.getByRole('dialog', { name: 'Delete this account permanently?' });
    const confirm = dialog.getByRole('button', { name: 'Delete permanently' });
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel(`Type ${email} to confirm`).fill('someone@else.vn');
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel(`Type ${email} to confirm`).fill(email);
    await confirm.click();
    await expect(page.getByText('The account of Hoa Lê was deleted.')).toBeVisible();
    await expect(page.getByText('No user matches these filters.')).toBeVisible();
    await asAdmin.context.close();
  });

  test('on a phone every back-office tab fits and the tabs can be reached', async ({ browser }) => {
    test.slow(); // four tabs at 390 px
    const admin = await createUser({ role: 'ADMIN' });
    // a sold product with a long name, so the figures and tables have something to lay out
    const [product] = await seedProducts([
      {
        name: `Đầm dạ hội lụa tơ tằm thêu hoa thủ công ${uniqueWord()}`,
        sizes: [{ size: 'FREESIZE < 55KG', stock: 3 }],
      },
    ]);
    if (!product) throw new Error('no product seeded');
    const customer = await createUser({ email: uniqueEmail('phone') });
    await fillCart(customer, [{ productId: product.id, size: 'FREESIZE < 55KG', quantity: 2 }]);
    const placed = await checkoutCod(customer, uniquePhone());
    expect(placed.status).toBe(201);
    await complete(admin, ((await placed.json()) as { order: { id: string } }).order.id);
    const { context, page } = await openAs(browser, admin, { width: 390, height: 844 });
    await page.goto('/admin-dashboard?tab=create');
    const tabs = page.getByRole('tablist', { name: 'Dashboard sections' });
    for (const [name, probe] of [
      ['Analytics', () => page.getByTestId('kpi-revenue')],
      ['Send Email', () => page.getByTestId('email-preview')],
      ['User', () => page.getByRole('searchbox', { name: 'Search by name, email or phone' })],
      ['Blacklist', () => page.getByRole('button', { name: 'Add to the blacklist' })],
    ] as const) {
      const tab = tabs.getByRole('tab', { name, exact: true });
      await tab.scrollIntoViewIfNeeded();
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('heading', { name, exact: true, level: 2 })).toBeVisible();
      await expect(probe()).toBeVisible();
      await expectNoOverflow(page);
    }
    // the user list reads as cards on a phone
    await tabs.getByRole('tab', { name: 'User', exact: true }).click();
    await expect(page.getByRole('list', { name: 'Users, newest first' })).toBeVisible();
    await expectNoOverflow(page);
    await context.close();
  });
});
