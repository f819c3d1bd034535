import { Writable } from 'node:stream';
import type { Order } from '@shop/shared';
import { type FakeSmtp, startFakeSmtp } from '@shop/test-fakes/smtp';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToCart, checkoutBody, placeCodOfOwnBuyer, placeOk } from '../../../test/orders.js';
import { createProduct } from '../../../test/products.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createUser } from '../../../test/users.js';
import { accounts, mailOutbox, orderHistory } from '../../db/schema/index.js';
import { REDACTED } from '../mail/mail.secrets.js';
import { buyerConfirmToken } from './buyer-link.js';

const NOTE = 'Confirmed by the buyer (mail link)';
const tokenIn = (text: string) => /\/confirm-order\?token=([^\s"&<]+)/.exec(text)?.[1];

/**
 * The buyer's "Confirm my order" link of a COD order, read from the mail the fake SMTP server caught:
 * signed, single use, expiring, proof without a session; kept out of the stored mail once sent and
 * out of the log (docs/decisions/0046-the-buyer-confirms-a-cod-order.md).
 */
describe('the buyer confirms a COD order from the mail', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let smtp: FakeSmtp;
  const logs: string[] = [];

  beforeAll(async () => {
    smtp = await startFakeSmtp();
    t = await createTestApp(
      {
        RATE_LIMIT_PER_MINUTE: '100000',
        SMTP_URL: smtp.url,
        PUBLIC_URL: 'https://shop.example.vn',
        LOG_LEVEL: 'info',
      },
      {
        mailQueue: { pollIntervalMs: 20, backoffBaseMs: 20, backoffMaxMs: 200 },
        logStream: new Writable({
          write(chunk, _enc, done) {
            logs.push(String(chunk));
            done();
          },
        }),
      },
    );
    app = t.app;
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.stop();
  });

  const confirm = (token: string) =>
    app.inject({ method: 'POST', url: '/api/order/confirm-by-buyer', payload: { token } });

  /**
   * A COD order of a buyer of its own, shipped to an e-mail of its own, and the token of the link
   * mailed to the account's e-mail.
   */
  async function placeAndRead(language: 'en' | 'vi' = 'en') {
    const { customer, order, email } = await placeCodOfOwnBuyer(app, { price: 400_000, language });
    const account = customer.user.email;
    const mail = await smtp.waitFor((m) => m.to === account && /confirm|xác nhận/i.test(m.subject));
    const token = decodeURIComponent(tokenIn(mail.text)!);
    return { customer, order, email, account, mail, token };
  }
  const notes = async (orderId: string) =>
    (await t.database.db.select().from(orderHistory).where(eq(orderHistory.orderId, orderId))).filter(
      (h) => h.note === NOTE,
    );
  const staffView = async (id: string): Promise<Order> => {
    const manager = await createUser(app, 'MANAGER');
    return (await app.inject({ method: 'GET', url: `/api/order/${id}`, headers: manager.headers })).json()
      .order;
  };

  it('confirms once without a session; a second click says so and changes nothing', async () => {
    const { order, mail, token } = await placeAndRead();
    expect(mail.subject).toBe(`Please confirm your order ${order.code}`);
    expect(mail.html).toContain('Confirm my order');
    expect(mail.text).toContain('48 hours');
    expect(tokenIn(mail.html)).toBeDefined();

    const res = await confirm(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      message: 'Thank you! Your order is confirmed.',
      code: 'buyerConfirmed',
      status: 'Pending',
    });
    const seen = await staffView(order.id);
    expect(seen.confirmedByBuyer).toBe(true);
    expect(seen.history.at(-1)).toMatchObject({ by: 'customer', note: NOTE, status: 'Pending' });

    const again = await confirm(token);
    expect(again.statusCode).toBe(200);
    expect(again.json().code).toBe('buyerAlreadyConfirmed');
    expect(await notes(order.id)).toHaveLength(1);
  });

  /** Every mail queued to `to`: its kind and whether it carries a confirm link. */
  const queuedTo = async (to: string) =>
    (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to))).map((m) => ({
      kind: m.kind,
      link: `${m.html}\n${m.text}`.includes('/confirm-order'),
    }));

  it('mails the link only to the account’s proven e-mail: a different shipping e-mail gets the order, never the link', async () => {
    const { order, email, account, mail } = await placeAndRead();
    expect(email).not.toBe(account);
    expect(mail.to).toBe(account);
    expect(mail.subject).toBe(`Please confirm your order ${order.code}`);
    await app.services.mail.drain();
    // the shipping e-mail the buyer typed: the order placed, no link in it or in anything else
    expect(await queuedTo(email)).toEqual([{ kind: 'order-placed', link: false }]);
    const delivered = smtp.messages.filter((m) => m.to === email);
    expect(delivered.map((m) => m.subject)).toEqual([`Your order ${order.code} has been placed`]);
    expect(delivered.some((m) => /confirm-order/.test(`${m.html}${m.text}`))).toBe(false);
    // the account's own address: the link, once
    expect(await queuedTo(account)).toEqual([{ kind: 'order-confirm', link: true }]);
  });

  it('sends no link at all while the account’s e-mail is not proven (a token from before it lost its proof)', async () => {
    const customer = await createUser(app);
    await t.database.db
      .update(accounts)
      .set({ isVerified: false })
      .where(eq(accounts.userId, customer.user.id));
    const product = await createProduct(app, { price: 400_000, sizes: { S: 5 } });
    await addToCart(app, customer.headers, [{ productId: product.id }]);
    const email = `unproven-${Date.now()}@example.vn`;
    const { order } = await placeOk(
      app,
      customer.headers,
      'COD',
      checkoutBody({ email, phone: '0966555111', street: '1 Unproven' }),
    );
    expect(order.status).toBe('Pending');
    await app.services.mail.drain();
    expect(await queuedTo(email)).toEqual([{ kind: 'order-placed', link: false }]);
    expect(await queuedTo(customer.user.email)).toEqual([]);
  });

  it('refuses an expired, forged or altered link, or one naming another order (400), changing nothing', async () => {
    const { order, token } = await placeAndRead();
    const other = await placeAndRead();
    const [id, exp, sig] = token.split('.') as [string, string, string];
    const secret = t.config.jwtSecret;
    const flip = (s: string) => `${s.slice(0, -1)}${s.endsWith('A') ? 'B' : 'A'}`;
    const bad = [
      buyerConfirmToken(secret, order.id, new Date(Date.now() - 1000)),
      buyerConfirmToken(
        'another-secret-another-secret-0123456789',
        order.id,
        new Date(Date.now() + 3_600_000),
      ),
      `${id}.${exp}.${flip(sig)}`,
      `${id}.${Number(exp) + 86_400}.${sig}`,
      `${other.order.id}.${exp}.${sig}`,
      `${id}.${exp}`,
      `${id}.${exp}.${sig}.x`,
      `not-a-uuid-at-all.${exp}.${sig}`,
    ];
    for (const token of bad) {
      const res = await confirm(token);
      expect(res.statusCode, token).toBe(400);
      expect(res.json()).toEqual({
        error: 'This confirmation link is not valid or has expired.',
        code: 'VALIDATION_ERROR',
      });
    }
    expect((await confirm('short')).statusCode).toBe(400);
    expect((await confirm('x'.repeat(600))).statusCode).toBe(400);
    expect(
      (await app.inject({ method: 'POST', url: '/api/order/confirm-by-buyer', payload: {} })).statusCode,
    ).toBe(400);
    expect(await notes(order.id)).toHaveLength(0);
    expect((await staffView(order.id)).confirmedByBuyer).toBe(false);
    // the other order's own link still works
    expect((await confirm(other.token)).json().code).toBe('buyerConfirmed');
  });

  it('responds 409 for an order no longer waiting (canceled), and a QR order gets no such mail', async () => {
    const { customer, order, token } = await placeAndRead();
    expect(
      (await app.inject({ method: 'POST', url: `/api/order/cancel/${order.id}`, headers: customer.headers }))
        .statusCode,
    ).toBe(200);
    const res = await confirm(token);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'This order is not waiting for confirmation', code: 'CONFLICT' });
    expect(await notes(order.id)).toHaveLength(0);

    const qrBuyer = await createUser(app);
    const product = await createProduct(app, { price: 400_000, sizes: { S: 5 } });
    await addToCart(app, qrBuyer.headers, [{ productId: product.id }]);
    const { order: qr } = await placeOk(
      app,
      qrBuyer.headers,
      'QR',
      checkoutBody({ email: 'qr-confirm@example.vn' }),
    );
    await app.services.mail.drain();
    const kinds = (
      await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'qr-confirm@example.vn'))
    ).map((m) => m.kind);
    expect(kinds).toEqual(['order-placed']);
    expect(qr.confirmedByBuyer).toBe(false);
  });

  it('a double click at once confirms once: one history entry', async () => {
    const { order, token } = await placeAndRead();
    const results = await Promise.all(Array.from({ length: 6 }, () => confirm(token)));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(results.filter((r) => r.json().code === 'buyerConfirmed')).toHaveLength(1);
    expect(await notes(order.id)).toHaveLength(1);
  });

  it('keeps no live link in the stored mail once sent, nor in the log; writes Vietnamese to a Vietnamese buyer', async () => {
    const { order, account, mail, token } = await placeAndRead('vi');
    expect(mail.subject).toBe(`Vui lòng xác nhận đơn hàng ${order.code}`);
    expect(mail.text).toContain('Xác nhận đơn hàng');
    await app.services.mail.drain();
    const [row] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, account), eq(mailOutbox.kind, 'order-confirm')));
    expect(row?.status).toBe('sent');
    const stored = `${row?.subject}\n${row?.html}\n${row?.text}`;
    expect(stored).not.toContain(token.split('.')[2]!);
    expect(stored).toContain(`/confirm-order?token=${REDACTED}`);
    await confirm(token);
    expect(logs.join('')).not.toContain(token.split('.')[2]!);
    expect(logs.length).toBeGreaterThan(0);
  });
});
