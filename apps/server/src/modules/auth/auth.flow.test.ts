import { Writable } from 'node:stream';
import { MESSAGES } from '@shop/shared';
import { type FakeGoogle, startFakeGoogle } from '@shop/test-fakes/google';
import { type FakeSmtp, startFakeSmtp } from '@shop/test-fakes/smtp';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

const XHR = { 'x-requested-with': 'XMLHttpRequest' };

function refreshCookie(res: LightMyRequestResponse): string | undefined {
  return res.cookies.find((c) => c.name === 'refreshToken')?.value;
}

/** The Cookie header of the browser that signed up (its code proof keeps the password). */
function signupBrowser(res: LightMyRequestResponse): Record<string, string> {
  const value = res.cookies.find((c) => c.name === 'signupBrowser')?.value;
  expect(value).toBeTruthy();
  return { cookie: `signupBrowser=${value}` };
}

describe('accounts end to end', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let smtp: FakeSmtp;
  let google: FakeGoogle;
  const logLines: string[] = [];

  const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url, payload: payload ?? {}, headers });
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  /** The newest mail to an address, waiting for the queue to deliver it. */
  async function mailTo(address: string, subject: RegExp) {
    return smtp.waitFor((m) => m.to.includes(address) && subject.test(m.subject), 15_000);
  }
  const codeIn = (text: string) => /\b([A-Z0-9]{6})\b/.exec(text.replace(/Lumière|Saigon/g, ''))?.[1];

  async function signUpAndVerify(email: string, password = 'correct-horse-1') {
    const res = await post('/api/auth/signup', { email, password, name: 'Lan Nguyen' });
    expect(res.statusCode).toBe(201);
    const mail = await mailTo(email, /verif|xác/i);
    const code = codeIn(mail.text);
    const verified = await post('/api/auth/verify-email', { code, email }, signupBrowser(res));
    expect(verified.statusCode).toBe(200);
    return verified.json().tokens.accessToken as string;
  }

  beforeAll(async () => {
    smtp = await startFakeSmtp();
    google = await startFakeGoogle();
    const stream = new Writable({
      write(chunk, _e, done) {
        logLines.push(String(chunk));
        done();
      },
    });
    t = await createTestApp(
      {
        SMTP_URL: smtp.url,
        LOG_LEVEL: 'info',
        GOOGLE_CLIENT_ID: google.clientId,
        GOOGLE_CLIENT_SECRET: google.clientSecret,
        GOOGLE_OAUTH_BASE: google.base,
        RATE_LIMIT_PER_MINUTE: '100000',
      },
      { logStream: stream },
    );
    app = t.app;
  });
  afterAll(async () => {
    await app.close();
    await smtp.stop();
    await google.stop();
  });

  describe('sign-up', () => {
    it.each([
      [{}, MESSAGES.allFieldsRequired],
      [{ email: 'a@b.vn', password: 'long-enough' }, MESSAGES.allFieldsRequired],
      [{ email: '  ', password: 'long-enough', name: 'X' }, MESSAGES.allFieldsRequired],
      [{ email: 'not-an-email', password: 'long-enough', name: 'X' }, MESSAGES.invalidEmail],
      [{ email: 'a@b.vn', password: 'short', name: 'X' }, MESSAGES.passwordTooShort],
    ])('refuses %o with the sign-up form’s message', async (body, message) => {
      const res = await post('/api/auth/signup', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: message, code: 'VALIDATION_ERROR' });
    });

    it.each([
      [{ email: 42, password: 'long-enough', name: 'X' }],
      [{ email: 'a@b.vn', password: ['x'], name: 'X' }],
      [{ email: 'a@b.vn', password: 'long-enough', name: 'x'.repeat(101) }],
      [{ email: `${'a'.repeat(250)}@b.vn`, password: 'long-enough', name: 'X' }],
      [{ email: 'a@b.vn', password: 'p'.repeat(129), name: 'X' }],
    ])('refuses a wrong type or an overlong field: %o', async (body) => {
      const res = await post('/api/auth/signup', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    });

    it('trims and lower-cases the e-mail, trims the name, makes an unverified CUSTOMER and mails a code', async () => {
      const res = await post('/api/auth/signup', {
        email: '  Mai.Tran@Example.COM ',
        password: 'correct-horse-1',
        name: '  Mai Trần ',
      });
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body.success).toBe(true);
      expect(body.message).toBe(MESSAGES.signupSuccess);
      expect(body.user.email).toBe('mai.tran@example.com');
      expect(body.user.name).toBe('Mai Trần');
      expect(res.body).not.toMatch(/argon2|password/i);
      expect(refreshCookie(res)).toBeUndefined(); // not signed in until the address is verified
      const mail = await mailTo('mai.tran@example.com', /.*/);
      expect(codeIn(mail.text)).toMatch(/^[A-Z0-9]{6}$/);

      const login = await post('/api/auth/login', {
        email: 'mai.tran@example.com',
        password: 'correct-horse-1',
      });
      expect(login.json().account).toMatchObject({ userType: 'CUSTOMER', isVerified: false });
    });

    it('stores SQL and script text as plain text', async () => {
      const res = await post('/api/auth/signup', {
        email: 'bobby@example.com',
        password: "'; drop table users; --",
        name: "<script>alert(1)</script>'; drop table users; --",
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().user.name).toBe("<script>alert(1)</script>'; drop table users; --");
      const mail = await mailTo('bobby@example.com', /.*/);
      expect(mail.html).not.toContain('<script>');
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    });

    it('refuses an address that already has an account with 409', async () => {
      const res = await post('/api/auth/signup', {
        email: 'MAI.TRAN@example.com',
        password: 'another-pass',
        name: 'X',
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('CONFLICT');
    });

    it('writes the mail in Vietnamese for a Vietnamese browser', async () => {
      await app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: { email: 'vi@example.com', password: 'correct-horse-1', name: 'Hoa' },
        headers: { 'accept-language': 'vi-VN,vi;q=0.9' },
      });
      const mail = await mailTo('vi@example.com', /.*/);
      expect(mail.subject + mail.text).toMatch(/[ạảãáàâấầẩẫậăắằẳẵặđêếềểễệôốồổỗộơớờởỡợưứừửữự]/i);
    });
  });

  describe('e-mail verification', () => {
    it('requires a code', async () => {
      const res = await post('/api/auth/verify-email', { code: '  ' });
      expect(res.json()).toEqual({ error: MESSAGES.verificationCodeRequired, code: 'VALIDATION_ERROR' });
    });

    it('verifies with the mailed code, signs in, and returns user and account', async () => {
      await post('/api/auth/signup', {
        email: 'linh@example.com',
        password: 'correct-horse-1',
        name: 'Linh',
      });
      const code = codeIn((await mailTo('linh@example.com', /.*/)).text)!;
      const res = await post('/api/auth/verify-email', { code: ` ${code.toLowerCase()} ` });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.message).toBe(MESSAGES.emailVerified);
      expect(body.user.email).toBe('linh@example.com');
      expect(body.account.isVerified).toBe(true);
      expect(body.tokens.accessToken.split('.')).toHaveLength(3);
      expect(refreshCookie(res)).toBeTruthy();
    });

    it('ends a code after five wrong tries, even the right one', async () => {
      await post('/api/auth/signup', { email: 'tries@example.com', password: 'correct-horse-1', name: 'T' });
      const code = codeIn((await mailTo('tries@example.com', /.*/)).text)!;
      const wrong = code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA';
      const errors: string[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await post('/api/auth/verify-email', { code: wrong, email: 'tries@example.com' });
        expect(res.statusCode).toBe(400);
        errors.push(res.json().error);
      }
      expect(errors.at(-1)).toMatch(/Too many wrong codes/);
      const right = await post('/api/auth/verify-email', { code, email: 'tries@example.com' });
      expect(right.statusCode).toBe(400);
      expect(right.json().error).toMatch(/expired/);

      // a resend replaces the code and the count
      const resend = await post('/api/auth/resend-verification', { email: 'TRIES@example.com ' });
      expect(resend.json()).toEqual({ message: MESSAGES.verificationEmailSent });
      await smtp.waitFor((m) => m.to.includes('tries@example.com') && codeIn(m.text) !== code, 15_000);
      const latest = smtp.messages.filter((m) => m.to.includes('tries@example.com')).at(-1)!;
      const ok = await post('/api/auth/verify-email', {
        code: codeIn(latest.text),
        email: 'tries@example.com',
      });
      expect(ok.statusCode).toBe(200);
    });

    it('validates resend-verification input and responds alike for unknown addresses', async () => {
      expect((await post('/api/auth/resend-verification', {})).json().error).toBe(MESSAGES.emailRequired);
      expect((await post('/api/auth/resend-verification', { email: 'x' })).json().error).toBe(
        MESSAGES.invalidEmail,
      );
      const unknown = await post('/api/auth/resend-verification', { email: 'nobody@example.com' });
      expect(unknown.json()).toEqual({ message: MESSAGES.verificationEmailSent });
    });
  });

  describe('login, refresh and logout', () => {
    let cookie: string;
    beforeAll(async () => {
      await signUpAndVerify('quynh@example.com');
    });

    it.each([
      [{}, MESSAGES.emailPasswordRequired],
      [{ email: 'quynh@example.com' }, MESSAGES.emailPasswordRequired],
      [{ email: 'nope', password: 'x' }, MESSAGES.invalidEmail],
    ])('refuses %o with the login form’s message', async (body, message) => {
      const res = await post('/api/auth/login', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(message);
    });

    it('signs in with a lower-cased e-mail and sets an httpOnly, Strict refresh cookie on /api/auth', async () => {
      const res = await post('/api/auth/login', { email: 'Quynh@Example.com', password: 'correct-horse-1' });
      expect(res.statusCode).toBe(200);
      expect(res.json().user.email).toBe('quynh@example.com');
      const c = res.cookies.find((x) => x.name === 'refreshToken')!;
      expect(c.httpOnly).toBe(true);
      expect(c.sameSite).toBe('Strict');
      expect(c.path).toBe('/api/auth');
      cookie = c.value;
    });

    it('refuses a wrong password with 401', async () => {
      const res = await post('/api/auth/login', { email: 'quynh@example.com', password: 'wrong-password' });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('UNAUTHORIZED');
    });

    it('rotates the refresh token and revokes the family when a rotated token is replayed', async () => {
      const first = await post('/api/auth/refresh-token', {}, { ...XHR, cookie: `refreshToken=${cookie}` });
      expect(first.statusCode).toBe(200);
      expect(first.json().accessToken.split('.')).toHaveLength(3);
      const next = refreshCookie(first)!;
      expect(next).toBeTruthy();
      expect(next).not.toBe(cookie);

      // within the grace window, the old token (another tab) still gets an access token, no cookie
      const tab = await post('/api/auth/refresh-token', {}, { ...XHR, cookie: `refreshToken=${cookie}` });
      expect(tab.statusCode).toBe(200);
      expect(refreshCookie(tab)).toBeUndefined();

      // the new one rotates again
      const second = await post('/api/auth/refresh-token', {}, { ...XHR, cookie: `refreshToken=${next}` });
      expect(second.statusCode).toBe(200);
      const third = refreshCookie(second)!;

      // replaying a long-rotated token: reuse → the whole family dies, the newest token too
      await t.database.db.execute(
        sql.raw(
          `update refresh_tokens set rotated_at = now() - interval '1 minute' where rotated_at is not null`,
        ),
      );
      const replay = await post('/api/auth/refresh-token', {}, { ...XHR, cookie: `refreshToken=${cookie}` });
      expect(replay.statusCode).toBe(401);
      const victim = await post('/api/auth/refresh-token', {}, { ...XHR, cookie: `refreshToken=${third}` });
      expect(victim.statusCode).toBe(401);
    });

    it('requires X-Requested-With on cookie endpoints', async () => {
      const res = await post('/api/auth/refresh-token', {}, { cookie: 'refreshToken=whatever' });
      expect(res.statusCode).toBe(403);
      const out = await post('/api/auth/logout', {}, { cookie: 'refreshToken=whatever' });
      expect(out.statusCode).toBe(403);
    });

    it('refuses a refresh without a cookie or with an unknown one', async () => {
      expect((await post('/api/auth/refresh-token', {}, XHR)).statusCode).toBe(401);
      expect(
        (await post('/api/auth/refresh-token', {}, { ...XHR, cookie: 'refreshToken=forged' })).statusCode,
      ).toBe(401);
    });

    it('logout ends the refresh family', async () => {
      const login = await post('/api/auth/login', {
        email: 'quynh@example.com',
        password: 'correct-horse-1',
      });
      const c = refreshCookie(login)!;
      const out = await post('/api/auth/logout', {}, { ...XHR, cookie: `refreshToken=${c}` });
      expect(out.statusCode).toBe(200);
      expect(
        (await post('/api/auth/refresh-token', {}, { ...XHR, cookie: `refreshToken=${c}` })).statusCode,
      ).toBe(401);
    });

    it('throttles the sixth failure in 15 minutes per e-mail and address with 429 and the login form’s text', async () => {
      await signUpAndVerify('throttle@example.com');
      for (let i = 0; i < 5; i++) {
        const res = await post('/api/auth/login', {
          email: 'throttle@example.com',
          password: `wrong-${i}-pass`,
        });
        expect(res.statusCode).toBe(401);
      }
      const sixth = await post('/api/auth/login', {
        email: 'throttle@example.com',
        password: 'correct-horse-1',
      });
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json()).toEqual({ error: MESSAGES.tooManyLoginAttempts, code: 'RATE_LIMITED' });
      // another address is not affected
      expect(
        (await post('/api/auth/login', { email: 'quynh@example.com', password: 'correct-horse-1' }))
          .statusCode,
      ).toBe(200);
      // once the 15 minutes of the first failure have passed the count starts again
      await t.database.db.execute(sql.raw(`update auth_attempts set reset_at = now() - interval '1 second'`));
      expect(
        (await post('/api/auth/login', { email: 'throttle@example.com', password: 'correct-horse-1' }))
          .statusCode,
      ).toBe(200);
    });
  });

  describe('password reset', () => {
    beforeAll(async () => {
      await signUpAndVerify('reset@example.com', 'old-password-1');
    });

    it('responds alike for known and unknown addresses, and validates input', async () => {
      const known = await post('/api/auth/forgot-password', { email: 'reset@example.com' });
      const unknown = await post('/api/auth/forgot-password', { email: 'ghost@example.com' });
      expect(known.statusCode).toBe(200);
      expect(known.json()).toEqual({ message: MESSAGES.resetEmailSent });
      expect(unknown.json()).toEqual(known.json());
      expect((await post('/api/auth/forgot-password', {})).json().error).toBe(MESSAGES.emailRequired);
      expect((await post('/api/auth/forgot-password', { email: 'bad' })).json().error).toBe(
        MESSAGES.invalidEmail,
      );
    });

    it('resets once through the mailed link, ends every session, and refuses the link again', async () => {
      const login = await post('/api/auth/login', { email: 'reset@example.com', password: 'old-password-1' });
      const session = refreshCookie(login)!;
      const before = smtp.messages.length;
      await post('/api/auth/forgot-password', { email: 'reset@example.com' });
      const mail = await smtp.waitFor(
        (m) =>
          smtp.messages.indexOf(m) >= before &&
          m.to.includes('reset@example.com') &&
          /reset-password\//.test(m.text),
        15_000,
      );
      const link = /(http\S+\/reset-password\/([A-Za-z0-9_-]+))/.exec(mail.text)!;
      expect(link[1]).toContain(`${t.config.publicUrl}/reset-password/`);
      const token = link[2]!;

      expect((await post(`/api/auth/reset-password/${token}`, {})).json().error).toBe(
        MESSAGES.resetFieldsRequired,
      );
      expect((await post(`/api/auth/reset-password/${token}`, { password: 'short' })).json().error).toBe(
        MESSAGES.passwordTooShort,
      );
      const ok = await post(`/api/auth/reset-password/${token}`, { password: 'new-password-2' });
      expect(ok.json()).toEqual({ message: MESSAGES.passwordReset });
      expect(ok.statusCode).toBe(200);
      const again = await post(`/api/auth/reset-password/${token}`, { password: 'newer-password-3' });
      expect(again.statusCode).toBe(400);

      expect(
        (await post('/api/auth/refresh-token', {}, { ...XHR, cookie: `refreshToken=${session}` })).statusCode,
      ).toBe(401);
      expect(
        (await post('/api/auth/login', { email: 'reset@example.com', password: 'old-password-1' }))
          .statusCode,
      ).toBe(401);
      expect(
        (await post('/api/auth/login', { email: 'reset@example.com', password: 'new-password-2' }))
          .statusCode,
      ).toBe(200);
    });

    it('refuses an expired link', async () => {
      const before = smtp.messages.length;
      await post('/api/auth/forgot-password', { email: 'reset@example.com' });
      const mail = await smtp.waitFor(
        (m) =>
          smtp.messages.indexOf(m) >= before &&
          m.to.includes('reset@example.com') &&
          /reset-password\//.test(m.text),
        15_000,
      );
      const token = /reset-password\/([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
      await t.database.db.execute(
        sql.raw(`update password_resets set expires_at = now() - interval '1 second'`),
      );
      const res = await post(`/api/auth/reset-password/${token}`, { password: 'whatever-pass' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(/invalid or has expired/);
    });
  });

  describe('profile and account', () => {
    let token: string;
    beforeAll(async () => {
      token = await signUpAndVerify('profile@example.com');
    });

    it('requires profile data', async () => {
      const res = await app.inject({
        method: 'PUT',
        url: '/api/auth/profile',
        payload: {},
        headers: bearer(token),
      });
      expect(res.json()).toEqual({ error: MESSAGES.profileDataRequired, code: 'VALIDATION_ERROR' });
    });

    it('updates name, phone, address and language, and refuses unknown fields such as a role', async () => {
      const res = await app.inject({
        method: 'PUT',
        url: '/api/auth/profile',
        payload: { name: 'Lan N.', phone: '+84 912 345 678', address: '12 Lê Lợi, Quận 1', language: 'vi' },
        headers: bearer(token),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().user).toMatchObject({ name: 'Lan N.', phone: '+84 912 345 678', language: 'vi' });
      const sneaky = await app.inject({
        method: 'PUT',
        url: '/api/auth/profile',
        payload: { name: 'X', role: 'ADMIN', userType: 'VIP' },
        headers: bearer(token),
      });
      expect(sneaky.statusCode).toBe(400);
      const me = await app.inject({ method: 'GET', url: '/api/auth/user-profile', headers: bearer(token) });
      expect(me.json().account.userType).toBe('CUSTOMER');
      expect(me.json().user.userType).toBe('REGULAR');
      expect(me.json().user.name).toBe('Lan N.');
    });

    it('refuses a bad phone', async () => {
      const res = await app.inject({
        method: 'PUT',
        url: '/api/auth/profile',
        payload: { phone: 'call me' },
        headers: bearer(token),
      });
      expect(res.statusCode).toBe(400);
    });

    it('changes the password only with the current one', async () => {
      const wrong = await app.inject({
        method: 'PUT',
        url: '/api/auth/user-profile/update',
        payload: { currentPassword: 'nope-nope', newPassword: 'brand-new-pass' },
        headers: bearer(token),
      });
      expect(wrong.statusCode).toBe(400);
      const ok = await app.inject({
        method: 'PUT',
        url: '/api/auth/user-profile/update',
        payload: { currentPassword: 'correct-horse-1', newPassword: 'brand-new-pass' },
        headers: bearer(token),
      });
      expect(ok.statusCode).toBe(200);
      expect(
        (await post('/api/auth/login', { email: 'profile@example.com', password: 'brand-new-pass' }))
          .statusCode,
      ).toBe(200);
    });

    it('needs a signed-in user for every profile endpoint', async () => {
      for (const [method, url] of [
        ['GET', '/api/auth/user-profile'],
        ['GET', '/api/auth/user-summary'],
        ['PUT', '/api/auth/profile'],
        ['DELETE', '/api/auth/delete-account'],
        ['DELETE', '/api/auth/google/unlink-account'],
      ] as const) {
        expect((await app.inject({ method, url, payload: {} })).statusCode).toBe(401);
      }
    });

    it('deletes the account and its personal data', async () => {
      const res = await app.inject({
        method: 'DELETE',
        url: '/api/auth/delete-account',
        headers: bearer(token),
      });
      expect(res.statusCode).toBe(200);
      expect(
        (await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).statusCode,
      ).toBe(401);
      expect(
        (await post('/api/auth/login', { email: 'profile@example.com', password: 'brand-new-pass' }))
          .statusCode,
      ).toBe(401);
      const left = await t.database.db.execute(
        sql.raw(`select count(*)::int as n from users where email = 'profile@example.com'`),
      );
      expect((left as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
    });
  });

  describe('Google sign-in', () => {
    it('lets the Google sign-in script and frame through the CSP when Google is configured', async () => {
      const res = await app.inject({ method: 'GET', url: '/login' });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self' https://accounts.google.com/gsi/client");
      expect(csp).toContain("frame-src 'self' https://accounts.google.com/gsi/");
    });

    it('creates a verified account from a Google identity and signs in again with it', async () => {
      const code = google.codeFor({ sub: 'g-100', email: 'Thu@Gmail.com', name: 'Thu Pham' });
      const res = await post('/api/auth/google/login', { googleCode: code });
      expect(res.statusCode).toBe(200);
      expect(res.json().user.email).toBe('thu@gmail.com');
      expect(res.json().account).toMatchObject({ isVerified: true, googleLinked: true, hasPassword: false });
      expect(google.tokenRequests.at(-1)).toMatchObject({
        redirect_uri: 'postmessage',
        grant_type: 'authorization_code',
      });
      const again = await post('/api/auth/google/login', {
        googleCode: google.codeFor({ sub: 'g-100', email: 'thu@gmail.com' }),
      });
      expect(again.json().user.id).toBe(res.json().user.id);
    });

    it.each([
      ['a forged signature', { forgeSignature: true }],
      ['a wrong audience', { aud: 'someone-else.apps.googleusercontent.com' }],
      ['a wrong issuer', { iss: 'https://evil.example.com' }],
      ['an expired token', { expiresInSeconds: -120 }],
      ['an unverified e-mail', { email_verified: false }],
    ])('refuses %s', async (_name, override) => {
      const code = google.codeFor({ sub: 'g-bad', email: 'bad@gmail.com', ...override });
      const res = await post('/api/auth/google/login', { googleCode: code });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('UNAUTHORIZED');
    });

    it('refuses a code Google does not know', async () => {
      expect((await post('/api/auth/google/login', { googleCode: 'made-up' })).statusCode).toBe(401);
      expect((await post('/api/auth/google/login', {})).statusCode).toBe(400);
    });

    it('links and unlinks Google on an account with a password, and sets a password on a Google account', async () => {
      const token = await signUpAndVerify('linker@example.com');
      const link = await app.inject({
        method: 'POST',
        url: '/api/auth/google/link-account',
        payload: { googleCode: google.codeFor({ sub: 'g-200', email: 'linker.other@gmail.com' }) },
        headers: bearer(token),
      });
      expect(link.statusCode).toBe(200);
      expect(link.json().message).toBeTruthy();
      expect(link.json().account.googleLinked).toBe(true);
      // the same Google identity cannot join a second account
      const other = await signUpAndVerify('other@example.com');
      const taken = await app.inject({
        method: 'POST',
        url: '/api/auth/google/link-account',
        payload: { googleCode: google.codeFor({ sub: 'g-200', email: 'linker.other@gmail.com' }) },
        headers: bearer(other),
      });
      expect(taken.statusCode).toBe(409);
      const unlink = await app.inject({
        method: 'DELETE',
        url: '/api/auth/google/unlink-account',
        headers: bearer(token),
      });
      expect(unlink.statusCode).toBe(200);
      expect(Object.keys(unlink.json())).toEqual(['message']);

      // a Google-only account must set a password before unlinking
      const g = await post('/api/auth/google/login', {
        googleCode: google.codeFor({ sub: 'g-300', email: 'only@gmail.com' }),
      });
      const gToken = g.json().tokens.accessToken;
      expect(
        (
          await app.inject({
            method: 'DELETE',
            url: '/api/auth/google/unlink-account',
            headers: bearer(gToken),
          })
        ).statusCode,
      ).toBe(409);
      const set = await app.inject({
        method: 'POST',
        url: '/api/auth/google/set-password',
        payload: { password: 'now-has-password' },
        headers: bearer(gToken),
      });
      expect(set.statusCode).toBe(200);
      expect(
        (await post('/api/auth/login', { email: 'only@gmail.com', password: 'now-has-password' })).statusCode,
      ).toBe(200);
    });
  });

  it('never logs a password, token, code or cookie value', async () => {
    const password = 'log-secret-password-9';
    const signup = await post('/api/auth/signup', { email: 'logs@example.com', password, name: 'Logs' });
    const browser = signupBrowser(signup);
    const code = codeIn((await mailTo('logs@example.com', /.*/)).text)!;
    const verified = await post('/api/auth/verify-email', { code, email: 'logs@example.com' }, browser);
    const access = verified.json().tokens.accessToken as string;
    const cookie = refreshCookie(verified)!;
    await post('/api/auth/refresh-token', {}, { ...XHR, cookie: `refreshToken=${cookie}` });
    await post('/api/auth/login', { email: 'logs@example.com', password });
    await post('/api/auth/forgot-password', { email: 'logs@example.com' });
    const mail = await smtp.waitFor(
      (m) => m.to.includes('logs@example.com') && /reset-password\//.test(m.text),
      15_000,
    );
    const resetToken = /reset-password\/([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
    await post(`/api/auth/reset-password/${resetToken}`, { password: 'log-secret-password-10' });
    await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(access) });
    const all = logLines.join('');
    expect(all).toContain('request completed');
    const signupCookie = browser.cookie!.split('=')[1]!;
    for (const secret of [
      password,
      'log-secret-password-10',
      access,
      cookie,
      resetToken,
      code,
      signupCookie,
    ]) {
      expect(all).not.toContain(secret);
    }
  });
});
