import { expect, test } from '@playwright/test';
import { audit } from './support/axe';
import { callApi, fillCart, seedProducts } from './support/cart';
import { createUser, openAs, type Session } from './support/session';
import { uniquePhone, uniqueStreet, uniqueWord } from './support/words';

/** A COD order of one piece, placed through the API as the checkout page places it. */
async function placeOrder(customer: Session): Promise<{ id: string; code: string }> {
  const [product] = await seedProducts([{ name: `Đầm ${uniqueWord()}`, sizes: [{ size: 'M', stock: 5 }] }]);
  if (!product) throw new Error('no product seeded');
  await fillCart(customer, [{ productId: product.id, size: 'M', quantity: 1 }]);
  const placed = await callApi<{ order: { id: string; code: string } }>(
    customer,
    'POST',
    '/payment/create-checkout-cod',
    {
      shipping: {
        name: String(customer.user.name),
        phone: uniquePhone(),
        email: String(customer.user.email),
        country: 'Vietnam',
        province: 'TP.HCM',
        ward: 'Phường Sài Gòn',
        street: uniqueStreet('Đồng Khởi'),
      },
      acceptPolicy: true,
    },
  );
  return placed.order;
}

// the steps with no way back are confirmed, and the history says who did what
test('staff confirm a step that cannot be undone in a dialog naming the order, and the history says who made each change', async ({
  browser,
}) => {
  test.slow(); // an order through the API, then a drawer walked through three steps
  const customer = await createUser({ name: `Khách ${uniqueWord()}` });
  const order = await placeOrder(customer);
  const staffName = `Linh ${uniqueWord()}`;
  const staff = await createUser({ role: 'MANAGER', name: staffName });
  for (const status of ['Confirmed', 'Being Packed']) {
    await callApi(staff, 'PATCH', `/order/edit-order/${order.id}`, { status });
  }

  const { context, page } = await openAs(browser, staff);
  await page.goto('/admin-dashboard?tab=orders');
  await page.getByRole('searchbox', { name: 'Search by code, phone or email' }).fill(order.code);
  await expect(page.locator('[data-testid="admin-order-row"]:visible')).toHaveCount(1);
  await page
    .getByRole('button', { name: `Open order ${order.code}` })
    .first()
    .click();
  const drawer = page.getByRole('dialog', { name: `Order ${order.code}` });
  await expect(drawer.getByTestId('order-status')).toHaveText('Being Packed');

  // one click asks first, naming the order and the step; Cancel changes nothing
  const edits: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/order/edit-order/')) edits.push(r.url());
  });
  await drawer.getByRole('button', { name: 'Mark as Shipped to Carrier' }).click();
  const confirm = page.getByRole('dialog', { name: `Mark order ${order.code} as Shipped to Carrier?` });
  await expect(confirm).toContainText(`Order ${order.code} goes to the carrier. This cannot be undone`);
  await audit(page);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(drawer.getByTestId('order-status')).toHaveText('Being Packed');
  expect(edits).toEqual([]);

  // confirmed, the step is taken
  await drawer.getByRole('button', { name: 'Mark as Shipped to Carrier' }).click();
  await confirm.getByRole('button', { name: 'Mark as Shipped to Carrier' }).click();
  await expect(page.getByText(`Order ${order.code} is now Shipped to Carrier`)).toBeVisible();
  await expect(drawer.getByTestId('order-status')).toHaveText('Shipped to Carrier');
  expect(edits).toHaveLength(1);

  // Completed asks too
  await drawer.getByRole('button', { name: 'Mark as Completed' }).click();
  const complete = page.getByRole('dialog', { name: `Mark order ${order.code} as Completed?` });
  await expect(complete).toContainText('This cannot be undone');
  await complete.getByRole('button', { name: 'Mark as Completed' }).click();
  await expect(drawer.getByTestId('order-status')).toHaveText('Completed');

  // the history, newest first: who made each change
  const history = drawer.getByTestId('order-history').getByTestId('history-by');
  await expect(history.first()).toHaveText(`By ${staffName} (staff)`);
  await expect(history.last()).toHaveText(`By the customer (${String(customer.user.name)})`);
  await expect(history).toHaveCount(5);
  await context.close();
});
