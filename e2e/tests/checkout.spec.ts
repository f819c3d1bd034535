import { type Browser, expect, type Page, test } from '@playwright/test';
import { uniqueEmail, verificationCode, waitForMail } from './support/accounts';
import { appTookOver } from './support/app';
import { audit } from './support/axe';
import { callApi, fillCart, seedProducts } from './support/cart';
import { createUser, signInAs } from './support/session';
import { uniquePhone, uniqueStreet, uniqueWord, vnd } from './support/words';

const CONTROL = `http://127.0.0.1:${process.env.E2E_CONTROL_PORT ?? 4174}`;

/** The bank's webhook, through the harness (SePay-style body, the configured secret, over HTTP). */
async function bankTransfer(content: string, amount: number): Promise<{ status: number; body: unknown }> {
  const res = await fetch(`${CONTROL}/bank-transfer`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ content, amount }),
  });
  return { status: res.status, body: await res.json() };
}

/** The shipping details of a Vietnamese address, chosen from the provinces service's lists. */
async function fillVietnameseAddress(page: Page, phone = uniquePhone()) {
  await page.getByLabel('Phone number').fill(phone);
  await page.getByLabel('Province or city').selectOption('Thành phố Hồ Chí Minh');
  // the wards of that province come from the service (the harness's fake of provinces.open-api.vn)
  await expect(page.getByLabel('Ward').locator('option', { hasText: 'Phường Sài Gòn' })).toHaveCount(1);
  await page.getByLabel('Ward').selectOption('Phường Sài Gòn');
  await page.getByLabel('Street address').fill(uniqueStreet());
}

async function staffPage(browser: Browser) {
  // staff on a phone: the Orders tab works at 390 px
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  const page = await context.newPage();
  await signInAs(page, { role: 'ADMIN', name: 'Staff Mai' });
  return { context, page };
}

