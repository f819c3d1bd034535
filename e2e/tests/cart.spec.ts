import { expect, type Page, test } from '@playwright/test';
import { createAccount } from './support/accounts';
import { appTookOver } from './support/app';
import { audit } from './support/axe';
import { callApi, DOOR, door, fillCart, seedProducts } from './support/cart';
import { oldStyleFigures } from './support/figures';
import { createUser, signInAs } from './support/session';
import { uniqueWord, vnd } from './support/words';

interface Summary {
  cartSubTotal: number;
  discountAmount: number;
  shippingFee: number;
  cartTotalValue: number;
  appliedCoupon: { code: string } | null;
}

const line = (page: Page, size: string) => page.locator(`[data-testid="cart-line"][data-size="${size}"]`);

test.describe('the cart', () => {
  test('two sizes, a quantity, a coupon whose condition is met later, totals as the server says, and the coupon reset with the last item', async ({
    page,
  }) => {
    const [product] = await seedProducts([
      {
        name: `Áo lụa ${uniqueWord()}`,
        price: 400_000,
        discountPrice: 300_000,
        sizes: [
          { size: 'S', stock: 5 },
          { size: 'M', stock: 5 },
        ],
      },
    ]);
    if (!product) throw new Error('no product seeded');
    const admin = await createUser({ role: 'ADMIN' });
    const code = `FOUR${uniqueWord()}`;
    await callApi(admin, 'POST', '/coupon/create', {
      code,
      name: 'Four pieces, ten percent',
      discount: { type: 'PERCENTAGE', value: 10 },
      conditions: [{ type: 'MINIMUM_ITEMS', value: 4 }],
      expirationDate: '2099-12-31',
    });
    const shopper = await signInAs(page);

    // add two sizes from the product page: a size must be chosen first
    await page.goto(`/product/${product.id}`);
    await appTookOver(page);
    const add = page.getByRole('button', { name: 'Add to cart' });
    await expect(add).toBeDisabled();
    await page.getByRole('radio', { name: 'S', exact: true }).check({ force: true });
    await add.click();
    await expect(page.getByText('Added to your bag')).toBeVisible();
    await expect(page.getByTestId('cart-badge')).toHaveText('1');
    await page.getByRole('radio', { name: 'M', exact: true }).check({ force: true });
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await add.click();
    await expect(page.getByTestId('cart-badge')).toHaveText('3');

    // the bag: the sale price beside the struck-through regular one
    await page.getByRole('link', { name: /^Cart/ }).click();
    await expect(page).toHaveURL('/cart');
    await expect(page.getByTestId('cart-line')).toHaveCount(2);
    await expect(line(page, 'S')).toContainText('300,000 ₫');
    await expect(line(page, 'S').locator('del')).toHaveText(/400,000 ₫/);
    await expect(line(page, 'M').getByTestId('line-quantity')).toHaveText('2');

    // change a quantity: M from 2 to 1
    await line(page, 'M')
      .getByRole('button', { name: /^One less of/ })
      .click();
    await expect(line(page, 'M').getByTestId('line-quantity')).toHaveText('1');
    await expect(page.getByTestId('cart-badge')).toHaveText('2');

    // a coupon for four pieces: its condition's message shows, nothing is applied
    const summary = page.getByTestId('order-summary');
    await expect(summary).toHaveAttribute('data-settled', 'true');
    await page.getByRole('textbox', { name: 'Coupon code' }).fill(code.toLowerCase());
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(page.getByTestId('coupon-conditions')).toHaveText('Add 2 more item(s) to use this coupon');
    await expect(page.getByTestId('coupon-held')).toHaveAttribute('data-applied', 'false');
    await expect(page.getByTestId('summary-discount')).toHaveText('0 ₫');

    // meet it: S from 1 to 3 (the message follows the bag at once), then apply
    const more = line(page, 'S').getByRole('button', { name: /^One more of/ });
    await more.click();
    await expect(page.getByTestId('coupon-conditions')).toHaveText('Add 1 more item(s) to use this coupon');
    await more.click();
    await expect(line(page, 'S').getByTestId('line-quantity')).toHaveText('3');
    await expect(page.getByTestId('coupon-conditions')).toHaveCount(0);
    await page.getByRole('button', { name: `Apply ${code}` }).click();
    await expect(page.getByTestId('coupon-held')).toHaveAttribute('data-applied', 'true');
    await expect(page.getByText('Coupon applied')).toBeVisible();

    // the totals shown are the server's
    await expect(summary).toHaveAttribute('data-settled', 'true');
    const server = await callApi<Summary>(shopper, 'GET', '/cart/order-summary');
    expect(server).toMatchObject({
      cartSubTotal: 1_200_000,
      discountAmount: 120_000,
      shippingFee: 15_000,
      cartTotalValue: 1_095_000,
      appliedCoupon: { code },
    });
    await expect(page.getByTestId('summary-subtotal')).toHaveText(vnd(server.cartSubTotal));
    await expect(page.getByTestId('summary-discount')).toHaveText(`−${vnd(server.discountAmount)}`);
    await expect(page.getByTestId('summary-shipping')).toHaveText(vnd(server.shippingFee));
    await expect(page.getByTestId('summary-total')).toHaveText(vnd(server.cartTotalValue));
    await expect(page.getByTestId('rank-hint')).toContainText('Spend 2,000,000 ₫ more to reach Rosé Darling');
    const stored = await page.evaluate(
      () => JSON.parse(localStorage.getItem('coupon-storage') ?? '{}').state,
    );
    expect(stored).toMatchObject({ code, appliedCoupon: true });

    // remove the lines; with the last one the coupon resets
    await line(page, 'M')
      .getByRole('button', { name: /^Remove/ })
      .click();
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await line(page, 'S')
      .getByRole('button', { name: /^Remove/ })
      .click();
    await expect(page.getByTestId('cart-empty')).toBeVisible();
    await expect(page.getByText('Removed from your bag').first()).toBeVisible();
    await expect(page.getByTestId('cart-badge')).toHaveCount(0);
    await expect
      .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('coupon-storage') ?? '{}').state))
      .toMatchObject({ code: null, appliedCoupon: false });
    expect((await callApi<Summary>(shopper, 'GET', '/cart/order-summary')).appliedCoupon).toBeNull();
    // and a new piece in the bag comes without it
    await fillCart(shopper, [{ productId: product.id, size: 'S', quantity: 1 }]);
    await page.reload();
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await expect(page.getByTestId('coupon-held')).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Coupon code' })).toHaveValue('');
  });

  test('a change the server cannot take (the server stopped) rolls back with the failure toast', async ({
    page,
  }) => {
    const [product] = await seedProducts([
      { name: `Váy ${uniqueWord()}`, price: 350_000, sizes: [{ size: 'M', stock: 6 }] },
    ]);
    if (!product) throw new Error('no product seeded');
    const shopper = await signInAs(page);
    await fillCart(shopper, [{ productId: product.id, size: 'M', quantity: 2 }]);

    // this journey reaches the app through the harness's second door, which it then closes
    await page.goto(`${DOOR}/cart`);
    const quantity = line(page, 'M').getByTestId('line-quantity');
    await expect(quantity).toHaveText('2');
    await expect(page.getByTestId('order-summary')).toHaveAttribute('data-settled', 'true');
    await door('close');
    try {
      await line(page, 'M')
        .getByRole('button', { name: /^One more of/ })
        .click();
      await expect(page.getByText(/^Failed to update quantity: /)).toBeVisible();
      await expect(quantity).toHaveText('2');
      await expect(page.getByTestId('cart-badge')).toHaveText('2');
    } finally {
      await door('open');
    }
    // the server never changed, and the page shows it again once it responds
    const cart = await callApi<{ cartItem: Array<{ quantity: number }> }>(shopper, 'GET', '/cart');
    expect(cart.cartItem.map((l) => l.quantity)).toEqual([2]);
    await page.reload();
    await expect(quantity).toHaveText('2');
  });

  test('a visitor who adds to the cart is asked to log in first', async ({ page }) => {
    const [product] = await seedProducts([
      { name: `Chân váy ${uniqueWord()}`, sizes: [{ size: 'S', stock: 2 }] },
    ]);
    if (!product) throw new Error('no product seeded');
    await page.goto(`/product/${product.id}`);
    await page.getByRole('radio', { name: 'S', exact: true }).check({ force: true });
    // the quantity cannot go past the stock shown for that size
    const increase = page.getByRole('button', { name: 'Increase quantity' });
    await increase.click();
    await expect(increase).toBeDisabled();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page).toHaveURL('/login');
  });

  test('the bag and the loyalty page have no accessibility violations', async ({ page }) => {
    const [product] = await seedProducts([
      {
        name: `Áo len ${uniqueWord()}`,
        price: 500_000,
        discountPrice: 420_000,
        sizes: [{ size: 'L', stock: 3 }],
      },
    ]);
    if (!product) throw new Error('no product seeded');
    const shopper = await signInAs(page);
    await fillCart(shopper, [{ productId: product.id, size: 'L', quantity: 2 }]);
    await page.goto('/cart');
    await expect(page.getByTestId('order-summary')).toHaveAttribute('data-settled', 'true');
    await audit(page);
    await page.goto('/loyalty-level');
    await expect(page.getByTestId('loyalty-hint')).toHaveText('Spend 2,000,000 ₫ more to reach Rosé Darling');
    await audit(page);
  });
});

