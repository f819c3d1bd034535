import { MESSAGES } from '@shop/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mailOutbox, users } from '../../src/db/schema/index.js';
import * as password from '../../src/lib/password.js';
import { type Shop, startShop } from './shop.js';

// the real argon2, watched: which requests spend its time
vi.mock('../../src/lib/password.js', async (original) => {
  const real = await original<typeof import('../../src/lib/password.js')>();
  return { hashPassword: vi.fn(real.hashPassword), verifyPassword: vi.fn(real.verifyPassword) };
});

/**
 * What an anonymous caller can make the shop check, spend or send, alone, in parallel or from many
 * addresses.
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

  describe('login', () => {
    it('checks at most five of twenty concurrent passwords for one e-mail and address', async () => {
      await shop.customer('race@example.com', 'the-right-one-1');
      vi.mocked(password.verifyPassword).mockClear();
      const guesses = Array.from({ length: 20 }, (_, i) =>
        i === 19 ? 'the-right-one-1' : `wrong-${i}-pass`,
      );
      const responses = await Promise.all(guesses.map((g) => login('race@example.com', g, '203.0.113.7')));
      const statuses = responses.map((a) => a.statusCode);
      expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(15);
      expect(vi.mocked(password.verifyPassword).mock.calls.length).toBeLessThanOrEqual(5);
      for (const a of responses.filter((r) => r.statusCode === 429)) {
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

  describe('argon2 time for anonymous callers', () => {
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

  describe('logins and sign-ups per client address', () => {
    const rateLimited = { error: MESSAGES.tooManyAttemptsFromAddress, code: 'RATE_LIMITED' };
    const argon2Calls = () =>
      vi.mocked(password.hashPassword).mock.calls.length +
      vi.mocked(password.verifyPassword).mock.calls.length;

    it('refuses the 21st login of a minute from one address before any argon2 work; another address is not affected', async () => {
      const from = '198.18.0.1';
      // unknown e-mails, each once: no per-e-mail count stops them, only the address's
      for (let i = 0; i < 20; i++) {
        expect((await login(`unknown-${i}@example.com`, 'any-password-1', from)).statusCode).toBe(401);
      }
      vi.mocked(password.hashPassword).mockClear();
      vi.mocked(password.verifyPassword).mockClear();
      const refused = await Promise.all(
        Array.from({ length: 5 }, (_, i) => login(`unknown-late-${i}@example.com`, 'any-password-1', from)),
      );
      for (const res of refused) {
        expect(res.statusCode).toBe(429);
        expect(res.json()).toEqual(rateLimited);
      }
      expect(argon2Calls()).toBe(0);
      // a known account and the right password are refused alike from that address
      await shop.customer('behind-busy-nat@example.com', 'right-password-1');
      vi.mocked(password.verifyPassword).mockClear();
      expect((await login('behind-busy-nat@example.com', 'right-password-1', from)).statusCode).toBe(429);
      expect(password.verifyPassword).not.toHaveBeenCalled();

      const elsewhere = await login('unknown-0@example.com', 'any-password-1', '198.18.0.2');
      expect(elsewhere.statusCode).toBe(401);
      expect(password.verifyPassword).toHaveBeenCalledTimes(1);
      expect((await login('behind-busy-nat@example.com', 'right-password-1', '198.18.0.2')).statusCode).toBe(
        200,
      );

      // a minute later the address counts from 1 again
      await shop.t.database.db.execute(
        sql`update auth_attempts set reset_at = now() - interval '1 second' where key like 'address-login:%'`,
      );
      expect((await login('behind-busy-nat@example.com', 'right-password-1', from)).statusCode).toBe(200);
    });

    it('counts an IPv6 client by its /64, as the per-client rate limit does', async () => {
      for (let i = 0; i < 20; i++) {
        const from = `2001:db8:7:1:${i.toString(16)}::1`;
        expect((await login(`v6-${i}@example.com`, 'any-password-1', from)).statusCode).toBe(401);
      }
      const sameHost = await login('v6-late@example.com', 'any-password-1', '2001:db8:7:1:ffff::2');
      expect(sameHost.json()).toEqual(rateLimited);
      expect((await login('v6-late@example.com', 'any-password-1', '2001:db8:7:2::1')).statusCode).toBe(401);
    });

    it('refuses the 21st sign-up of a minute from one address before any password hash, creating nothing', async () => {
      const signup = (email: string, ip: string) =>
        shop.post('/api/auth/signup', { email, password: 'new-shopper-pass', name: 'Lan' }, {}, ip);
      const from = '198.18.1.1';
      const responses = await Promise.all(
        Array.from({ length: 24 }, (_, i) => signup(`flood-${i}@example.com`, from)),
      );
      const statuses = responses.map((a) => a.statusCode);
      expect(statuses.filter((s) => s === 201)).toHaveLength(20);
      expect(statuses.filter((s) => s === 429)).toHaveLength(4);
      expect(password.hashPassword).toHaveBeenCalledTimes(20);
      for (const res of responses.filter((a) => a.statusCode === 429)) {
        expect(res.json()).toEqual(rateLimited);
        expect(res.cookies.find((c) => c.name === 'signupBrowser')).toBeUndefined();
      }
      const [made] = await shop.t.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(users)
        .where(sql`${users.email} like 'flood-%'`);
      expect(made!.n).toBe(20);

      vi.mocked(password.hashPassword).mockClear();
      const late = await signup('flood-late@example.com', from);
      expect(late.json()).toEqual(rateLimited);
      expect(password.hashPassword).not.toHaveBeenCalled();
      expect((await signup('flood-late@example.com', '198.18.1.2')).statusCode).toBe(201);
    });
  });

  describe('account mails', () => {
    const mailsTo = async (address: string, kind: string) => {
      const [row] = await shop.t.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.toAddress, address), eq(mailOutbox.kind, kind)));
      return row!.n;
    };

    it('mails at most three reset links an hour to one address, responding alike', async () => {
      await shop.customer('flooded@example.com');
      const responses = [];
      for (let i = 0; i < 20; i++)
        responses.push(await shop.post('/api/auth/forgot-password', { email: 'flooded@example.com' }));
      expect(new Set(responses.map((a) => `${a.statusCode} ${a.body}`)).size).toBe(1);
      expect(responses[0]!.json()).toEqual({ message: MESSAGES.resetEmailSent });
      expect(await mailsTo('flooded@example.com', 'password-reset')).toBe(3);
    });

    it('mails at most three more codes an hour to an unverified address, responding alike', async () => {
      await shop.signUp('pending@example.com', 'correct-horse-1');
      const responses = [];
      for (let i = 0; i < 20; i++)
        responses.push(await shop.post('/api/auth/resend-verification', { email: 'pending@example.com' }));
      expect(new Set(responses.map((a) => `${a.statusCode} ${a.body}`)).size).toBe(1);
      // the sign-up's code and three resends
      expect(await mailsTo('pending@example.com', 'verification')).toBe(4);
    });
  });

  describe('code-only verification guesses', () => {
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