test.describe('checkout', () => {
  test('sign up, verify, two pieces and a coupon, cash on delivery; staff confirm it and the customer sees it', async ({
    page,
    browser,
  }) => {
    test.slow(); // a whole journey: sign-up with its password hash, a checkout, a second browser for staff
    const tag = uniqueWord();
    const [blouse, skirt] = await seedProducts([
      { name: `Áo lụa ${tag}`, price: 400_000, sizes: [{ size: 'S', stock: 4 }] },
      { name: `Chân váy ${tag}`, price: 300_000, sizes: [{ size: 'M', stock: 4 }] },
    ]);
    if (!blouse || !skirt) throw new Error('no products seeded');
    const admin = await createUser({ role: 'ADMIN' });
    const code = `TEN${tag}`;
    await callApi(admin, 'POST', '/coupon/create', {
      code,
      name: 'Ten percent for two pieces',
      discount: { type: 'PERCENTAGE', value: 10 },
      conditions: [{ type: 'MINIMUM_ITEMS', value: 2 }],
      expirationDate: '2099-12-31',
    });

    // sign up and verify the address with the mailed code
    const email = uniqueEmail('checkout');
    await page.goto('/signUp');
    await page.getByLabel('Full name').fill('Lan Nguyễn');
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Silk-and-lace-2025');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL('/verify-email');
    await page.getByLabel('Verification code').fill(await verificationCode(email));
    await page.getByRole('button', { name: 'Verify email' }).click();
    await expect(page.getByText('Email verified successfully!')).toBeVisible();
    await expect(page).toHaveURL('/');

    // two pieces from their pages
    for (const [product, size] of [
      [blouse, 'S'],
      [skirt, 'M'],
    ] as const) {
      await page.goto(`/product/${product.id}`);
      await appTookOver(page);
      await page.getByRole('radio', { name: size, exact: true }).check({ force: true });
      await page.getByRole('button', { name: 'Add to cart' }).click();
      await expect(page.getByText('Added to your bag').first()).toBeVisible();
    }
    await expect(page.getByTestId('cart-badge')).toHaveText('2');

    // the coupon, in the bag
    await page.getByRole('link', { name: /^Cart/ }).click();
    await expect(page.getByTestId('cart-line')).toHaveCount(2);
    await page.getByRole('textbox', { name: 'Coupon code' }).fill(code);
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(page.getByText('Coupon applied')).toBeVisible();
    await page.getByRole('link', { name: 'Proceed to checkout' }).click();
    await expect(page).toHaveURL('/checkout');

    // the server's summary: 700,000 − 10% + 10,000 shipping
    const summary = page.getByTestId('checkout-summary');
    await expect(summary).toHaveAttribute('data-settled', 'true');
    await expect(page.getByTestId('checkout-subtotal')).toHaveText(vnd(700_000));
    await expect(page.getByTestId('checkout-discount')).toHaveText(`−${vnd(70_000)}`);
    await expect(page.getByTestId('checkout-shipping')).toHaveText(vnd(10_000));
    await expect(page.getByTestId('checkout-total')).toHaveText(vnd(640_000));

    // abroad: two items to Singapore are US$54 at the fake service's 25,000 ₫ per dollar
    await page.getByLabel('Country').selectOption('Singapore');
    await expect(page.getByTestId('checkout-shipping')).toHaveText(vnd(1_350_000));
    await expect(page.getByTestId('international-shipping')).toContainText('US$54');
    await page.getByLabel('Country').selectOption('Vietnam');
    await expect(page.getByTestId('checkout-shipping')).toHaveText(vnd(10_000));

    // the name and e-mail come from the account; a wrong phone and no agreement are told beside them
    await expect(page.getByLabel('Recipient name')).toHaveValue('Lan Nguyễn');
    await expect(page.getByLabel('Email address')).toHaveValue(email);
    await fillVietnameseAddress(page, '12345');
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(
      page.getByText('Please enter a valid Vietnamese phone number (e.g. 0912 345 678)'),
    ).toBeVisible();
    await expect(page.getByText('Please accept the return policy to place your order')).toBeVisible();
    await expect(page.getByLabel('Phone number')).toBeFocused();
    await audit(page);
    await page.getByLabel('Phone number').fill('+84912345678');
    await page.getByLabel('Phone number').blur();
    await expect(page.getByLabel('Phone number')).toHaveValue('0912 345 678');
    await page.getByLabel('I have read and agree to the exchange & return policy').check();
    await expect(page.getByRole('radio', { name: /Cash on delivery/ })).toBeChecked();
    // PayPal is offered with its charge in dollars at the fake service's rate (640,000 ₫ = US$25.60)
    await expect(page.getByRole('radio', { name: /Pay with PayPal/ })).toBeEnabled();
    await expect(page.getByText(/US\$25\.60/)).toBeVisible();
    await page.getByRole('button', { name: 'Place order' }).click();

    // the success page shows the order; the bag and the coupon are reset
    await expect(page).toHaveURL(/\/purchase-success\?orderId=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
    const outcome = page.getByTestId('order-outcome');
    await expect(outcome.getByTestId('order-status')).toHaveText('Pending');
    await expect(outcome.getByTestId('order-total')).toHaveText(vnd(640_000));
    await expect(page.getByTestId('next-step')).toContainText(`Please have ${vnd(640_000)} ready in cash`);
    const orderCode =
      (await page.getByText(/^Order DH-[A-Z0-9]{6}$/).textContent())?.replace('Order ', '') ?? '';
    expect(orderCode).toMatch(/^DH-[A-Z0-9]{6}$/);
    await expect(page.getByTestId('cart-badge')).toHaveCount(0);
    const stored = await page.evaluate(() => ({
      cart: JSON.parse(localStorage.getItem('cart-storage') ?? '{}').state,
      coupon: JSON.parse(localStorage.getItem('coupon-storage') ?? '{}').state,
    }));
    expect(stored.cart.items).toEqual([]);
    expect(stored.coupon).toMatchObject({ code: null, appliedCoupon: false });
    await audit(page);

    // the profile lists it as Pending, with its timeline
    await page.getByRole('link', { name: 'See my orders' }).click();
    const mine = page.locator(`[data-testid="customer-order"][data-code="${orderCode}"]`);
    await expect(mine.getByTestId('order-status')).toHaveText('Pending');
    await expect(mine.getByRole('button', { name: 'Cancel order' })).toBeVisible();

    // staff confirm it from the Orders tab, on a phone
    const staff = await staffPage(browser);
    await staff.page.goto('/admin-dashboard?tab=orders');
    await staff.page.getByRole('searchbox', { name: 'Search by code, phone or email' }).fill(orderCode);
    const row = staff.page.locator(`[data-testid="admin-order-row"][data-code="${orderCode}"]`).first();
    await expect(staff.page.locator('[data-testid="admin-order-row"]:visible')).toHaveCount(1);
    await row.getByRole('button', { name: `Open order ${orderCode}` }).click();
    const drawer = staff.page.getByRole('dialog', { name: `Order ${orderCode}` });
    await expect(drawer).toBeVisible();
    // only the steps the table allows from Pending; no reminder for cash on delivery
    await expect(drawer.getByRole('button', { name: /^Mark as / })).toHaveText([
      'Mark as Confirmed',
      'Mark as Canceled',
    ]);
    await expect(drawer.getByRole('button', { name: 'Send a payment reminder' })).toHaveCount(0);
    await expect(drawer.getByTestId('order-line')).toHaveCount(2);
    await audit(staff.page);
    await drawer.getByRole('button', { name: 'Mark as Confirmed' }).click();
    await expect(staff.page.getByText(`Order ${orderCode} is now Confirmed`)).toBeVisible();
    await expect(drawer.getByTestId('order-status')).toHaveText('Confirmed');
    await expect(drawer.getByTestId('order-history').getByRole('listitem').first()).toContainText(
      'By Staff Mai (staff)',
    );
    await expect(drawer.getByRole('button', { name: /^Mark as / })).toHaveText([
      'Mark as Being Packed',
      'Mark as Canceled',
    ]);
    const width = await staff.page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await staff.context.close();

    // the customer sees it Confirmed, and can no longer cancel it
    await page.reload();
    await expect(mine.getByTestId('order-status')).toHaveText('Confirmed');
    await expect(mine.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
    await mine.getByText('Details and tracking').click();
    await expect(mine.getByTestId('order-timeline').locator('[aria-current="step"]')).toContainText(
      'Confirmed',
    );
  });

  test('a QR checkout turns paid on screen when the bank’s webhook arrives, without a reload', async ({
    page,
  }) => {
    test.slow();
    const [dress] = await seedProducts([
      { name: `Đầm ${uniqueWord()}`, price: 500_000, sizes: [{ size: 'M', stock: 3 }] },
    ]);
    if (!dress) throw new Error('no product seeded');
    const shopper = await signInAs(page, { name: 'Hoa Trần' });
    await fillCart(shopper, [{ productId: dress.id, size: 'M', quantity: 1 }]);

    await page.goto('/checkout');
    await expect(page.getByTestId('checkout-total')).toHaveText(vnd(500_000));
    await fillVietnameseAddress(page);
    await page.getByRole('radio', { name: /Pay by bank transfer/ }).check();
    await page.getByLabel('I have read and agree to the exchange & return policy').check();
    await page.getByRole('button', { name: 'Place order' }).click();

    // the transfer details: QR image, payee, amount and the order code as memo, and a countdown
    const view = page.getByTestId('qr-payment');
    await expect(view).toBeVisible();
    await expect(page).toHaveURL(/\/checkout\?order=/);
    const memo = (await page.getByTestId('qr-memo').textContent()) ?? '';
    expect(memo).toMatch(/^DH-[A-Z0-9]{6}$/);
    await expect(page.getByTestId('qr-amount')).toHaveText(vnd(500_000));
    await expect(
      view.getByRole('img', { name: `VietQR code for the transfer of order ${memo}` }),
    ).toHaveAttribute('src', /^data:image\/png;base64,/);
    await expect(page.getByTestId('qr-countdown')).toHaveText(/^Time left: (30:00|29:\d\d)$/);
    await expect(page.getByTestId('qr-status')).toHaveAttribute('data-status', 'pending');
    await audit(page);

    // the page must not reload: a mark left on the window survives until the end
    await page.evaluate(() => {
      (window as unknown as { e2eMark: string }).e2eMark = 'still here';
    });
    // the bank reports the transfer, its memo full of the noise banks add
    const sent = await bankTransfer(`MBVCB.3349.${memo.replace('-', '')}.CT tu 0912345678 Hoa Tran`, 500_000);
    expect(sent).toEqual({ status: 200, body: { success: true } });

    await expect(page).toHaveURL(/\/purchase-success\?orderId=/);
    await expect(page.getByText('Payment received, thank you!')).toBeVisible();
    await expect(page.getByTestId('order-outcome').getByTestId('payment-status')).toHaveText('Paid');
    await expect(page.getByTestId('next-step')).toContainText('We have received your bank transfer');
    expect(await page.evaluate(() => (window as unknown as { e2eMark?: string }).e2eMark)).toBe('still here');
  });

  for (const device of [
    { name: 'a phone', viewport: { width: 390, height: 844 }, isMobile: true },
    { name: 'a laptop', viewport: { width: 1280, height: 800 }, isMobile: false },
  ]) {
    test(`a QR order half paid shows what arrived, what is left and a QR for the rest, on ${device.name}`, async ({
      browser,
    }) => {
      test.slow();
      const context = await browser.newContext({ viewport: device.viewport, isMobile: device.isMobile });
      const page = await context.newPage();
      try {
        // 2 × 545,000 + 15,000 shipping = 1,105,000 ₫
        const [skirt] = await seedProducts([
          { name: `Chân váy ${uniqueWord()}`, price: 545_000, sizes: [{ size: 'S', stock: 2 }] },
        ]);
        if (!skirt) throw new Error('no product seeded');
        const email = uniqueEmail('half');
        const shopper = await signInAs(page, { name: 'Ngọc Phạm', email });
        await fillCart(shopper, [{ productId: skirt.id, size: 'S', quantity: 2 }]);

        await page.goto('/checkout');
        await expect(page.getByTestId('checkout-total')).toHaveText(vnd(1_105_000));
        await fillVietnameseAddress(page);
        await page.getByRole('radio', { name: /Pay by bank transfer/ }).check();
        await page.getByLabel('I have read and agree to the exchange & return policy').check();
        await page.getByRole('button', { name: 'Place order' }).click();

        const view = page.getByTestId('qr-payment');
        await expect(view).toBeVisible();
        const memo = (await page.getByTestId('qr-memo').textContent()) ?? '';
        expect(memo).toMatch(/^DH-[A-Z0-9]{6}$/);
        await expect(page.getByTestId('qr-amount')).toHaveText(vnd(1_105_000));
        await expect(page.getByTestId('qr-figures')).toHaveCount(0);
        const qr = view.getByRole('img', { name: `VietQR code for the transfer of order ${memo}` });
        const fullQr = await qr.getAttribute('src');

        // half the total arrives through the bank's webhook: the page, polling, shows it without a reload
        const sent = await bankTransfer(`IBFT ${memo.replace('-', '')} Ngoc Pham chuyen tien`, 552_500);
        expect(sent).toEqual({ status: 200, body: { success: true } });
        await expect(page.getByTestId('qr-paid')).toHaveText(vnd(552_500));
        await expect(page.getByTestId('qr-remaining')).toHaveText(vnd(552_500));
        await expect(page.getByTestId('qr-total')).toHaveText(vnd(1_105_000));
        await expect(page.getByTestId('qr-status')).toHaveText(
          `We have received ${vnd(552_500)}. Waiting for the remaining ${vnd(552_500)}… This page updates by itself.`,
        );
        // the amount to copy, and the QR the server drew, are for the rest only; the memo is the same
        await expect(page.getByTestId('qr-amount')).toHaveText(vnd(552_500));
        await expect(page.getByTestId('qr-memo')).toHaveText(memo);
        await expect(qr).toHaveAttribute('data-amount', '552500');
        await expect(qr).toHaveAttribute('src', /^data:image\/png;base64,/);
        expect(await qr.getAttribute('src')).not.toBe(fullQr);
        const orderId = new URL(page.url()).searchParams.get('order') ?? '';
        const { order } = await callApi<{ order: { payment: { payload: string } | null } }>(
          shopper,
          'GET',
          `/order/${orderId}`,
        );
        // EMVCo tag 54: the amount the banking app will fill in
        expect(order.payment?.payload).toContain('5406552500');
        // the whole QR fits the screen, and nothing runs off its side
        await qr.scrollIntoViewIfNeeded();
        await expect(qr).toBeInViewport({ ratio: 1 });
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        await audit(page);

        // the rest arrives: paid, and the buyer is told by mail
        await bankTransfer(`IBFT ${memo} phan con lai`, 552_500);
        await expect(page).toHaveURL(/\/purchase-success\?orderId=/);
        await expect(page.getByTestId('order-outcome').getByTestId('payment-status')).toHaveText('Paid');
        await expect(page.getByTestId('order-paid')).toHaveText(vnd(1_105_000));
        const subject = await waitForMail(email, (m) =>
          m.subject === `Payment received for your order ${memo}` ? m.subject : undefined,
        );
        expect(subject).toBeTruthy();
      } finally {
        await context.close();
      }
    });
  }

  for (const choice of ['Pay now', 'Cancel and return'] as const) {
    test(`PayPal: the shopper goes to PayPal's page and chooses "${choice}"; the outcome page tells what happens next`, async ({
      page,
    }) => {
      test.slow();
      const [top] = await seedProducts([
        { name: `Áo hai dây ${uniqueWord()}`, price: 250_000, sizes: [{ size: 'S', stock: 2 }] },
      ]);
      if (!top) throw new Error('no product seeded');
      const shopper = await signInAs(page, { name: 'Vy Lê' });
      await fillCart(shopper, [{ productId: top.id, size: 'S', quantity: 1 }]);

      await page.goto('/checkout');
      await expect(page.getByTestId('checkout-total')).toHaveText(vnd(250_000));
      await fillVietnameseAddress(page);
      await page.getByRole('radio', { name: /Pay with PayPal/ }).check();
      await page.getByLabel('I have read and agree to the exchange & return policy').check();
      await page.getByRole('button', { name: 'Continue to PayPal' }).click();

      // PayPal's buyer page (the fake on loopback) with the charge in dollars: 250,000 ₫ = US$10.00
      await expect(page).toHaveURL(/\/checkoutnow\?token=/);
      await expect(page.getByText('Pay USD 10.00')).toBeVisible();
      await page.getByRole('link', { name: choice }).click();

      const outcome = page.getByTestId('order-outcome');
      if (choice === 'Pay now') {
        // back through the server's capture to the success page: paid
        await expect(page).toHaveURL(/\/purchase-success\?orderId=/);
        await expect(page.getByTestId('outcome-title')).toHaveText('Thank you for your order');
        await expect(outcome.getByTestId('payment-status')).toHaveText('Paid');
        await expect(page.getByTestId('next-step')).toContainText('Your PayPal payment is complete');
      } else {
        // cancelled at PayPal: the order is canceled, nothing charged, its pieces back in the shop
        await expect(page).toHaveURL(/\/purchase-cancel\?orderId=/);
        await expect(page.getByTestId('outcome-title')).toHaveText('Payment cancelled');
        await expect(outcome).toHaveAttribute('data-status', 'Canceled');
        await expect(page.getByTestId('next-step')).toContainText('you have not been charged');
        // a canceled order never paid reads "Not charged", not "Payment failed"
        await expect(outcome.getByTestId('payment-status')).toHaveText('Not charged');
      }
      await expect(outcome).toContainText(`Áo hai dây`);
      await audit(page);
    });
  }
});
