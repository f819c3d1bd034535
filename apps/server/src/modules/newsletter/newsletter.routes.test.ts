import fs from 'node:fs';
import path from 'node:path';
import { type CampaignProgress, MESSAGES, NEWSLETTER_MESSAGES } from '@shop/shared';
import { type FakeSmtp, type ReceivedMail, startFakeSmtp } from '@shop/test-fakes/smtp';
import { and, count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createProduct } from '../../../test/products.js';
import { openTestDatabase, testConfig } from '../../../test/test-app.js';
import { createUser } from '../../../test/users.js';
import { buildApp } from '../../app.js';
import { mailOutbox, newsletterCampaigns, newsletterDeliveries, subscribers } from '../../db/schema/index.js';
import { hashToken } from '../../lib/tokens.js';
import { NEWSLETTER_DEFAULTS } from './newsletter.mail.js';
import { newUnsubscribeToken } from './newsletter.repository.js';

type Headers = Record<string, string>;
const PUBLIC_URL = 'https://shop.example';

/** The mail's List-Unsubscribe URL (headers unfolded first). */
function listUnsubscribe(mail: ReceivedMail): string | undefined {
  const head = mail.raw
    .toString('utf8')
    .split(/\r?\n\r?\n/)[0]!
    .replace(/\r?\n[ \t]+/g, ' ');
  return /^List-Unsubscribe:\s*<([^>]+)>/im.exec(head)?.[1];
}
const tokenOf = (mail: ReceivedMail) => new URL(listUnsubscribe(mail)!).searchParams.get('token')!;
/** The confirmation link of a mail, from its text part; undefined in any other mail. */
const confirmLinkIn = (mail: ReceivedMail) =>
  /(https:\/\/\S+\/api\/subscribe\/confirm\?token=[A-Za-z0-9_%-]+)/.exec(mail.text)?.[1];