for (const device of [
  { name: 'a phone', viewport: { width: 390, height: 844 } },
  { name: 'a laptop', viewport: { width: 1280, height: 800 } },
]) {
  test(`a visitor who pressed Add to cart is sent to log in and finds her choice in the bag after, on ${device.name}`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(device.viewport);
    const [product] = await seedProducts([
      {
        name: `Váy lụa ${uniqueWord()}`,
        price: 500_000,
        sizes: [
          { size: 'S', stock: 3 },
          { size: 'M', stock: 3 },
        ],
      },
    ]);
    if (!product) throw new Error('no product seeded');
    const account = await createAccount(request);

    await page.goto(`/product/${product.id}`);
    await appTookOver(page);
    await page.getByRole('radio', { name: 'M', exact: true }).check({ force: true });
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByRole('button', { name: 'Add to cart' }).click();

    await expect(page).toHaveURL('/login');
    await page.getByLabel('Email address').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();

    // back on the product, the add made once, with the usual toast; the size she chose is chosen
    await expect(page).toHaveURL(`/product/${product.id}`);
    await expect(page.getByText('Added to your bag')).toBeVisible();
    await expect(page.getByRole('radio', { name: 'M', exact: true })).toBeChecked();
    await expect(page.getByTestId('cart-badge')).toHaveText('2');
    await page.reload();
    await expect(page.getByTestId('cart-badge')).toHaveText('2');
    await page.goto('/cart');
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await expect(line(page, 'M').getByTestId('line-quantity')).toHaveText('2');
  });
}

