import { expect, test } from '@playwright/test';
import { audit } from './support/axe';
import { callApi, fillCart, seedProducts } from './support/cart';
import { createUser, openAs, type Session, signInAs } from './support/session';
import { uniquePhone, uniqueStreet, uniqueWord, vnd } from './support/words';

// The life of an order after checkout, with the harness's fake GHN (its
// API, its print page and its status callbacks to the app) and the bank's webhook.

const CONTROL = `http://127.0.0.1:${process.env.E2E_CONTROL_PORT ?? 4174}`;

async function control<T>(path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${CONTROL}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`control ${path} responded ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

interface PlacedOrder {
  id: string;
  code: string;
  total: number;
}

/** A COD order of one piece to `phone`, placed through the API as the checkout page places it. */
async function placeCod(customer: Session, phone: string, price = 450_000): Promise<PlacedOrder> {
  const [product] = await seedProducts([
    { name: `Áo ${uniqueWord()}`, price, category: 'Stylish blouse', sizes: [{ size: 'M', stock: 5 }] },
  ]);
  if (!product) throw new Error('no product seeded');
  await fillCart(customer, [{ productId: product.id, size: 'M', quantity: 1 }]);
  const placed = await callApi<{ order: PlacedOrder }>(customer, 'POST', '/payment/create-checkout-cod', {
    shipping: {
      name: String(customer.user.name),
      phone,
      email: String(customer.user.email),
      country: 'Vietnam',
      province: 'TP.HCM',
      ward: 'Phường Sài Gòn',
      street: uniqueStreet('Đồng Khởi'),
    },
    acceptPolicy: true,
  });
  return placed.order;
}

test('staff ship three confirmed orders in one step and print their labels as one document; the carrier then delivers one', async ({
  browser,
}) => {
  test.slow(); // three orders, a bulk shipment, the carrier's print page and its callbacks
  const phone = uniquePhone();
  const customer = await createUser({ name: `Khách ${uniqueWord()}` });
  const staff = await createUser({ role: 'MANAGER', name: `Kho ${uniqueWord()}` });
  const placed: PlacedOrder[] = [];
  for (let i = 0; i < 3; i++) {
    const order = await placeCod(customer, phone);
    await callApi(staff, 'PATCH', `/order/edit-order/${order.id}`, { status: 'Confirmed' });
    placed.push(order);
  }

  const { context, page } = await openAs(browser, staff);
  await page.goto('/admin-dashboard?tab=orders');
  // the buyer's phone finds exactly her three orders
  await page.getByRole('searchbox', { name: 'Search by code, phone or email' }).fill(phone);
  await expect(page.locator('[data-testid="admin-order-row"]:visible')).toHaveCount(3);
  for (const order of placed) {
    await page
      .getByRole('checkbox', { name: `Select order ${order.code}` })
      .first()
      .check();
  }
  await page.getByRole('button', { name: 'Ship selected with GHN (3)' }).click();
  await expect(page.getByTestId('bulk-shipped')).toHaveCount(3);
  await audit(page);

  // one click, one tab: the carrier's page printing the three labels, saved as ONE PDF
  const printsBefore = (await control<{ prints: string[][] }>('/ghn/prints')).prints.length;
  const [labels] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: 'Print labels (3)' }).click(),
  ]);
  // the tab opens at the click, empty, and goes to the carrier's page once its address arrived
  await labels.waitForURL(/\/a5\/public-api\/printA5\?token=/);
  await labels.waitForLoadState();
  const { prints } = await control<{ prints: string[][] }>('/ghn/prints');
  expect(prints.length).toBe(printsBefore + 1);
  const printed = prints.at(-1) ?? [];
  expect(printed).toHaveLength(3);
  for (const code of printed) await expect(labels.getByText(code, { exact: false }).first()).toBeVisible();
  const pdf = await labels.pdf({ format: 'A5' });
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  await labels.close();

  // the carrier picks the first one up and delivers it: its callbacks move the order to Completed,
  // and the cash it collected completes the payment
  const first = placed[0]!;
  const { order: shipped } = await callApi<{ order: { shipment: { trackingCode: string } } }>(
    staff,
    'GET',
    `/order/${first.id}`,
  );
  const trackingCode = shipped.shipment.trackingCode;
  expect(printed).toContain(trackingCode);
  await control('/ghn/advance', { trackingCode, status: 'picked' });
  await control('/ghn/advance', { trackingCode, status: 'delivered', codCollected: first.total });
  await page
    .getByRole('button', { name: `Open order ${first.code}` })
    .first()
    .click();
  const drawer = page.getByRole('dialog', { name: `Order ${first.code}` });
  await expect(drawer.getByTestId('order-status')).toHaveText('Completed');
  await expect(drawer.getByTestId('shipment-status')).toHaveAttribute('data-status', 'delivered');

  // the buyer sees the carrier, the tracking code and its updates in her profile
  const shopper = await openAs(browser, customer, { width: 390, height: 844 });
  await shopper.page.goto('/profile');
  const card = shopper.page.locator('li, article').filter({ hasText: first.code }).last();
  await card.getByText('Details and tracking').click();
  await expect(card.getByTestId('shipment-tracking')).toHaveText(trackingCode);
  await expect(card).toContainText('Delivered');
  await shopper.context.close();
  await context.close();
});

test('a buyer with deliveries refused at the door is asked for a deposit, pays it by bank transfer, and her order waits in the queue as deposited', async ({
  page,
  browser,
}) => {
  test.slow(); // a checkout in the browser, the bank's webhook, then the staff's queue
  const phone = uniquePhone();
  const [dress] = await seedProducts([
    { name: `Đầm ${uniqueWord()}`, price: 600_000, category: 'Full set', sizes: [{ size: 'M', stock: 3 }] },
  ]);
  if (!dress) throw new Error('no product seeded');
  const shopper = await signInAs(page, { name: 'Hoa Trần' });
  // earlier months: two parcels to this phone came back refused at the door
  await control('/seed-history', { phone, email: String(shopper.user.email), refused: 2 });
  await fillCart(shopper, [{ productId: dress.id, size: 'M', quantity: 1 }]);

  await page.goto('/checkout');
  await page.getByLabel('Phone number').fill(phone);
  await page.getByLabel('Province or city').selectOption('Thành phố Hồ Chí Minh');
  await expect(page.getByLabel('Ward').locator('option', { hasText: 'Phường Sài Gòn' })).toHaveCount(1);
  await page.getByLabel('Ward').selectOption('Phường Sài Gòn');
  await page.getByLabel('Street address').fill(uniqueStreet());
  await expect(page.getByRole('radio', { name: /Cash on delivery/ })).toBeChecked();
  await page.getByLabel('I have read and agree to the exchange & return policy').check();
  await page.getByRole('button', { name: 'Place order' }).click();

  // the deposit step: a VietQR for the deposit, and what the courier collects at the door
  await expect(page).toHaveURL(/\/checkout\?order=/);
  await expect(page.getByText(/Your order needs a deposit of/)).toBeVisible();
  const memo = (await page.getByTestId('qr-memo').textContent()) ?? '';
  expect(memo).toMatch(/^DH-[A-Z0-9]{6}$/);
  const depositText = (await page.getByTestId('qr-amount').textContent()) ?? '';
  const deposit = Number(depositText.replace(/\D/g, ''));
  expect(deposit).toBeGreaterThan(0);
  expect(deposit).toBeLessThan(600_000);
  await audit(page);

  // the bank reports the transfer of the deposit: the page turns to "Deposit received" by itself
  const sent = await control<{ success: boolean }>('/bank-transfer', {
    content: `MBVCB.${memo.replace('-', '')}.dat coc`,
    amount: deposit,
  });
  expect(sent.success).toBe(true);
  await expect(page.getByTestId('deposit-paid')).toBeVisible();

  // staff find it in the "To confirm" queue, HIGH risk, deposit paid
  const staff = await createUser({ role: 'ADMIN', name: `Mai ${uniqueWord()}` });
  const { context, page: back } = await openAs(browser, staff);
  await back.goto('/admin-dashboard?tab=orders&view=to-confirm');
  const row = back.locator(`[data-testid="to-confirm-row"][data-code="${memo}"]`);
  await expect(row).toBeVisible();
  await expect(row).toContainText('HIGH');
  await expect(row).toContainText(`Deposit paid (${vnd(deposit)})`);
  await expect(row).toContainText('2 deliveries refused at the door');
  await audit(back);
  await context.close();
});