describe('newsletter', () => {
  let app: FastifyInstance;
  let smtp: FakeSmtp;
  let staff: Headers;

  const req = (method: 'GET' | 'POST', url: string, headers: Headers = {}, payload?: object | string) =>
    app.inject({ method, url: `/api${url}`, headers, ...(payload !== undefined ? { payload } : {}) });
  const progress = async (campaignId: string) => {
    const res = await req('GET', `/subscribe/bulk-email/${campaignId}`, staff);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as CampaignProgress;
  };
  /** Polls the campaign until every mail is sent or failed. */
  async function finished(campaignId: string, timeoutMs = 60_000) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const p = await progress(campaignId);
      if (p.pending === 0) return p;
      if (Date.now() > deadline) throw new Error(`campaign not finished: ${JSON.stringify(p)}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  const pendingCount = async () =>
    (await app.ctx.db.select({ n: count() }).from(subscribers).where(eq(subscribers.status, 'pending')))[0]!
      .n;
  /**
   * The newest confirmation link mailed to `to` (the one whose token the row holds now), as a path to
   * inject; waits for it, since retried sends may arrive out of order.
   */
  async function confirmLinkTo(to: string): Promise<string> {
    const [row] = await app.ctx.db.select().from(subscribers).where(eq(subscribers.email, to));
    const tokenOf = (m: ReceivedMail) => {
      const link = confirmLinkIn(m);
      return link ? new URL(link).searchParams.get('token') : null;
    };
    const mail = await smtp.waitFor(
      (m) => m.to === to && hashToken(tokenOf(m) ?? '') === row?.confirmTokenHash,
      15_000,
    );
    const url = new URL(confirmLinkIn(mail)!);
    expect(url.origin).toBe(PUBLIC_URL);
    return url.pathname + url.search;
  }
  const subscribe = (email: string, headers: Headers = {}) =>
    req('POST', '/subscribe/subscribe-user', headers, { email });
  const rowOf = async (email: string) =>
    (await app.ctx.db.select().from(subscribers).where(eq(subscribers.email, email)))[0];
  const confirmMailsTo = async (to: string) =>
    (await app.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to))).filter(
      (m) => m.kind === 'newsletter-confirm',
    );
  /** Whether a campaign queued now reaches `email` (its delivery row), the campaign's own count aside. */
  async function campaignReaches(email: string): Promise<boolean> {
    const res = await req('POST', '/subscribe/bulk-email', staff, { type: 'NEW_PROMOTION' });
    expect(res.statusCode, res.body).toBe(202);
    const row = await rowOf(email);
    const delivered = await app.ctx.db
      .select()
      .from(newsletterDeliveries)
      .where(
        and(
          eq(newsletterDeliveries.campaignId, res.json().campaignId),
          eq(newsletterDeliveries.subscriberId, row!.id),
        ),
      );
    return delivered.length === 1;
  }
  const subscriberCount = async () => (await app.ctx.db.select({ n: count() }).from(subscribers))[0]!.n;
  /**
   * Addresses as following their confirmation link leaves them (active, confirmed), for the campaign
   * tests: 500 confirmation round trips through SMTP would only slow them down; the opt-in has its own.
   */
  const confirmedSubscribers = (emails: string[], language: (i: number) => 'en' | 'vi' = () => 'en') =>
    app.ctx.db.insert(subscribers).values(
      emails.map((email, i) => ({
        email,
        language: language(i),
        status: 'active' as const,
        confirmedAt: new Date(),
        unsubscribeToken: newUnsubscribeToken(),
      })),
    );

  beforeAll(async () => {
    // one send in ten is refused with a temporary error (451)
    smtp = await startFakeSmtp({ failEvery: 10 });
    const config = testConfig({ SMTP_URL: smtp.url, PUBLIC_URL, RATE_LIMIT_PER_MINUTE: '100000' });
    const database = await openTestDatabase(config.dataDir);
    app = await buildApp(config, {
      database,
      // quick retries, and enough of them to outlast the outage below
      mailQueue: { pollIntervalMs: 20, backoffBaseMs: 20, backoffMaxMs: 200, batchSize: 20, maxAttempts: 50 },
    });
    app.addHook('onClose', async () => {
      await database.close();
      fs.rmSync(config.dataDir, { recursive: true, force: true });
    });
    await app.ready();
    staff = (await createUser(app, 'MANAGER')).headers;
  });
  afterAll(async () => {
    await app.close();
    await smtp.stop();
  });

  describe('subscribe', () => {
    it('takes an address (pending until confirmed); twice is fine, with the same response', async () => {
      const first = await req(
        'POST',
        '/subscribe/subscribe-user',
        { 'accept-language': 'vi-VN,vi;q=0.9' },
        { email: ' Hoa@Example.VN ' },
      );
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json()).toEqual({ message: NEWSLETTER_MESSAGES.subscribedVi });
      const again = await req(
        'POST',
        '/subscribe/subscribe-user',
        { 'accept-language': 'vi-VN,vi;q=0.9' },
        { email: 'hoa@example.vn' },
      );
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
      const english = await req(
        'POST',
        '/subscribe/subscribe-user',
        {},
        { email: 'lan@example.com', language: 'en' },
      );
      expect(english.json()).toEqual({ message: NEWSLETTER_MESSAGES.subscribed });
      const rows = await app.ctx.db.select().from(subscribers).where(eq(subscribers.email, 'hoa@example.vn'));
      expect(rows).toHaveLength(1);
      // nothing is sent to it but the confirmation link until that link is followed
      expect(rows[0]).toMatchObject({ status: 'pending', language: 'vi', confirmedAt: null });
    });

    it("refuses an empty address or one without @ with the newsletter form's message, storing nothing", async () => {
      const before = await subscriberCount();
      for (const email of ['', '   ', 'no-at-sign.vn']) {
        const res = await req('POST', '/subscribe/subscribe-user', {}, { email });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({
          error: `email: ${MESSAGES.newsletterInvalidEmail}`,
          code: 'VALIDATION_ERROR',
        });
      }
      expect((await req('POST', '/subscribe/subscribe-user', {}, {})).statusCode).toBe(400);
      expect(await subscriberCount()).toBe(before);
    });
  });

  // double opt-in
  describe('confirmation', () => {
    it('mails a pending address a confirmation link; it gets no newsletter until the link is followed', async () => {
      const email = 'opt-in@example.vn';
      const res = await subscribe(email, { 'accept-language': 'vi' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Vui lòng kiểm tra hộp thư để xác nhận đăng ký nhận tin.' });
      const pending = await rowOf(email);
      expect(pending).toMatchObject({ status: 'pending', language: 'vi', confirmedAt: null });
      expect(await campaignReaches(email)).toBe(false);

      const link = await confirmLinkTo(email);
      const mail = smtp.messages.findLast((m) => m.to === email)!;
      expect(mail.subject).toBe('Xác nhận đăng ký nhận bản tin Lumière Saigon');
      expect(mail.html).toContain(`${PUBLIC_URL}${link}`);
      // only the token's hash is kept
      const token = new URLSearchParams(link.split('?')[1]).get('token')!;
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(pending!.confirmTokenHash).toBe(hashToken(token));
      expect(JSON.stringify(pending)).not.toContain(token);

      const page = await app.inject({ method: 'GET', url: link });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.headers['content-security-policy']).toMatch(/^default-src 'none'; style-src 'sha256-/);
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.body).toContain('<html lang="vi">');
      expect(page.body).toContain('Bạn đã đăng ký thành công');
      expect(page.body).toContain(email);
      const active = await rowOf(email);
      expect(active).toMatchObject({ status: 'active' });
      expect(active!.confirmedAt).toBeInstanceOf(Date);
      expect(await campaignReaches(email)).toBe(true);

      // the link again: already confirmed, nothing changes
      const again = await app.inject({ method: 'GET', url: link });
      expect(again.statusCode).toBe(200);
      expect(again.body).toContain('Đã xác nhận trước đó');
      expect(await rowOf(email)).toEqual(active);
    });

    it('responds to an active address the same, mailing nothing and changing nothing', async () => {
      const email = 'already-in@example.vn';
      await subscribe(email);
      const link = await confirmLinkTo(email);
      await app.inject({ method: 'GET', url: link });
      const active = await rowOf(email);
      const mails = (await confirmMailsTo(email)).length;
      for (const headers of [{}, { 'accept-language': 'vi' }] as Headers[]) {
        const res = await subscribe(email, headers);
        expect(res.statusCode).toBe(200);
        expect(res.json().message).toBe(
          'accept-language' in headers ? NEWSLETTER_MESSAGES.subscribedVi : NEWSLETTER_MESSAGES.subscribed,
        );
      }
      expect(NEWSLETTER_MESSAGES.subscribed).toBe('Please check your inbox to confirm your subscription.');
      expect(await confirmMailsTo(email)).toHaveLength(mails);
      expect(await rowOf(email)).toEqual(active);
    });

    it('keeps an unsubscribed address unsubscribed until its own new link is followed', async () => {
      const email = 'came-back@example.vn';
      await subscribe(email);
      const first = await confirmLinkTo(email);
      await app.inject({ method: 'GET', url: first });
      const row = await rowOf(email);
      const out = await req('GET', `/subscribe/unsubscribe?token=${row!.unsubscribeToken}`);
      expect(out.statusCode).toBe(200);
      expect((await rowOf(email))!.status).toBe('unsubscribed');

      // the used link does not bring it back
      const used = await app.inject({ method: 'GET', url: first });
      expect(used.statusCode).toBe(410);
      expect(used.body).toContain('This link has expired');
      expect((await rowOf(email))!.status).toBe('unsubscribed');

      // someone asks for it again: the same response, still unsubscribed, a new link to the address
      const res = await subscribe(email);
      expect(res.json()).toEqual({ message: NEWSLETTER_MESSAGES.subscribed });
      expect((await rowOf(email))!.status).toBe('unsubscribed');
      expect(await campaignReaches(email)).toBe(false);
      const second = await confirmLinkTo(email);
      expect(second).not.toBe(first);
      // the first link is gone with the new one
      expect((await app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
      expect((await rowOf(email))!.status).toBe('unsubscribed');

      const back = await app.inject({ method: 'GET', url: second });
      expect(back.statusCode).toBe(200);
      expect(back.body).toContain('<h1>You&#39;re subscribed</h1>');
      expect(await rowOf(email)).toMatchObject({ status: 'active', unsubscribedAt: null });
      expect(await campaignReaches(email)).toBe(true);
    });

    it('refuses a forged, unknown, malformed or expired link with a page, changing nothing', async () => {
      const email = 'expires@example.vn';
      await subscribe(email);
      const link = await confirmLinkTo(email);
      const row = await rowOf(email);
      const forged = [
        `?token=${'A'.repeat(43)}`,
        `?token=${row!.confirmTokenHash}`,
        `?token=${encodeURIComponent("x' or '1'='1")}`,
        `?token=${encodeURIComponent('<script>alert(1)</script>')}`,
        `?token=${link.split('token=')[1]!.slice(0, 42)}`,
        '?token=',
        '',
      ];
      for (const query of forged) {
        const res = await req('GET', `/subscribe/confirm${query}`, { 'accept-language': 'vi' });
        expect(res.statusCode, query).toBe(404);
        expect(res.body).toContain('Liên kết không hợp lệ');
        expect(res.body).not.toContain('<script>');
      }
      const tooLong = await req('GET', `/subscribe/confirm?token=${'a'.repeat(201)}`);
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json().code).toBe('VALIDATION_ERROR');
      expect(await rowOf(email)).toEqual(row);

      // seven days later
      await app.ctx.db
        .update(subscribers)
        .set({ confirmExpiresAt: new Date(Date.now() - 1000) })
        .where(eq(subscribers.email, email));
      const expired = await app.inject({ method: 'GET', url: link });
      expect(expired.statusCode).toBe(410);
      expect(expired.body).toContain('This link has expired');
      expect(await rowOf(email)).toMatchObject({ status: 'pending', confirmedAt: null, confirmUsedAt: null });
      expect(await campaignReaches(email)).toBe(false);
    });

    it('mails one address at most 3 links an hour, with the same response past the limit; the newest link works', async () => {
      const email = 'flooded@example.vn';
      // six at once, then four more
      const responses = await Promise.all(Array.from({ length: 6 }, () => subscribe(email)));
      for (let i = 0; i < 4; i++) responses.push(await subscribe(email));
      for (const res of responses) {
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ message: NEWSLETTER_MESSAGES.subscribed });
      }
      expect(await subscriberCount()).toBeGreaterThan(0);
      expect(await confirmMailsTo(email)).toHaveLength(3);
      const rows = await app.ctx.db.select().from(subscribers).where(eq(subscribers.email, email));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ status: 'pending', confirmMails: 3 });

      // an hour later, one more
      await app.ctx.db
        .update(subscribers)
        .set({ confirmMailsSince: new Date(Date.now() - 61 * 60_000) })
        .where(eq(subscribers.email, email));
      await subscribe(email);
      expect(await confirmMailsTo(email)).toHaveLength(4);
      const newest = await confirmLinkTo(email);
      expect((await app.inject({ method: 'GET', url: newest })).statusCode).toBe(200);
      expect((await rowOf(email))!.status).toBe('active');
    });

    it('confirms once when the link is followed twice at the same time', async () => {
      const email = 'double-click@example.vn';
      await subscribe(email);
      const link = await confirmLinkTo(email);
      const [a, b] = await Promise.all([
        app.inject({ method: 'GET', url: link }),
        app.inject({ method: 'GET', url: link }),
      ]);
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      const titles = [a.body, b.body].map((body) => /<h1>([^<]*)<\/h1>/.exec(body)?.[1]).sort();
      expect(titles).toEqual(['Already confirmed', 'You&#39;re subscribed']);
      const row = await rowOf(email);
      expect(row).toMatchObject({ status: 'active' });
      expect(row!.confirmUsedAt).toEqual(row!.confirmedAt);
    });

    it('refuses hostile addresses and languages, storing and mailing nothing', async () => {
      const before = await subscriberCount();
      const mails = (await app.ctx.db.select({ n: count() }).from(mailOutbox))[0]!.n;
      const bodies: object[] = [
        { email: 'victim@example.vn\r\nBcc: everyone@example.vn' },
        { email: 'a@example.vn, b@example.vn' },
        { email: `${'a'.repeat(250)}@example.vn` },
        { email: ['a@example.vn'] },
        { email: 'lan@example.vn', language: 'fr' },
      ];
      for (const body of bodies) {
        const res = await req('POST', '/subscribe/subscribe-user', {}, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json().code).toBe('VALIDATION_ERROR');
      }
      expect(await subscriberCount()).toBe(before);
      expect((await app.ctx.db.select({ n: count() }).from(mailOutbox))[0]!.n).toBe(mails);
    });
  });

  it('keeps the default texts equal to the web app’s newsletter translations', () => {
    for (const language of ['en', 'vi'] as const) {
      const file = path.resolve(
        import.meta.dirname,
        `../../../../web/public/locales/${language}/newsletter.json`,
      );
      const json = JSON.parse(fs.readFileSync(file, 'utf8')) as { types: unknown };
      expect(json.types).toEqual(NEWSLETTER_DEFAULTS[language]);
    }
  });

  describe('bulk e-mail', () => {
    it('delivers to all 500 subscribers once each, through refused sends and an SMTP outage; an unsubscribed address gets nothing', async () => {
      const db = app.ctx.db;
      await db.delete(subscribers);
      const emails = Array.from({ length: 500 }, (_, i) => `reader${i}@example.vn`);
      await confirmedSubscribers(emails, (i) => (i % 3 === 0 ? 'vi' : 'en'));
      // an address that left before the campaign
      await confirmedSubscribers(['gone@example.vn']);
      const [gone] = await db.select().from(subscribers).where(eq(subscribers.email, 'gone@example.vn'));
      expect((await req('GET', `/subscribe/unsubscribe?token=${gone!.unsubscribeToken}`)).statusCode).toBe(
        200,
      );

      const a = await createProduct(app, { name: 'Áo lụa hồng', price: 450_000, discountPrice: 390_000 });
      const b = await createProduct(app, { name: 'Chân váy xếp ly', price: 520_000 });
      const res = await req('POST', '/subscribe/bulk-email', staff, {
        type: 'NEW_PRODUCT',
        title: 'Summer <arrivals>',
        productIds: [a.id, b.id],
      });
      expect(res.statusCode, res.body).toBe(202);
      const { campaignId, recipients } = res.json();
      expect(recipients).toBe(500);

      // the SMTP server goes down mid-run, and comes back
      await smtp.waitUntil((all) => all.length >= 150, 30_000);
      await smtp.stop();
      const during = await progress(campaignId);
      expect(during.sent).toBeLessThan(500);
      expect(during.pending).toBeGreaterThan(0);
      // a send refused while the server is down, so the retry is what the rest proves
      await vi.waitFor(
        async () => {
          const [r] = await db
            .select({ n: count() })
            .from(mailOutbox)
            .where(sql`${mailOutbox.lastError} like '%ECONNREFUSED%'`);
          expect(r!.n, 'a send refused by the stopped SMTP server').toBeGreaterThan(0);
        },
        { timeout: 15_000, interval: 20 },
      );
      await smtp.start();
      const done = await finished(campaignId);
      expect(done).toMatchObject({ sent: 500, failed: 0, pending: 0, recipients: 500, type: 'NEW_PRODUCT' });

      expect(smtp.refused).toBeGreaterThan(0);
      const received = smtp.messages.filter((m) => emails.includes(m.to) || m.to === 'gone@example.vn');
      expect(received).toHaveLength(500);
      expect(new Set(received.map((m) => m.to)).size).toBe(500);
      expect(received.some((m) => m.to === 'gone@example.vn')).toBe(false);

      // each in its reader's language, with the staff's title, the products and its own unsubscribe link
      const inVi = received.find((m) => m.to === 'reader0@example.vn')!;
      const en = received.find((m) => m.to === 'reader1@example.vn')!;
      expect(inVi.subject).toBe(NEWSLETTER_DEFAULTS.vi.NEW_PRODUCT.subject);
      expect(en.subject).toBe(NEWSLETTER_DEFAULTS.en.NEW_PRODUCT.subject);
      expect(en.html).toContain('Summer &lt;arrivals&gt;');
      expect(en.html).toContain(`${PUBLIC_URL}/product/${a.id}`);
      expect(en.text).toContain('Chân váy xếp ly');
      expect(en.text).toMatch(/390[.,]000/);
      const [enRow] = await db.select().from(subscribers).where(eq(subscribers.email, 'reader1@example.vn'));
      expect(listUnsubscribe(en)).toBe(
        `${PUBLIC_URL}/api/subscribe/unsubscribe?token=${enRow!.unsubscribeToken}`,
      );
      expect(en.html).toContain(listUnsubscribe(en));
      expect(en.text).toContain(listUnsubscribe(en));
      expect(en.raw.toString()).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
      expect(tokenOf(inVi)).not.toBe(tokenOf(en));

      // one click on a received link, then a second campaign: that address gets nothing more
      const page = await req('GET', `/subscribe/unsubscribe?token=${tokenOf(en)}`);
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.headers['content-security-policy']).toMatch(/style-src 'sha256-/);
      expect(page.body).toContain('You are unsubscribed');
      expect(page.body).toContain('reader1@example.vn');
      const viPage = await req('GET', `/subscribe/unsubscribe?token=${tokenOf(inVi)}`);
      expect(viPage.body).toContain('Bạn đã hủy đăng ký');
      const before = smtp.messages.length;
      const second = await req('POST', '/subscribe/bulk-email', staff, {
        type: 'NEW_PROMOTION',
        subject: 'Sale',
        description: 'Up to 70% off.\n\nThis weekend only.',
      });
      expect(second.json().recipients).toBe(498);
      expect(await finished(second.json().campaignId)).toMatchObject({ sent: 498, pending: 0 });
      const later = smtp.messages.slice(before);
      expect(later).toHaveLength(498);
      expect(later.map((m) => m.to)).not.toContain('reader1@example.vn');
      expect(later.map((m) => m.to)).not.toContain('reader0@example.vn');
      expect(later.every((m) => m.subject === 'Sale')).toBe(true);
      // two campaigns of 500 mails through a failing SMTP server: longer than the suite's usual test
    }, 120_000);

    it('gives up the queued mails of an address that unsubscribes while a campaign is waiting', async () => {
      const db = app.ctx.db;
      await db.delete(subscribers);
      await confirmedSubscribers(['x@example.vn', 'y@example.vn', 'z@example.vn']);
      await app.services.mail.stop();
      const res = await req('POST', '/subscribe/bulk-email', staff, { type: 'NEW_DISCOUNT' });
      expect(res.json().recipients).toBe(3);
      const [y] = await db.select().from(subscribers).where(eq(subscribers.email, 'y@example.vn'));
      const oneClick = await app.inject({
        method: 'POST',
        url: `/api/subscribe/unsubscribe?token=${y!.unsubscribeToken}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(oneClick.statusCode).toBe(200);
      const before = smtp.messages.length;
      app.services.mail.start();
      const done = await finished(res.json().campaignId);
      expect(done).toMatchObject({ sent: 2, failed: 1, pending: 0 });
      expect(
        smtp.messages
          .slice(before)
          .map((m) => m.to)
          .sort(),
      ).toEqual(['x@example.vn', 'z@example.vn']);
      const [row] = await db.select().from(subscribers).where(eq(subscribers.email, 'y@example.vn'));
      expect(row?.status).toBe('unsubscribed');
    });

    // asking again is not enough; the address's own new link brings it back
    it('a re-subscribed address gets the next campaign once it follows its new link', async () => {
      const db = app.ctx.db;
      const [y] = await db.select().from(subscribers).where(eq(subscribers.email, 'y@example.vn'));
      expect(y?.status).toBe('unsubscribed');
      await req('POST', '/subscribe/subscribe-user', {}, { email: 'y@example.vn' });
      const waiting = await req('POST', '/subscribe/bulk-email', staff, { type: 'NEW_COLLECTION' });
      expect(waiting.json().recipients).toBe(2);
      const link = await confirmLinkTo('y@example.vn');
      expect((await app.inject({ method: 'GET', url: link })).statusCode).toBe(200);
      const res = await req('POST', '/subscribe/bulk-email', staff, { type: 'NEW_COLLECTION' });
      expect(res.json().recipients).toBe(3);
    });

    it('refuses unknown products, collections, types and fields with a sentence staff can act on, queueing nothing', async () => {
      const db = app.ctx.db;
      const hidden = await createProduct(app, { visible: false });
      const campaigns = async () => (await db.select({ n: count() }).from(newsletterCampaigns))[0]!.n;
      const mails = async () => (await db.select({ n: count() }).from(mailOutbox))[0]!.n;
      const [c0, m0] = [await campaigns(), await mails()];
      const { unknownProducts, unknownCollection, unknownType, chooseProducts } = NEWSLETTER_MESSAGES;
      const cases: [object, string][] = [
        [{ type: 'NEW_PRODUCT', productIds: ['00000000-0000-4000-8000-000000000000'] }, unknownProducts],
        [{ type: 'NEW_PRODUCT', productIds: [hidden.id] }, unknownProducts],
        [{ type: 'NEW_COLLECTION', collectionId: '00000000-0000-4000-8000-000000000000' }, unknownCollection],
        [{ type: 'BLACK_FRIDAY' }, `type: ${unknownType}`],
        [{ type: 'NEW_PRODUCT', to: 'everyone@example.vn' }, ''],
        [{ type: 'NEW_PRODUCT', productIds: ['nope'] }, `productIds.0: ${chooseProducts}`],
      ];
      for (const [body, message] of cases) {
        const res = await req('POST', '/subscribe/bulk-email', staff, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json().code).toBe('VALIDATION_ERROR');
        if (message) expect(res.json().error).toBe(message);
      }
      // what the dashboard can meet reads as a sentence, without a developer's field name
      for (const message of [unknownProducts, unknownCollection, NEWSLETTER_MESSAGES.campaignNotFound]) {
        expect(message).toMatch(/^[A-Z][^_]*\.$/);
        expect(message).not.toMatch(/productIds|collectionId|campaign not found/i);
      }
      expect([await campaigns(), await mails()]).toEqual([c0, m0]);
      const unknown = await req('GET', '/subscribe/bulk-email/00000000-0000-4000-8000-000000000000', staff);
      expect(unknown.json()).toEqual({ error: NEWSLETTER_MESSAGES.campaignNotFound, code: 'NOT_FOUND' });
      const bad = await req('GET', '/subscribe/unsubscribe?token=not-a-token', { 'accept-language': 'vi' });
      expect(bad.statusCode).toBe(404);
      expect(bad.body).toContain('Liên kết không hợp lệ');
      expect((await req('GET', '/subscribe/unsubscribe')).statusCode).toBe(404);
    });

    it('lists the latest campaigns with their progress and the number of active subscribers', async () => {
      const res = await req('GET', '/subscribe/bulk-email', staff);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.activeSubscribers).toBe(3);
      expect(body.pendingSubscribers).toBe(await pendingCount());
      expect(body.campaigns.length).toBeGreaterThanOrEqual(4);
      // newest first; the first campaign's deliveries went with the subscribers this suite deleted
      const [newest] = body.campaigns as CampaignProgress[];
      expect(newest).toMatchObject({ type: 'NEW_COLLECTION', recipients: 3 });
      expect(newest!.sent + newest!.failed + newest!.pending).toBe(3);
      expect(body.campaigns.map((c: CampaignProgress) => c.createdAt)).toEqual(
        body.campaigns
          .map((c: CampaignProgress) => c.createdAt)
          .sort()
          .reverse(),
      );
    });
  });
});
