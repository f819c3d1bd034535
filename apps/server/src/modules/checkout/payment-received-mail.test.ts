import { bankWebhookBody, sendBankTransfer } from '@shop/test-fakes/bank';
import { type FakeExchangeRate, startFakeExchangeRate } from '@shop/test-fakes/exchange-rate';
import { type FakePaypal, startFakePaypal } from '@shop/test-fakes/paypal';
import { type FakeSmtp, type ReceivedMail, startFakeSmtp } from '@shop/test-fakes/smtp';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToCart, checkoutBody, placeOk, orderRow as storedOrder } from '../../../test/orders.js';
import { createProduct } from '../../../test/products.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createUser } from '../../../test/users.js';
import { users } from '../../db/schema/index.js';

/**
 * Issue #28: a QR order paid by the bank's transfers, or a PayPal order captured, gets one "payment
 * received" mail, queued with the payment's completion, in the buyer's language; a replayed or
 * concurrent notification sends no second one. Caught on the loopback SMTP server.
 */
describe('payment received mail', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let smtp: FakeSmtp;
  let paypal: FakePaypal;
  let rates: FakeExchangeRate;
  let buyers = 0;

  beforeAll(async () => {
    smtp = await startFakeSmtp();
    paypal = await startFakePaypal();
    rates = await startFakeExchangeRate(25_000);
    t = await createTestApp(
      {
        RATE_LIMIT_PER_MINUTE: '100000',
        SMTP_URL: smtp.url,
        PUBLIC_URL: 'https://shop.example.vn',
        PAYPAL_CLIENT_ID: paypal.clientId,
        PAYPAL_CLIENT_SECRET: paypal.clientSecret,
        PAYPAL_API_BASE: paypal.base,
        EXCHANGE_RATE_URL: rates.url,
      },
      { mailQueue: { pollIntervalMs: 20, backoffBaseMs: 20, backoffMaxMs: 200 } },
    );
    app = t.app;
  });
  afterAll(async () => {
    await app?.close();
    await Promise.all([smtp?.stop(), paypal?.stop(), rates?.stop()]);
  });

  async function buy(method: 'QR' | 'PAYPAL', language: 'en' | 'vi' = 'en') {
    buyers += 1;
    const email = `buyer${buyers}-${Date.now()}@example.vn`;
    const customer = await createUser(app);
    if (language !== 'en')
      await t.database.db.update(users).set({ language }).where(eq(users.id, customer.user.id));
    const product = await createProduct(app, { price: 545_000, sizes: { S: 10 } });
    await addToCart(app, customer.headers, [{ productId: product.id, quantity: 2 }]);
    const placed = await placeOk(app, customer.headers, method, checkoutBody({ email }));
    return { email, placed, order: placed.order };
  }

  /** every mail the SMTP server accepted for this address, once the queue is empty */
  async function mailsTo(email: string): Promise<ReceivedMail[]> {
    await app.services.mail.drain();
    return smtp.messages.filter((m) => m.to === email);
  }
  const received = (mails: ReceivedMail[], subject: string) => mails.filter((m) => m.subject === subject);

  it('a QR order paid by two transfers gets the mail once, when the rest arrives; a replay sends none', async () => {
    const { email, order } = await buy('QR');
    expect(order.total).toBe(1_105_000);
    await sendBankTransfer(app, { amount: 552_500, content: `CT ${order.code}` });
    const subject = `Payment received for your order ${order.code}`;
    expect(received(await mailsTo(email), subject)).toHaveLength(0);

    const { bank } = t.config;
    const rest = bankWebhookBody({ amount: 552_500, content: `CT ${order.code}` }, bank.accountNo);
    const send = () =>
      app.inject({
        method: 'POST',
        url: '/api/payment/bank-webhook',
        headers: { authorization: `Apikey ${bank.webhookSecret}` },
        payload: rest,
      });
    expect((await send()).statusCode).toBe(200);
    // the bank delivers the same notification again, and twice at once
    const replays = await Promise.all([send(), send()]);
    for (const r of replays) expect(r.json()).toEqual({ success: true });

    const mails = received(await mailsTo(email), subject);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(
      `We have received your payment of 1,105,000 ₫ for your order ${order.code}`,
    );
    expect(mails[0]!.text).toContain('Bank transfer (VietQR)');
    expect((await storedOrder(app, order.id)).paymentStatus).toBe('completed');
  });

  it('two different notifications paying the whole order at once: paid once, one mail, in Vietnamese', async () => {
    const { email, order } = await buy('QR', 'vi');
    const results = await Promise.all([
      sendBankTransfer(app, { amount: order.total, content: order.code }),
      sendBankTransfer(app, { amount: order.total, content: `IBFT ${order.code}` }),
    ]);
    for (const r of results) expect(r.statusCode).toBe(200);
    const row = await storedOrder(app, order.id);
    // one completes it, the other is flagged for staff to refund
    expect(row).toMatchObject({ paymentStatus: 'completed', paymentFlag: 'LATE' });
    const mails = received(await mailsTo(email), `Đã nhận thanh toán cho đơn hàng ${order.code}`);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Chúng tôi đã nhận được khoản thanh toán');
  });

  it('a PayPal order captured gets the mail once, whatever the number of returns at once or later', async () => {
    const { email, placed, order } = await buy('PAYPAL');
    const token = new URL(placed.approveUrl!).searchParams.get('token')!;
    paypal.approve(token);
    const back = () => app.inject({ method: 'GET', url: `/api/payment/checkout-success?token=${token}` });
    const returns = await Promise.all([back(), back(), back()]);
    for (const r of returns) expect(r.headers.location).toBe(`/purchase-success?orderId=${order.id}`);
    await back();
    const mails = received(await mailsTo(email), `Payment received for your order ${order.code}`);
    expect(mails).toHaveLength(1);
    // 1,105,000 ₫ at 25,000 ₫ a dollar
    expect(mails[0]!.text).toContain('1,105,000 ₫ (US$44.20)');
    expect(mails[0]!.text).toContain('(PayPal)');
  });

  it('an order that is not paid in full gets no such mail', async () => {
    const { email, order } = await buy('QR');
    await sendBankTransfer(app, { amount: order.total + 50_000, content: order.code });
    const mails = await mailsTo(email);
    expect(mails.map((m) => m.subject)).toEqual([`Your order ${order.code} has been placed`]);
  });
});
