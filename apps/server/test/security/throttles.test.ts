import { MESSAGES } from '@shop/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mailOutbox } from '../../src/db/schema/index.js';
import * as password from '../../src/lib/password.js';
import { type Shop, startShop } from './shop.js';

// the real argon2, watched: which requests spend its time (items 8)
vi.mock('../../src/lib/password.js', async (original) => {
  const real = await original<typeof import('../../src/lib/password.js')>();
  return { hashPassword: vi.fn(real.hashPassword), verifyPassword: vi.fn(real.verifyPassword) };
});

/**
 * Security issue, items 2, 8, 10 and 11 (DECISIONS §11): what an anonymous caller can make the shop
 * check, spend or send, alone, in parallel or from many addresses.
 */
describe('throttles', () => {
  let shop: Shop;
  beforeAll(async () => {
    shop = await startShop();
  });
  afterAll(() => shop.stop());
  beforeEach(() => {
    vi.mocked(password.hashPassword).mockClear();
  });

  const login = (email: string, pass: string, ip?: string) =>
    shop.post('/api/auth/login', { email, password: pass }, {}, ip);

  describe('login (item 2)', () => {
    it('checks at most five of twenty concurrent passwords for one e-mail and address', async () => {
      await shop.customer('race@example.com', 'the-right-one-1');
      vi.mocked(password.verifyPassword).mockClear();
      const guesses = Array.from({ length: 20 }, (_, i) =>
        i === 19 ? 'the-right-one-1' : `wrong-${i}-pass`,
      );
      const answers = await Promise.all(guesses.map((g) => login('race@example.com', g, '203.0.113.7')));
      const statuses = answers.map((a) => a.statusCode);
      expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(15);
      expect(vi.mocked(password.verifyPassword).mock.calls.length).toBeLessThanOrEqual(5);
      for (const a of answers.filter((r) => r.statusCode === 429)) {
        expect(a.json()).toEqual({ error: MESSAGES.tooManyLoginAttempts, code: 'RATE_LIMITED' });
      }
    });

    it('does not let a stranger’s five tries from another address lock the owner out', async () => {
      await shop.customer('target@example.com', 'owners-password-1');
      for (let i = 0; i < 5; i++) {
        expect((await login('target@example.com', `guess-${i}-pass`, '198.51.100.9')).statusCode).toBe(401);
      }
      expect((await login('target@example.com', 'owners-password-1', '198.51.100.9')).statusCode).toBe(429);
      expect((await login('target@example.com', 'owners-password-1', '192.0.2.44')).statusCode).toBe(200);
    });

    it('stops fifty failures on one e-mail spread over many addresses, and a reset clears both counts', async () => {
      await shop.customer('spread@example.com', 'owners-password-2');
      for (let a = 0; a < 10; a++) {
        const tries = await Promise.all(
          Array.from({ length: 5 }, (_, i) =>
            login('spread@example.com', `guess-${a}-${i}-x`, `10.0.${a}.1`),
          ),
        );
        expect(tries.map((r) => r.statusCode)).toEqual([401, 401, 401, 401, 401]);
      }
      const fresh = await login('spread@example.com', 'owners-password-2', '10.9.9.9');
      expect(fresh.statusCode).toBe(429);

      const before = shop.smtp.messages.length;
      await shop.post('/api/auth/forgot-password', { email: 'spread@example.com' });
      const mail = await shop.mailTo('spread@example.com', /reset-password\//, before);
      const token = /reset-password\/([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
      expect(
        (await shop.post(`/api/auth/reset-password/${token}`, { password: 'after-reset-3' })).statusCode,
      ).toBe(200);
      expect((await login('spread@example.com', 'after-reset-3', '10.0.0.1')).statusCode).toBe(200);
      expect((await login('spread@example.com', 'after-reset-3', '10.9.9.9')).statusCode).toBe(200);
    });
  });

  describe('argon2 time for anonymous callers (item 8)', () => {
    it('hashes no password for a reset link that does not exist', async () => {
      const res = await shop.post('/api/auth/reset-password/not-a-real-token-at-all', {
        password: 'whatever-pass-1',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
      expect(password.hashPassword).not.toHaveBeenCalled();
    });

    it('spends the same argon2 check on an unknown e-mail as on a known one', async () => {
      await shop.customer('known@example.com');
      const verify = vi.mocked(password.verifyPassword);
      verify.mockClear();
      expect((await login('known@example.com', 'wrong-password-1')).statusCode).toBe(401);
      expect((await login('nobody-here@example.com', 'wrong-password-1')).statusCode).toBe(401);
      expect(verify).toHaveBeenCalledTimes(2);
      const [knownHash, unknownHash] = verify.mock.calls.map(([hash]) => hash);
      // the same kind of work: an argon2id hash with the shop's parameters, not a shortcut
      expect(unknownHash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
      expect(knownHash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
      expect((await login('nobody-here@example.com', 'wrong-password-1')).json()).toEqual(
        (await login('known@example.com', 'wrong-password-1')).json(),
      );
    });
  });

  describe('account mails (item 10)', () => {
    const mailsTo = async (address: string, kind: string) => {
      const [row] = await shop.t.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.toAddress, address), eq(mailOutbox.kind, kind)));
      return row!.n;
    };

    it('mails at most three reset links an hour to one address, answering alike', async () => {
      await shop.customer('flooded@example.com');
      const answers = [];
      for (let i = 0; i < 20; i++)
        answers.push(await shop.post('/api/auth/forgot-password', { email: 'flooded@example.com' }));
      expect(new Set(answers.map((a) => `${a.statusCode} ${a.body}`)).size).toBe(1);
      expect(answers[0]!.json()).toEqual({ message: MESSAGES.resetEmailSent });
      expect(await mailsTo('flooded@example.com', 'password-reset')).toBe(3);
    });

    it('mails at most three more codes an hour to an unverified address, answering alike', async () => {
      await shop.signUp('pending@example.com', 'correct-horse-1');
      const answers = [];
      for (let i = 0; i < 20; i++)
        answers.push(await shop.post('/api/auth/resend-verification', { email: 'pending@example.com' }));
      expect(new Set(answers.map((a) => `${a.statusCode} ${a.body}`)).size).toBe(1);
      // the sign-up's code and three resends
      expect(await mailsTo('pending@example.com', 'verification')).toBe(4);
    });
  });

  describe('code-only verification guesses (item 11)', () => {
    it('counts wrong code-only guesses per client address', async () => {
      await shop.signUp('guessed@example.com', 'correct-horse-1');
      const guess = (code: string, ip: string) => shop.post('/api/auth/verify-email', { code }, {}, ip);
      for (let i = 0; i < 10; i++) {
        expect((await guess(`ZZZZ${String(i).padStart(2, '0')}`, '203.0.113.50')).statusCode).toBe(400);
      }
      const eleventh = await guess('ZZZZ99', '203.0.113.50');
      expect(eleventh.statusCode).toBe(429);
      expect(eleventh.json().code).toBe('RATE_LIMITED');
      expect((await guess('ZZZZ98', '203.0.113.51')).statusCode).toBe(400);
    });
  });
});
