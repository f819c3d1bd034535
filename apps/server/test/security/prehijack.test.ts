import fs from 'node:fs';
import { MESSAGES, VERIFICATION_CODE_TTL_MS } from '@shop/shared';
import type { GoogleIdentity } from '@shop/test-fakes/google';
import { like } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { authAttempts } from '../../src/db/schema/index.js';
import { testConfig } from '../test-app.js';
import { type Login, OWNER, type Shop, startShop, XHR } from './shop.js';

/**
 * "Proving an address ends what strangers set on it" (docs/decisions/0001-proving-an-address.md),
 * against the shapes of account pre-hijacking of Sudhodanan & Paverd (2022): a stranger signs up with
 * the owner's address before she does, and whatever he set on the account (a password, a live login,
 * a linked Google identity, staff powers) must not outlive her proof of the address, unless the proof
 * came from the browser that signed up. Driven from outside, as plain HTTP (shop.ts).
 */
describe('account pre-hijacking', () => {
  let shop: Shop;
  beforeAll(async () => {
    shop = await startShop();
  });
  afterAll(() => shop.stop());
  // every test is another shopper's network: the per-address limit of sign-ups and logins (20 a
  // minute) is throttles.test.ts's subject, not these journeys'
  beforeEach(async () => {
    await shop.t.database.db.delete(authAttempts).where(like(authAttempts.key, 'address-%'));
  });

  const SQUATTER_PASSWORD = 'squatters-own-password';
  const codeIn = (text: string) => /\b([A-Z0-9]{6})\b/.exec(text.replace(/Lumière|Saigon/g, ''))?.[1];
  const accountOf = async (email: string) => (await shop.app.services.auth.repo.findByEmail(email))!;
  const googleSignIn = (identity: GoogleIdentity) =>
    shop.post('/api/auth/google/login', { googleCode: shop.google.codeFor(identity) });
  const me = (login: Pick<Login, 'accessToken'>) =>
    shop.request('GET', '/api/auth/me', { headers: shop.bearer(login) });
  const profile = (login: Pick<Login, 'accessToken'>) =>
    shop.request('GET', '/api/auth/user-profile', { headers: shop.bearer(login) });
  const passwordLogin = (email: string, password: string) =>
    shop.post('/api/auth/login', { email, password });
  const sessionOf = (res: LightMyRequestResponse): Login => ({
    accessToken: res.json().tokens.accessToken,
    cookie: shop.refreshCookie(res)!,
    userId: res.json().user.id,
  });

  /** The squatter: signs up with the owner's address and his own password, and signs in (unverified). */
  async function squat(email: string) {
    const code = await shop.signUp(email, SQUATTER_PASSWORD);
    const login = await shop.login(email, SQUATTER_PASSWORD);
    return { login, signupCode: code };
  }

  /** The owner asks for a new code (she never saw the sign-up's) and reads it in her inbox. */
  async function resentCode(email: string): Promise<string> {
    const before = shop.smtp.messages.length;
    const res = await shop.post('/api/auth/resend-verification', { email });
    expect(res.statusCode).toBe(200);
    return codeIn((await shop.mailTo(email, /[A-Z0-9]{6}/, before)).text)!;
  }

  /** The owner asks for a reset link and follows it with her own password. */
  async function resetBy(email: string, password: string) {
    const before = shop.smtp.messages.length;
    await shop.post('/api/auth/forgot-password', { email });
    const mail = await shop.mailTo(email, /reset-password\//, before);
    const token = /reset-password\/([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
    const res = await shop.post(`/api/auth/reset-password/${token}`, { password });
    expect(res.statusCode, res.body).toBe(200);
  }

  /** What the database held before this rule: a Google identity linked while unverified. */
  async function linkedBeforeTheFix(email: string, googleId: string) {
    const { account } = await accountOf(email);
    await shop.app.services.auth.repo.updateAccount(account.id, { googleId });
  }

  /** Google sign-in with the squatter's own Google identity must not land in the owner's account. */
  async function expectGoogleKeptOut(ownerEmail: string, squatter: GoogleIdentity) {
    const res = await googleSignIn(squatter);
    expect(res.statusCode, res.body).toBe(200);
    const owner = await accountOf(ownerEmail);
    expect(res.json().user.id).not.toBe(owner.user.id);
    expect(res.json().user.email).toBe(squatter.email);
    expect(owner.account.googleId).toBeNull();
  }

  describe('classic-federated merge: a Google identity linked before the proof', () => {
    it('refuses to link Google to an account whose address is not proven, changing nothing', async () => {
      const { login } = await squat('linked-early@gmail.com');
      const asked = shop.google.tokenRequests.length;
      const res = await shop.post(
        '/api/auth/google/link-account',
        { googleCode: shop.google.codeFor({ sub: 'g-squatter-1', email: 'squatter1@gmail.com' }) },
        shop.bearer(login),
      );
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: MESSAGES.verifyBeforeLinkingGoogle, code: 'FORBIDDEN' });
      expect(shop.refreshCookie(res)).toBeUndefined();
      // the code was not even exchanged with Google
      expect(shop.google.tokenRequests.length).toBe(asked);
      expect((await accountOf('linked-early@gmail.com')).account.googleId).toBeNull();
      await expectGoogleKeptOut('linked-early@gmail.com', {
        sub: 'g-squatter-1',
        email: 'squatter1@gmail.com',
      });
    });

    it('unlinks a Google identity linked before the proof when the owner proves the address by code elsewhere', async () => {
      await squat('linked-before@gmail.com');
      await linkedBeforeTheFix('linked-before@gmail.com', 'g-squatter-2');
      const code = await resentCode('linked-before@gmail.com');
      const proof = await shop.post('/api/auth/verify-email', { code, email: 'linked-before@gmail.com' });
      expect(proof.statusCode, proof.body).toBe(200);
      expect(proof.json()).toMatchObject({
        passwordRequired: true,
        account: { isVerified: true, googleLinked: false, hasPassword: false },
      });
      await expectGoogleKeptOut('linked-before@gmail.com', {
        sub: 'g-squatter-2',
        email: 'squatter2@gmail.com',
      });
    });

    it('unlinks it, and ends every login, when the owner uses a reset link on the unproven account', async () => {
      const { login: squatter, signupCode } = await squat('reset-first@gmail.com');
      await linkedBeforeTheFix('reset-first@gmail.com', 'g-squatter-3');
      await resetBy('reset-first@gmail.com', 'owners-new-password-1');

      await expectGoogleKeptOut('reset-first@gmail.com', {
        sub: 'g-squatter-3',
        email: 'squatter3@gmail.com',
      });
      expect((await shop.refresh(squatter.cookie)).statusCode).toBe(401);
      expect((await me(squatter)).statusCode).toBe(401);
      expect((await passwordLogin('reset-first@gmail.com', SQUATTER_PASSWORD)).statusCode).toBe(401);
      const owner = await passwordLogin('reset-first@gmail.com', 'owners-new-password-1');
      expect(owner.statusCode).toBe(200);
      expect(owner.json().account).toMatchObject({
        isVerified: true,
        googleLinked: false,
        hasPassword: true,
      });
      // the pending code went with the proof: it signs no one in
      const late = await shop.post('/api/auth/verify-email', {
        code: signupCode,
        email: 'reset-first@gmail.com',
      });
      expect(late.json()).toEqual({ message: MESSAGES.emailAlreadyVerified });
    });

    it('keeps the Google link of a verified account through a password reset (it is the owner’s)', async () => {
      const owner = await shop.customer('keeps-google@example.com');
      const linked = await shop.post(
        '/api/auth/google/link-account',
        { googleCode: shop.google.codeFor({ sub: 'g-keeper', email: 'keeper@gmail.com' }) },
        shop.bearer(owner),
      );
      expect(linked.statusCode, linked.body).toBe(200);
      await resetBy('keeps-google@example.com', 'after-reset-password');
      const again = await googleSignIn({ sub: 'g-keeper', email: 'keeper@gmail.com' });
      expect(again.json().user.email).toBe('keeps-google@example.com');
    });
  });

  describe('unexpired session identifier: the squatter’s password and logins', () => {
    it('ends the squatter’s password, refresh cookie and access token when the owner proves the address by code elsewhere', async () => {
      const { login: squatter } = await squat('owner-proves@gmail.com');
      // what the squatter left on the account while it was his
      const planted = await shop.request('PUT', '/api/auth/profile', {
        headers: shop.bearer(squatter),
        body: { phone: '0911111111', address: 'Squatter street 1' },
      });
      expect(planted.statusCode).toBe(200);

      // the owner, in another browser (no sign-up cookie), not signed in
      const code = await resentCode('owner-proves@gmail.com');
      const proof = await shop.post('/api/auth/verify-email', { code, email: 'owner-proves@gmail.com' });
      expect(proof.statusCode, proof.body).toBe(200);
      expect(proof.json()).toMatchObject({
        message: MESSAGES.emailVerified,
        passwordRequired: true,
        account: { isVerified: true, hasPassword: false },
        user: { phone: null, address: null },
      });
      const owner = sessionOf(proof);

      // nothing of the squatter's works any more
      expect((await passwordLogin('owner-proves@gmail.com', SQUATTER_PASSWORD)).statusCode).toBe(401);
      expect((await shop.refresh(squatter.cookie)).statusCode).toBe(401);
      expect((await me(squatter)).statusCode).toBe(401);
      expect((await profile(squatter)).statusCode).toBe(401);

      // the owner fills her profile and chooses her password
      const phone = await shop.request('PUT', '/api/auth/profile', {
        headers: shop.bearer(owner),
        body: { phone: '0901234567', address: '12 Lê Lợi, Quận 1' },
      });
      expect(phone.statusCode).toBe(200);
      const set = await shop.post(
        '/api/auth/google/set-password',
        { password: 'owners-chosen-password' },
        shop.bearer(owner),
      );
      expect(set.statusCode, set.body).toBe(200);
      expect((await profile(owner)).json().account.hasPassword).toBe(true);
      expect((await shop.refresh(owner.cookie)).statusCode).toBe(200);
      const next = await passwordLogin('owner-proves@gmail.com', 'owners-chosen-password');
      expect(next.statusCode).toBe(200);
      expect(next.json().user.phone).toBe('0901234567');
      expect((await passwordLogin('owner-proves@gmail.com', SQUATTER_PASSWORD)).statusCode).toBe(401);
    });

    it('ends them too when the proof comes from a browser signed in to the account, not the sign-up one', async () => {
      const { login: squatter } = await squat('signed-in-proof@gmail.com');
      const code = await resentCode('signed-in-proof@gmail.com');
      // a login fixed in the owner's browser by the squatter: the code goes with its token
      const proof = await shop.post('/api/auth/verify-email', { code }, shop.bearer(squatter));
      expect(proof.statusCode, proof.body).toBe(200);
      expect(proof.json().passwordRequired).toBe(true);
      expect((await shop.refresh(squatter.cookie)).statusCode).toBe(401);
      expect((await me(squatter)).statusCode).toBe(401);
      expect((await passwordLogin('signed-in-proof@gmail.com', SQUATTER_PASSWORD)).statusCode).toBe(401);
      expect((await me(sessionOf(proof))).statusCode).toBe(200);
    });

    it('keeps the password and the logins when the code is proven in the browser that signed up', async () => {
      const email = 'same-browser@example.com';
      const code = await shop.signUp(email, 'my-own-password-1');
      const browser = shop.signupBrowser(email);
      expect(browser.cookie).toBeDefined();
      // signed in while unverified (the web sends her to /verify-email), in that same browser
      const earlier = await shop.login(email, 'my-own-password-1');
      const proof = await shop.post('/api/auth/verify-email', { code, email }, browser);
      expect(proof.statusCode, proof.body).toBe(200);
      expect(proof.json()).not.toHaveProperty('passwordRequired');
      expect(proof.json().account).toMatchObject({ isVerified: true, hasPassword: true });
      // the proof is spent: the browser's sign-up cookie is cleared
      const cleared = proof.cookies.find((c) => c.name === 'signupBrowser');
      expect(cleared?.value).toBe('');
      expect(cleared?.path).toBe('/api/auth');
      expect((await shop.refresh(earlier.cookie)).statusCode).toBe(200);
      expect((await passwordLogin(email, 'my-own-password-1')).statusCode).toBe(200);
    });

    it('does not take another account’s sign-up cookie, a forged one or garbage for the sign-up browser', async () => {
      await shop.signUp('cookie-owner@example.com', 'cookie-owner-pass');
      const other = shop.signupBrowser('cookie-owner@example.com').cookie!;
      const { account } = await accountOf('cookie-owner@example.com');
      const offered = [
        other,
        `signupBrowser=${account.id}.${'A'.repeat(43)}`,
        'signupBrowser=',
        'signupBrowser=%E0%A4%A',
        `signupBrowser=${'x'.repeat(3000)}`,
      ];
      for (const [i, cookie] of offered.entries()) {
        const email = `forged-${i}@example.com`;
        const code = await shop.signUp(email, SQUATTER_PASSWORD);
        const proof = await shop.post('/api/auth/verify-email', { code, email }, { cookie });
        expect(proof.statusCode, proof.body).toBe(200);
        expect(proof.json().passwordRequired, cookie).toBe(true);
        expect((await passwordLogin(email, SQUATTER_PASSWORD)).statusCode).toBe(401);
      }
      // the account whose cookie was borrowed is untouched
      expect((await accountOf('cookie-owner@example.com')).account.isVerified).toBe(false);
    });

    it('lets only one of two proofs with one code through, whichever browser they come from', async () => {
      const email = 'two-proofs@example.com';
      const code = await shop.signUp(email, 'racing-password-1');
      const [same, elsewhere] = await Promise.all([
        shop.post('/api/auth/verify-email', { code, email }, shop.signupBrowser(email)),
        shop.post('/api/auth/verify-email', { code, email }),
      ]);
      const winners = [same, elsewhere].filter((r) => shop.refreshCookie(r));
      expect(winners).toHaveLength(1);
      // the other one found the code used (400) or the account already verified (no session)
      const loser = winners[0] === same ? elsewhere : same;
      expect(loser.body).not.toMatch(/accessToken/);
      const { account } = await accountOf(email);
      expect(account.isVerified).toBe(true);
      expect(account.passwordHash !== null).toBe(winners[0] === same);
    });

    it('gives the sign-up browser an httpOnly, Strict cookie on /api/auth that lives as long as the code and holds no password', async () => {
      const res = await shop.post('/api/auth/signup', {
        email: 'cookie-shape@example.com',
        password: 'cookie-shape-password',
        name: 'Lan',
      });
      expect(res.statusCode).toBe(201);
      const cookie = res.cookies.find((c) => c.name === 'signupBrowser')!;
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
      expect(cookie.maxAge).toBe(VERIFICATION_CODE_TTL_MS / 1000);
      expect(cookie.secure).toBeFalsy(); // PUBLIC_URL is http in tests, as for the refresh cookie
      const { account } = await accountOf('cookie-shape@example.com');
      expect(cookie.value.startsWith(`${account.id}.`)).toBe(true);
      expect(cookie.value).not.toContain('cookie-shape-password');
      expect(cookie.value).not.toContain(account.passwordHash!);
      // a failed sign-up gives none
      const taken = await shop.post('/api/auth/signup', {
        email: 'cookie-shape@example.com',
        password: 'cookie-shape-password',
        name: 'Lan',
      });
      expect(taken.statusCode).toBe(409);
      expect(taken.cookies.find((c) => c.name === 'signupBrowser')).toBeUndefined();
    });
  });

  describe('non-verifying identity provider', () => {
    it('refuses a Google identity whose e-mail Google has not verified, joining no account', async () => {
      await shop.signUp('unverified-idp@example.com', SQUATTER_PASSWORD);
      const verified = await shop.customer('verified-idp@example.com');
      for (const email of ['unverified-idp@example.com', 'verified-idp@example.com', 'new-idp@example.com']) {
        const res = await googleSignIn({ sub: `g-nv-${email}`, email, email_verified: false });
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({
          error: 'Your Google account e-mail is not verified',
          code: 'UNAUTHORIZED',
        });
        expect(shop.refreshCookie(res)).toBeUndefined();
      }
      expect((await accountOf('unverified-idp@example.com')).account).toMatchObject({
        googleId: null,
        isVerified: false,
      });
      expect((await accountOf('verified-idp@example.com')).account.googleId).toBeNull();
      expect(await shop.app.services.auth.repo.findByEmail('new-idp@example.com')).toBeUndefined();
      // nor can a signed-in owner link such an identity
      const link = await shop.post(
        '/api/auth/google/link-account',
        {
          googleCode: shop.google.codeFor({ sub: 'g-nv-link', email: 'x@gmail.com', email_verified: false }),
        },
        shop.bearer(verified),
      );
      expect(link.statusCode).toBe(401);
    });

    it('lets a Google identity with a verified e-mail take an unproven account from the squatter', async () => {
      const { login: squatter } = await squat('google-owner@gmail.com');
      await shop.request('PUT', '/api/auth/profile', {
        headers: shop.bearer(squatter),
        body: { phone: '0922222222' },
      });
      const res = await googleSignIn({
        sub: 'g-google-owner',
        email: 'google-owner@gmail.com',
        name: 'Chủ thật',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        user: { name: 'Chủ thật', phone: null },
        account: { isVerified: true, hasPassword: false, googleLinked: true },
      });
      expect((await shop.refresh(squatter.cookie)).statusCode).toBe(401);
      expect((await me(squatter)).statusCode).toBe(401);
      expect((await passwordLogin('google-owner@gmail.com', SQUATTER_PASSWORD)).statusCode).toBe(401);
    });
  });

  describe('trojan identifier: staff powers on an unproven or squatted account', () => {
    /** The same database, opened by a new server process with its own configuration (a restart). */
    async function restartWith(env: Record<string, string>) {
      const config = testConfig({
        SMTP_URL: shop.smtp.url,
        GOOGLE_CLIENT_ID: shop.google.clientId,
        GOOGLE_CLIENT_SECRET: shop.google.clientSecret,
        GOOGLE_OAUTH_BASE: shop.google.base,
        RATE_LIMIT_PER_MINUTE: '100000',
        ...env,
      });
      const app: FastifyInstance = await buildApp(config, { database: shop.t.database });
      await app.ready();
      const post = (url: string, body: object, headers: Record<string, string> = {}) =>
        app.inject({ method: 'POST', url, payload: body, headers });
      return {
        app,
        post,
        refresh: (cookie: string) =>
          post('/api/auth/refresh-token', {}, { ...XHR, cookie: `refreshToken=${cookie}` }),
        get: (url: string, login: Pick<Login, 'accessToken'>) =>
          app.inject({ method: 'GET', url, headers: shop.bearer(login) }),
        google: (identity: GoogleIdentity) =>
          post('/api/auth/google/login', { googleCode: shop.google.codeFor(identity) }),
        async stop() {
          await app.close();
          fs.rmSync(config.dataDir, { recursive: true, force: true });
        },
      };
    }

    it('ends the squatter’s logins and Google when ADMIN_EMAIL names his account at start; the configured password works', async () => {
      const { login: squatter } = await squat('boss@lumiere.vn');
      await linkedBeforeTheFix('boss@lumiere.vn', 'g-squatter-boss');
      const restarted = await restartWith({
        ADMIN_EMAIL: 'boss@lumiere.vn',
        ADMIN_PASSWORD: 'operator-password-1',
      });
      try {
        expect((await restarted.refresh(squatter.cookie)).statusCode).toBe(401);
        expect((await restarted.get('/api/auth/me', squatter)).statusCode).toBe(401);
        expect((await restarted.get('/api/auth/view-all-users', squatter)).statusCode).toBe(401);
        const google = await restarted.google({ sub: 'g-squatter-boss', email: 'squatter-boss@gmail.com' });
        expect(google.statusCode).toBe(200);
        expect(google.json()).toMatchObject({
          user: { email: 'squatter-boss@gmail.com' },
          account: { userType: 'CUSTOMER' },
        });
        const old = await restarted.post('/api/auth/login', {
          email: 'boss@lumiere.vn',
          password: SQUATTER_PASSWORD,
        });
        expect(old.statusCode).toBe(401);
        const admin = await restarted.post('/api/auth/login', {
          email: 'boss@lumiere.vn',
          password: 'operator-password-1',
        });
        expect(admin.statusCode).toBe(200);
        expect(admin.json().account).toMatchObject({
          userType: 'ADMIN',
          isVerified: true,
          googleLinked: false,
        });
        expect((await restarted.get('/api/auth/view-all-users', sessionOf(admin))).statusCode).toBe(200);
      } finally {
        await restarted.stop();
      }
    });

    it('ends an ADMIN’s logins but keeps its Google when only ADMIN_PASSWORD changed', async () => {
      const first = await restartWith({
        ADMIN_EMAIL: 'chief@lumiere.vn',
        ADMIN_PASSWORD: 'chief-password-1',
      });
      let chief: Login;
      try {
        const login = await first.post('/api/auth/login', {
          email: 'chief@lumiere.vn',
          password: 'chief-password-1',
        });
        expect(login.statusCode).toBe(200);
        chief = sessionOf(login);
        const link = await first.post(
          '/api/auth/google/link-account',
          { googleCode: shop.google.codeFor({ sub: 'g-chief', email: 'chief@gmail.com' }) },
          shop.bearer(chief),
        );
        expect(link.statusCode, link.body).toBe(200);
        chief = { ...chief, accessToken: link.json().tokens.accessToken, cookie: shop.refreshCookie(link)! };
      } finally {
        await first.stop();
      }
      const second = await restartWith({
        ADMIN_EMAIL: 'chief@lumiere.vn',
        ADMIN_PASSWORD: 'chief-password-2',
      });
      try {
        expect((await second.refresh(chief.cookie)).statusCode).toBe(401);
        expect((await second.get('/api/auth/me', chief)).statusCode).toBe(401);
        const google = await second.google({ sub: 'g-chief', email: 'chief@gmail.com' });
        expect(google.json().user.email).toBe('chief@lumiere.vn');
        expect(
          (await second.post('/api/auth/login', { email: 'chief@lumiere.vn', password: 'chief-password-1' }))
            .statusCode,
        ).toBe(401);
        expect(
          (await second.post('/api/auth/login', { email: 'chief@lumiere.vn', password: 'chief-password-2' }))
            .statusCode,
        ).toBe(200);
      } finally {
        await second.stop();
      }
    });

    it('refuses staff giving MANAGER or ADMIN to an account whose address is not proven', async () => {
      const owner = await shop.login(OWNER.email, OWNER.password);
      const { login: squatter } = await squat('wants-staff@gmail.com');
      for (const role of ['MANAGER', 'ADMIN']) {
        const res = await shop.request('PATCH', `/api/auth/edit-user/${squatter.userId}`, {
          headers: shop.bearer(owner),
          body: { role },
        });
        expect(res.statusCode).toBe(409);
        expect(res.json()).toEqual({
          error: 'Only an account with a verified email can be given a staff role',
          code: 'CONFLICT',
        });
      }
      expect((await accountOf('wants-staff@gmail.com')).account.role).toBe('CUSTOMER');
      expect((await shop.refresh(squatter.cookie)).statusCode).toBe(200);
    });
  });

  describe('unexpired e-mail change', () => {
    it('has no way to change an account’s e-mail: the profile and the staff edit refuse the field', async () => {
      const shopper = await shop.customer('keeps-address@example.com');
      const own = await shop.request('PUT', '/api/auth/profile', {
        headers: shop.bearer(shopper),
        body: { email: 'someone-else@example.com' },
      });
      expect(own.statusCode).toBe(400);
      expect(own.json().code).toBe('VALIDATION_ERROR');
      const withName = await shop.request('PUT', '/api/auth/profile', {
        headers: shop.bearer(shopper),
        body: { name: 'Changed', email: 'someone-else@example.com' },
      });
      expect(withName.statusCode).toBe(400);
      const owner = await shop.login(OWNER.email, OWNER.password);
      const staff = await shop.request('PATCH', `/api/auth/edit-user/${shopper.userId}`, {
        headers: shop.bearer(owner),
        body: { email: 'someone-else@example.com' },
      });
      expect(staff.statusCode).toBe(400);
      const { user } = await accountOf('keeps-address@example.com');
      expect(user).toMatchObject({ email: 'keeps-address@example.com', name: 'Lan Nguyen' });
      expect(await shop.app.services.auth.repo.findByEmail('someone-else@example.com')).toBeUndefined();
    });
  });

  describe('account deletion', () => {
    it('ends every login of a deleted account, and a new sign-up with the address starts clean', async () => {
      const first = await shop.customer('comes-back@example.com', 'first-life-password');
      const linked = await shop.post(
        '/api/auth/google/link-account',
        { googleCode: shop.google.codeFor({ sub: 'g-comes-back', email: 'comes-back@gmail.com' }) },
        shop.bearer(first),
      );
      expect(linked.statusCode).toBe(200);
      const other = await shop.login('comes-back@example.com', 'first-life-password');
      const gone = await shop.request('DELETE', '/api/auth/delete-account', { headers: shop.bearer(first) });
      expect(gone.statusCode).toBe(200);
      for (const login of [first, other]) {
        expect((await shop.refresh(login.cookie)).statusCode).toBe(401);
        expect((await me(login)).statusCode).toBe(401);
      }

      await shop.signUp('comes-back@example.com', 'second-life-password');
      expect((await passwordLogin('comes-back@example.com', 'first-life-password')).statusCode).toBe(401);
      const again = await passwordLogin('comes-back@example.com', 'second-life-password');
      expect(again.statusCode).toBe(200);
      expect(again.json().user.id).not.toBe(first.userId);
      expect(again.json().account).toMatchObject({
        isVerified: false,
        googleLinked: false,
        userType: 'CUSTOMER',
      });
      // the old Google identity is nobody's now: it makes its own account
      const google = await googleSignIn({ sub: 'g-comes-back', email: 'comes-back@gmail.com' });
      expect(google.json().user.email).toBe('comes-back@gmail.com');
    });
  });
});
