import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { type FakeSmtp, startFakeSmtp } from '@shop/test-fakes/smtp';
import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MailOutboxRow, mailOutbox } from '../../src/db/schema/index.js';
import { createTestApp, type TestApp } from '../test-app.js';

/**
 * A stored mail holds no live secret once sent (a database or backup reader would
 * otherwise verify any account or reset any password), and codes and links are logged only outside
 * production.
 */
const codeIn = (text: string) => /^ {4}([A-Z0-9]{6})$/m.exec(text)?.[1];
const resetLinkIn = (text: string) => /(https?:\/\/\S+\/reset-password\/(\S+))/.exec(text);

/** Polls until the mails to `to` of that kind are all sent; returns their rows. */
async function sentRows(t: TestApp, to: string, kind: string): Promise<MailOutboxRow[]> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const rows = (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to))).filter(
      (r) => r.kind === kind,
    );
    if (rows.length > 0 && rows.every((r) => r.status === 'sent')) return rows;
    if (Date.now() > deadline) throw new Error(`mails to ${to} not sent: ${rows.map((r) => r.status)}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

const stored = (row: MailOutboxRow) => `${row.subject}\n${row.html}\n${row.text}`;

describe('mail secrets at rest', () => {
  let t: TestApp;
  let smtp: FakeSmtp;
  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });

  beforeAll(async () => {
    smtp = await startFakeSmtp();
    // a failed attempt is tried again after 50 ms rather than seconds
    t = await createTestApp(
      { SMTP_URL: smtp.url, RATE_LIMIT_PER_MINUTE: '100000' },
      { mailQueue: { pollIntervalMs: 50, backoffBaseMs: 50, backoffMaxMs: 200 } },
    );
  });
  afterAll(async () => {
    await t.app.close();
    await smtp.stop();
  });

  it('keeps no verification code in the stored row of a sent verification mail', async () => {
    const email = 'verify-at-rest@example.vn';
    expect(
      (await post('/api/auth/signup', { email, password: 'correct-horse-1', name: 'Lan' })).statusCode,
    ).toBe(201);
    const received = await smtp.waitFor((m) => m.to === email, 15_000);
    const code = codeIn(received.text);
    expect(code).toMatch(/^[A-Z0-9]{6}$/);
    expect(received.subject).toContain(code);
    const [row] = await sentRows(t, email, 'verification');
    expect(stored(row!)).not.toContain(code);
    expect(row!.subject).toContain('••••••');
    expect(row!.text).toContain('••••••');
    // what the customer got still works
    expect((await post('/api/auth/verify-email', { email, code })).statusCode).toBe(200);
  });

  it('keeps no reset token or link in the stored row of a sent password-reset mail', async () => {
    const email = 'reset-at-rest@example.vn';
    await post('/api/auth/signup', { email, password: 'correct-horse-1', name: 'Hoa' });
    await sentRows(t, email, 'verification');
    expect((await post('/api/auth/forgot-password', { email })).statusCode).toBe(200);
    const received = await smtp.waitFor((m) => m.to === email && /reset|đặt lại/i.test(m.subject), 15_000);
    const [, link, token] = resetLinkIn(received.text) ?? [];
    expect(token).toBeTruthy();
    const [row] = await sentRows(t, email, 'password-reset');
    expect(stored(row!)).not.toContain(token);
    expect(stored(row!)).not.toContain(link);
    expect(row!.text).toContain('/reset-password/••••••');
    const reset = await post(`/api/auth/reset-password/${token}`, { password: 'a-new-password-1' });
    expect(reset.statusCode, reset.body).toBe(200);
  });

  // the link subscribes the address, so the stored copy must not keep it
  it('keeps no newsletter confirmation token or link in the stored row of a sent confirmation mail', async () => {
    const email = 'confirm-at-rest@example.vn';
    expect((await post('/api/subscribe/subscribe-user', { email })).statusCode).toBe(200);
    const received = await smtp.waitFor((m) => m.to === email, 15_000);
    const [, link, token] =
      /(https?:\/\/\S+\/api\/subscribe\/confirm\?token=([A-Za-z0-9_-]+))/.exec(received.text) ?? [];
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await sentRows(t, email, 'newsletter-confirm');
    expect(stored(row!)).not.toContain(token);
    expect(stored(row!)).not.toContain(link);
    expect(row!.text).toContain('/api/subscribe/confirm?token=••••••');
    expect(row!.html).toContain('/api/subscribe/confirm?token=••••••');
    // what the subscriber got still works
    const page = await t.app.inject({ method: 'GET', url: `/api/subscribe/confirm?token=${token}` });
    expect(page.statusCode).toBe(200);
  });

  it('sends the code again on a retry after a failed attempt, and forgets it once sent', async () => {
    const email = 'retry-at-rest@example.vn';
    smtp.setFailEvery(1);
    await post('/api/auth/signup', { email, password: 'correct-horse-1', name: 'Mai' });
    const deadline = Date.now() + 15_000;
    for (;;) {
      const [row] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
      if (row?.lastError) break;
      if (Date.now() > deadline) throw new Error('no failed attempt');
      await new Promise((r) => setTimeout(r, 20));
    }
    smtp.setFailEvery(undefined);
    const received = await smtp.waitFor((m) => m.to === email, 15_000);
    const code = codeIn(received.text);
    expect(code).toMatch(/^[A-Z0-9]{6}$/);
    const [row] = await sentRows(t, email, 'verification');
    expect(row!.attempts).toBeGreaterThan(1);
    expect(stored(row!)).not.toContain(code);
  });
});

describe('mail secrets in the log', () => {
  it('logs no verification code or reset link from the outbox transport in production', async () => {
    const lines: string[] = [];
    const t = await createTestApp(
      {
        NODE_ENV: 'production',
        LOG_LEVEL: 'info',
        RATE_LIMIT_PER_MINUTE: '100000',
        BANK_ACCOUNT_NO: '0071000123456',
        BANK_WEBHOOK_SECRET: 'a-webhook-secret-of-our-own-0123456789',
        PUBLIC_URL: 'https://shop.example.vn',
      },
      {
        logStream: new Writable({
          write(chunk, _enc, done) {
            lines.push(String(chunk));
            done();
          },
        }),
      },
    );
    try {
      expect(t.app.services.mail.transport.kind).toBe('outbox');
      const email = 'prod-log@example.vn';
      const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
      await post('/api/auth/signup', { email, password: 'correct-horse-1', name: 'Lan' });
      await sentRows(t, email, 'verification');
      await post('/api/auth/forgot-password', { email });
      await sentRows(t, email, 'password-reset');

      // what was sent, from the outbox files
      const dir = path.join(t.config.dataDir, 'outbox');
      const mails = await Promise.all(
        fs.readdirSync(dir).map((f) => simpleParser(fs.readFileSync(path.join(dir, f)))),
      );
      const code = mails.map((m) => codeIn(m.text ?? '')).find(Boolean);
      const reset = mails.map((m) => resetLinkIn(m.text ?? '')).find(Boolean);
      expect(code).toMatch(/^[A-Z0-9]{6}$/);
      expect(reset?.[2]).toBeTruthy();

      const log = lines.join('');
      expect(log).toContain('mail written to the outbox');
      expect(log).not.toContain(code);
      expect(log).not.toContain(reset?.[2]);
      expect(log).not.toContain('/reset-password/');
    } finally {
      await t.app.close();
    }
  });
});