test('a coupon for specific products names those it needs, linking the ones on sale', async ({ page }) => {
  const tag = uniqueWord();
  const [inBag, wanted, hidden] = await seedProducts([
    { name: `Áo thun ${tag}`, price: 300_000, sizes: [{ size: 'S', stock: 3 }] },
    { name: `Áo lụa ${tag}`, price: 500_000, sizes: [{ size: 'S', stock: 3 }] },
    { name: `Đầm ẩn ${tag}`, price: 700_000, sizes: [{ size: 'S', stock: 3 }] },
  ]);
  if (!inBag || !wanted || !hidden) throw new Error('no products seeded');
  const admin = await createUser({ role: 'ADMIN' });
  const code = `ONLY${tag}`.slice(0, 32);
  await callApi(admin, 'POST', '/coupon/create', {
    code,
    name: 'Silk week',
    discount: { type: 'PERCENTAGE', value: 10 },
    conditions: [{ type: 'SPECIFIC_PRODUCTS', value: [wanted.id, hidden.id] }],
    expirationDate: '2099-12-31',
  });
  // taken off sale after the coupon was made: named no more
  await callApi(admin, 'PATCH', `/product/toggle-visibility/${hidden.id}`);
  const shopper = await signInAs(page);
  await fillCart(shopper, [{ productId: inBag.id, size: 'S', quantity: 1 }]);

  await page.goto('/cart');
  await expect(page.getByTestId('order-summary')).toHaveAttribute('data-settled', 'true');
  await page.getByRole('textbox', { name: 'Coupon code' }).fill(code);
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  const conditions = page.getByTestId('coupon-conditions');
  // the required sentence stays, and the products follow it
  await expect(conditions).toContainText('This coupon requires specific products in your cart');
  await expect(page.getByTestId('coupon-products')).toHaveText(
    `Add this piece: ${wanted.name}, a product no longer on sale`,
  );
  await expect(conditions.getByRole('link')).toHaveCount(1);
  await expect(conditions).not.toContainText(hidden.name);
  await conditions.getByRole('link', { name: wanted.name }).click();
  await expect(page).toHaveURL(`/product/${wanted.id}`);
});

