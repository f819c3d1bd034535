import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { type FakeSmtp, startFakeSmtp } from '@shop/test-fakes/smtp';
import { eq, inArray, sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { onPostgres, openTestDatabase } from '../../../test/test-app.js';
import { type Database, openDatabase } from '../../db/client.js';
import { mailOutbox } from '../../db/schema/index.js';
import { backoffDelay, createMailQueue, MailQueue, type MailQueueOptions } from './mail.queue.js';
import { claimDueMails, type NewMail } from './mail.repository.js';
import { REDACTED } from './mail.secrets.js';
import { passwordResetMail, verificationMail } from './mail.templates.js';
import { type MailTransport, type OutgoingMessage, SmtpTransport } from './mail.transport.js';
import type { OrderMailInput, OrderMailRequest } from './order-mails.js';
import { sampleOrder } from './sample-order.js';

const MAIL_FROM = 'Lumière Saigon <no-reply@lumieresaigon.vn>';
const publicUrl = 'https://shop.example.vn';
const silent = pino({ level: 'silent' });
/** Short waits so that retries happen within a test. */
const FAST: Partial<MailQueueOptions> = {
  pollIntervalMs: 10,
  backoffBaseMs: 10,
  backoffMaxMs: 100,
  maxAttempts: 1000,
};

function plainMail(n: number | string, extra: Partial<NewMail> = {}): NewMail {
  return {
    to: `customer${n}@example.vn`,
    subject: `Mail ${n}`,
    html: `<p>Mail ${n}</p>`,
    text: `Mail ${n}`,
    kind: 'order-placed',
    ...extra,
  };
}

/**
 * Polls until `check` returns true, failing with `what` after `timeoutMs`: a normal run sees it within
 * a fraction of a second, and the bound stays inside the project's testTimeout.
 */
async function eventually(what: string, check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not seen within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

const unique = <T>(values: T[]) => new Set(values).size;

describe('mail queue', () => {
  let database: Database;
  let dataDir: string;
  let smtp: FakeSmtp;
  const db = () => database.db;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-mail-'));
    database = await openTestDatabase(dataDir);
  });
  afterAll(async () => {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** A queue sending to a fresh fake SMTP server. */
  async function smtpQueue(options: Partial<MailQueueOptions> = {}, smtpOptions = {}) {
    smtp = await startFakeSmtp(smtpOptions);
    const queue = new MailQueue(db(), new SmtpTransport(smtp.url, MAIL_FROM), silent, {
      ...FAST,
      ...options,
    });
    return queue;
  }

  async function statuses(ids: string[]) {
    return db().select().from(mailOutbox).where(inArray(mailOutbox.id, ids));
  }

  it('waits 2 s after a first failure, doubling up to 10 minutes', () => {
    const base = 2_000;
    const max = 600_000;
    expect([1, 2, 3, 4, 9, 10, 50].map((n) => backoffDelay(n, base, max))).toEqual([
      2_000, 4_000, 8_000, 16_000, 512_000, 600_000, 600_000,
    ]);
  });

  it('delivers queued mails with their recipient, subject, text and HTML, in English and Vietnamese', async () => {
    const queue = await smtpQueue();
    const en = verificationMail({
      to: 'lan@example.vn',
      name: 'Lan',
      code: 'K7Q2M9',
      language: 'en',
      publicUrl,
    });
    const vi = passwordResetMail({
      to: 'hoa@example.vn',
      name: 'Hoa',
      token: 'reset-token-1',
      language: 'vi',
      publicUrl,
    });
    const ids = [await queue.enqueue(db(), en), await queue.enqueue(db(), vi)];
    await queue.drain();

    const gotEn = await smtp.waitFor((m) => m.to === 'lan@example.vn');
    expect(gotEn.headerTo).toBe('lan@example.vn');
    expect(gotEn.from).toContain('Lumière Saigon');
    expect(gotEn.from).toContain('<no-reply@lumieresaigon.vn>');
    expect(gotEn.subject).toBe('K7Q2M9 is your Lumière Saigon verification code');
    expect(gotEn.text).toContain('Hello Lan,');
    expect(gotEn.text).toContain('K7Q2M9');
    expect(gotEn.html).toContain('K7Q2M9');
    expect(gotEn.html).toContain('Lumière');
    expect(gotEn.messageId).toBe(`<${ids[0]}@lumieresaigon.vn>`);

    const gotVi = await smtp.waitFor((m) => m.to === 'hoa@example.vn');
    expect(gotVi.subject).toBe('Đặt lại mật khẩu Lumière Saigon của bạn');
    expect(gotVi.text).toContain('Xin chào Hoa,');
    expect(gotVi.text).toContain(`${publicUrl}/reset-password/reset-token-1`);
    expect(gotVi.html).toContain(`href="${publicUrl}/reset-password/reset-token-1"`);

    const rows = await statuses(ids as string[]);
    expect(rows.map((r) => [r.status, r.attempts, r.lockedUntil])).toEqual([
      ['sent', 1, null],
      ['sent', 1, null],
    ]);
    expect(rows.every((r) => r.sentAt instanceof Date)).toBe(true);
    expect(smtp.messages).toHaveLength(2);
    await queue.stop();
    await smtp.stop();
  });

  it('sends the HTML with every injected value escaped', async () => {
    const queue = await smtpQueue();
    const name = '<script>alert("pwned")</script><img src=x onerror=alert(1)>';
    await queue.enqueue(
      db(),
      verificationMail({ to: 'evil@example.vn', name, code: 'ZX9Y8W', language: 'en', publicUrl }),
    );
    await queue.drain();
    const got = await smtp.waitFor((m) => m.to === 'evil@example.vn');
    expect(got.html).not.toContain('<script>');
    expect(got.html).not.toContain('<img src=x');
    expect(got.html).toContain('&lt;script&gt;alert(&quot;pwned&quot;)&lt;/script&gt;');
    expect(got.text).toContain(name);
    await queue.stop();
    await smtp.stop();
  });

  it('queues within the caller’s transaction, and never twice under one dedupe key', async () => {
    const queue = await smtpQueue();
    await expect(
      db().transaction(async (tx) => {
        await queue.enqueue(tx, plainMail('rolled-back'));
        throw new Error('the order failed');
      }),
    ).rejects.toThrow('the order failed');
    const first = await db().transaction((tx) =>
      queue.enqueue(
        tx,
        plainMail('campaign', { kind: 'newsletter', dedupeKey: 'newsletter:c1:a@example.vn' }),
      ),
    );
    const again = await queue.enqueue(
      db(),
      plainMail('campaign', { kind: 'newsletter', dedupeKey: 'newsletter:c1:a@example.vn' }),
    );
    expect(first).toEqual(expect.any(String));
    expect(again).toBeUndefined();
    expect(await queue.counts({ dedupeKeyPrefix: 'newsletter:c1:' })).toEqual({
      pending: 1,
      sending: 0,
      sent: 0,
      failed: 0,
    });
    await queue.drain();
    expect(await queue.counts({ dedupeKeyPrefix: 'newsletter:c1:' })).toMatchObject({ pending: 0, sent: 1 });
    expect(smtp.messages.map((m) => m.subject)).toEqual(['Mail campaign']);
    await expect(queue.enqueue(db(), plainMail('x', { to: 'a@example.vn, b@example.vn' }))).rejects.toThrow(
      'one e-mail address',
    );
    await queue.stop();
    await smtp.stop();
  });

  it('loses none and sends none twice when the SMTP server goes down mid-queue and comes back', async () => {
    const queue = await smtpQueue({ batchSize: 5 });
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) ids.push((await queue.enqueue(db(), plainMail(`outage-${i}`)))!);
    queue.start();
    await smtp.waitUntil((all) => all.length >= 5);
    await smtp.stop();
    // the outage is noticed: an attempt fails and waits for its retry
    await eventually('a failed attempt', async () => (await statuses(ids)).some((r) => r.lastError !== null));
    const duringOutage = smtp.messages.length;
    expect(duringOutage).toBeLessThan(20);
    await smtp.start();
    await eventually('every mail sent', async () => (await statuses(ids)).every((r) => r.status === 'sent'));
    await queue.stop();

    const subjects = smtp.messages.map((m) => m.subject);
    expect(subjects).toHaveLength(20);
    expect(unique(subjects)).toBe(20);
    expect(new Set(subjects)).toEqual(new Set(ids.map((_, i) => `Mail outage-${i}`)));
    const rows = await statuses(ids);
    expect(rows.some((r) => r.attempts > 1)).toBe(true);
    await smtp.stop();
  });

  it('delivers everything through a server that refuses every third mail, by retrying', async () => {
    const queue = await smtpQueue({}, { failEvery: 3 });
    const ids: string[] = [];
    for (let i = 0; i < 30; i++) ids.push((await queue.enqueue(db(), plainMail(`flaky-${i}`)))!);
    await queue.drain();
    const subjects = smtp.messages.map((m) => m.subject);
    expect(subjects).toHaveLength(30);
    expect(unique(subjects)).toBe(30);
    expect(smtp.refused).toBeGreaterThan(0);
    const rows = await statuses(ids);
    expect(rows.every((r) => r.status === 'sent')).toBe(true);
    // every refused mail cost exactly one extra attempt, and nothing else failed
    expect(rows.reduce((sum, r) => sum + r.attempts - 1, 0)).toBe(smtp.refused);
    await queue.stop();
    await smtp.stop();
  });

  it('lets two workers on one database send each of 200 mails exactly once', async () => {
    smtp = await startFakeSmtp();
    // on PostgreSQL, a second instance has its own connections to the same database
    const other =
      database.raw.kind === 'postgres'
        ? await openDatabase({ url: database.raw.pool.options.connectionString, dataDir, poolSize: 5 })
        : undefined;
    const sentBy = { a: 0, b: 0 };
    const counting = (name: 'a' | 'b'): MailTransport => {
      const inner = new SmtpTransport(smtp.url, MAIL_FROM);
      return {
        kind: 'smtp',
        send: async (m) => {
          await inner.send(m);
          sentBy[name]++;
        },
        close: () => inner.close(),
      };
    };
    const a = new MailQueue(db(), counting('a'), silent, FAST);
    const b = new MailQueue((other ?? database).db, counting('b'), silent, FAST);
    const ids: string[] = [];
    for (let i = 0; i < 200; i++) ids.push((await a.enqueue(db(), plainMail(`pair-${i}`)))!);

    await Promise.all([a.drain(60_000), b.drain(60_000)]);

    const subjects = smtp.messages.map((m) => m.subject);
    expect(subjects).toHaveLength(200);
    expect(unique(subjects)).toBe(200);
    expect(sentBy.a + sentBy.b).toBe(200);
    if (onPostgres) {
      // both instances really worked side by side
      expect(sentBy.a).toBeGreaterThan(0);
      expect(sentBy.b).toBeGreaterThan(0);
    }
    const rows = await statuses(ids);
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
    await a.stop();
    await b.stop();
    await other?.close();
    await smtp.stop();
  });

  it('sends again, once, a mail whose instance died mid-send, after its lease runs out', async () => {
    const queue = await smtpQueue();
    const id = (await queue.enqueue(db(), plainMail('orphan')))!;
    // an instance claims it and is never heard of again: while its lease lasts, nobody else sends it
    const [claimed] = await claimDueMails(db(), 10, 600_000);
    expect(claimed?.id).toBe(id);
    expect(await queue.runOnce()).toBe(0);
    // the lease runs out (set in the past rather than waited for: a short lease could run out
    // before runOnce above on a slow machine)
    await db()
      .update(mailOutbox)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(mailOutbox.id, id));
    await queue.drain();
    expect(smtp.messages.map((m) => m.subject)).toEqual(['Mail orphan']);
    const [row] = await statuses([id]);
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
    await queue.stop();
    await smtp.stop();
  });

  it('marks a mail failed after its last attempt, keeping the error', async () => {
    const queue = await smtpQueue({ maxAttempts: 3 }, { failEvery: 1 });
    const id = (await queue.enqueue(db(), plainMail('doomed')))!;
    await queue.drain();
    const [row] = await statuses([id]);
    expect(row).toMatchObject({ status: 'failed', attempts: 3, lockedUntil: null, sentAt: null });
    expect(row?.lastError).toMatch(/451/);
    expect(smtp.messages).toHaveLength(0);
    expect(smtp.refused).toBe(3);
    await queue.stop();
    await smtp.stop();
  });

  it('wakes on enqueue rather than waiting for the next poll, and stop() lets a send in flight finish', async () => {
    let release: () => void = () => {};
    const started: OutgoingMessage[] = [];
    const slow: MailTransport = {
      kind: 'smtp',
      send: async (m) => {
        started.push(m);
        await new Promise<void>((r) => {
          release = r;
        });
      },
      close: async () => {},
    };
    // a poll of an hour: only wake() can explain a prompt send
    const queue = new MailQueue(db(), slow, silent, { ...FAST, pollIntervalMs: 3_600_000 });
    const rounds: Promise<number>[] = [];
    const round = queue.runOnce.bind(queue);
    vi.spyOn(queue, 'runOnce').mockImplementation(() => {
      const run = round();
      rounds.push(run);
      return run;
    });
    queue.start();
    // the worker's first round found nothing: its next look is an hour away
    expect(await rounds[0]).toBe(0);
    const id = (await queue.enqueue(db(), plainMail('in-flight')))!;
    await eventually('the send starting', async () => started.length === 1);
    const stopped = queue.stop();
    let stoppedYet = false;
    void stopped.then(() => {
      stoppedYet = true;
    });
    // an absence can only be watched for a while: a stop() that did not wait for the send would
    // resolve within these 50 ms; a slow machine can make the check weaker, never make it fail
    await new Promise((r) => setTimeout(r, 50));
    expect(stoppedYet).toBe(false);
    release();
    await stopped;
    const [row] = await statuses([id]);
    expect(row?.status).toBe('sent');
  });

  it('writes .eml files to the outbox without SMTP, logging subjects and codes but no other token', async () => {
    const lines: string[] = [];
    const log = pino(
      { level: 'info' },
      new Writable({
        write(chunk, _enc, done) {
          lines.push(String(chunk));
          done();
        },
      }),
    );
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-outbox-'));
    const queue = createMailQueue(
      { smtpUrl: undefined, mailFrom: MAIL_FROM, dataDir: outDir, env: 'development' },
      db(),
      log,
      FAST,
    );
    expect(queue.transport.kind).toBe('outbox');
    await queue.enqueue(
      db(),
      verificationMail({ to: 'dev@example.vn', name: 'Dev', code: 'D3V0K1', language: 'en', publicUrl }),
    );
    await queue.enqueue(
      db(),
      passwordResetMail({
        to: 'dev@example.vn',
        name: 'Dev',
        token: 'dev-reset-token',
        language: 'vi',
        publicUrl,
      }),
    );
    await queue.enqueue(
      db(),
      plainMail('news', {
        kind: 'newsletter',
        text: `News\nUnsubscribe: ${publicUrl}/api/subscribe/unsubscribe?token=secret-unsub-token`,
      }),
    );
    await queue.drain();
    await queue.stop();

    const files = fs.readdirSync(path.join(outDir, 'outbox')).filter((f) => f.endsWith('.eml'));
    expect(files).toHaveLength(3);
    const parsed = await Promise.all(
      files.map((f) => simpleParser(fs.readFileSync(path.join(outDir, 'outbox', f)))),
    );
    const subjects = parsed.map((p) => p.subject).sort();
    expect(subjects).toEqual(
      [
        'D3V0K1 is your Lumière Saigon verification code',
        'Mail news',
        'Đặt lại mật khẩu Lumière Saigon của bạn',
      ].sort(),
    );
    const verification = parsed.find((p) => p.subject?.startsWith('D3V0K1'));
    expect(verification?.text).toContain('D3V0K1');
    expect(verification?.html).toContain('D3V0K1');

    const log1 = lines.join('');
    expect(log1).toContain('mail written to the outbox');
    expect(log1).toContain('D3V0K1 is your Lumière Saigon verification code');
    expect(log1).toContain('"code":"D3V0K1"');
    expect(log1).toContain(`${publicUrl}/reset-password/dev-reset-token`);
    expect(log1).not.toContain('secret-unsub-token');
    fs.rmSync(outDir, { recursive: true, force: true });
  });

  describe('order mails recorded in the order’s transaction', () => {
    /** A Confirmed order's mail input, of its own id and code, to `to`. */
    const input = (to: string, code: string): OrderMailInput => ({
      to,
      name: 'Mai',
      language: 'en',
      publicUrl,
      order: { ...sampleOrder, id: randomUUID(), code, status: 'Confirmed' },
    });
    const rowsTo = (to: string) => db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));

    it('commits the outbox row with the change, renders the mail only after the commit, and sends it', async () => {
      const queue = await smtpQueue();
      const request: OrderMailRequest = {
        template: 'order-status',
        input: input('mai@example.vn', 'DH-REC0RD'),
      };
      const recorded = await db().transaction((tx) => queue.record(tx, [request]));
      expect(recorded).toHaveLength(1);
      // committed, not rendered: recipient and kind only, and not due before the grace has passed
      const [row] = await rowsTo('mai@example.vn');
      expect(row).toMatchObject({ kind: 'order-status', subject: '', html: '', status: 'pending' });
      expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 30_000);
      expect(await claimDueMails(db(), 100, 60_000)).toEqual([]);

      await queue.render(recorded);
      const [rendered] = await rowsTo('mai@example.vn');
      expect(rendered?.subject).toBe('Your order DH-REC0RD is now Confirmed');
      expect(rendered?.text).toContain('Áo <b>lụa</b> & ren');
      await queue.drain();
      expect((await smtp.waitFor((m) => m.to === 'mai@example.vn')).subject).toBe(
        'Your order DH-REC0RD is now Confirmed',
      );
      expect((await rowsTo('mai@example.vn'))[0]?.status).toBe('sent');
      await queue.stop();
      await smtp.stop();
    });

    it('records nothing when the change rolls back, and a mail of one dedupe key once', async () => {
      const queue = new MailQueue(
        db(),
        { kind: 'outbox', send: async () => {}, close: async () => {} },
        silent,
      );
      const request: OrderMailRequest = {
        template: 'payment-received',
        input: input('thu@example.vn', 'DH-R0LLBK'),
      };
      await expect(
        db().transaction(async (tx) => {
          await queue.record(tx, [request]);
          throw new Error('the change failed');
        }),
      ).rejects.toThrow('the change failed');
      expect(await rowsTo('thu@example.vn')).toHaveLength(0);

      const once = await db().transaction((tx) => queue.record(tx, [request]));
      const twice = await db().transaction((tx) => queue.record(tx, [request]));
      expect([once.length, twice.length]).toEqual([1, 0]);
      await queue.render([...once, ...twice]);
      await queue.drain();
      expect((await rowsTo('thu@example.vn')).map((r) => [r.kind, r.status])).toEqual([
        ['payment-received', 'sent'],
      ]);
    });

    it('a mail whose recorder died before rendering it is rendered by the worker after the grace, its link redacted once sent', async () => {
      const queue = await smtpQueue({ renderGraceMs: 20 });
      const token = 'live.confirm.token';
      const request: OrderMailRequest = {
        template: 'order-confirm',
        input: {
          ...input('nga@example.vn', 'DH-0RPHAN'),
          confirmUrl: `${publicUrl}/confirm-order?token=${token}`,
          confirmHours: 48,
        },
        token,
      };
      // recorded and committed; the process that would render it is gone
      await db().transaction((tx) => queue.record(tx, [request]));
      await queue.drain();
      const got = await smtp.waitFor((m) => m.to === 'nga@example.vn');
      expect(got.subject).toBe('Please confirm your order DH-0RPHAN');
      expect(got.text).toContain(`/confirm-order?token=${token}`);
      const [row] = await rowsTo('nga@example.vn');
      expect(row?.status).toBe('sent');
      expect(`${row?.subject}${row?.html}${row?.text}`).not.toContain(token);
      expect(row?.text).toContain(`/confirm-order?token=${REDACTED}`);
      await queue.stop();
      await smtp.stop();
    });
  });

  it('leaves nothing pending behind', async () => {
    const [row] = await db()
      .select({ n: sql<number>`count(*)::integer` })
      .from(mailOutbox)
      .where(eq(mailOutbox.status, 'pending'));
    expect(Number(row?.n)).toBe(0);
  });
});