for (const device of [
  { name: 'a phone', viewport: { width: 390, height: 844 } },
  { name: 'a laptop', viewport: { width: 1280, height: 800 } },
]) {
  test(`the bag's margins are even and its figures lining, on ${device.name}`, async ({ page }) => {
    await page.setViewportSize(device.viewport);
    const tag = uniqueWord();
    const [set, skirt] = await seedProducts([
      { name: `Set 2 món 10 ${tag}`, price: 411_000, sizes: [{ size: 'S', stock: 5 }] },
      { name: `Chân váy ${tag}`, price: 1_110_000, sizes: [{ size: 'M', stock: 5 }] },
    ]);
    if (!set || !skirt) throw new Error('no products seeded');
    const shopper = await signInAs(page);
    await fillCart(shopper, [
      { productId: set.id, size: 'S', quantity: 1 },
      { productId: skirt.id, size: 'M', quantity: 2 },
    ]);
    await page.goto('/cart');
    await expect(page.getByTestId('cart-line')).toHaveCount(2);
    await expect(page.getByTestId('order-summary')).toHaveAttribute('data-settled', 'true');
    await page.evaluate(() => document.fonts.ready);

    const m = await page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      const inset = (el: Element) => {
        const r = el.getBoundingClientRect();
        return { left: Math.round(r.left), right: Math.round(width - r.right) };
      };
      const card = document.querySelector('[data-testid="order-summary"]')!;
      const c = card.getBoundingClientRect();
      const first = card.firstElementChild!.getBoundingClientRect();
      const last = card.lastElementChild!.getBoundingClientRect();
      return {
        heading: inset(document.querySelector('main h1')!),
        lines: Array.from(document.querySelectorAll('[data-testid="cart-line"]'), inset),
        card: inset(card),
        padding: [first.top - c.top, c.bottom - last.bottom, first.left - c.left, c.right - first.right].map(
          Math.round,
        ),
        overflow: document.documentElement.scrollWidth - width,
      };
    });
    const margin = m.heading.left;
    // the lines and the summary keep the page's margin on both sides: nothing runs past the right one
    for (const line of m.lines) expect(line.left).toBe(margin);
    expect(m.card.right).toBe(margin);
    if (device.viewport.width < 1024) {
      for (const line of m.lines) expect(line.right).toBe(margin);
      expect(m.card.left).toBe(margin);
    }
    expect(m.overflow).toBeLessThanOrEqual(0);
    // the summary's padding is the same on its four sides
    expect(new Set(m.padding).size, `padding ${m.padding}`).toBe(1);
    // the quantity, the line's total and Remove share one row on every line
    for (const row of await page.getByTestId('cart-line').all()) {
      const boxes = await Promise.all(
        [
          row.getByRole('group'),
          row.getByTestId('line-total'),
          row.getByRole('button', { name: /^Remove/ }),
        ].map((l) => l.boundingBox()),
      );
      const centres = boxes.map((b) => (b ? b.y + b.height / 2 : Number.NaN));
      if (device.viewport.width < 640) {
        expect(Math.max(...centres) - Math.min(...centres), `centres ${centres}`).toBeLessThan(4);
      }
    }
    expect(await oldStyleFigures(page)).toEqual([]);
  });
}
