import { MESSAGES } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Login, OWNER, type Shop, startShop, XHR } from './shop.js';

/**
 * Who may be handed a session, and how soon a login that ended stops working.
 */
describe('sessions', () => {
  let shop: Shop;
  beforeAll(async () => {
    shop = await startShop();
  });
  afterAll(() => shop.stop());

  /** What a signed-in endpoint responds to this access token (the cart: verified shoppers only). */
  const cartStatus = async (login: Pick<Login, 'accessToken'>) =>
    (await shop.request('GET', '/api/cart', { headers: shop.bearer(login) })).statusCode;
  const profileStatus = async (login: Pick<Login, 'accessToken'>) =>
    (await shop.request('GET', '/api/auth/user-profile', { headers: shop.bearer(login) })).statusCode;

  describe('verify-email', () => {
    it('signs nobody in with a wrong code for a verified account, the owner included', async () => {
      await shop.customer('verified@example.com');
      for (const email of [OWNER.email, 'OWNER@SHOP.VN', `  ${OWNER.email}  `, 'verified@example.com']) {
        const res = await shop.post('/api/auth/verify-email', { code: 'ZZZZZZ', email });
        expect(res.body).not.toMatch(/accessToken/);
        expect(shop.refreshCookie(res)).toBeUndefined();
        expect(res.json()).toEqual({ message: MESSAGES.emailAlreadyVerified });
      }
    });

    it('gives a signed-in verified caller no new session either', async () => {
      const owner = await shop.login(OWNER.email, OWNER.password);
      const res = await shop.post('/api/auth/verify-email', { code: 'ZZZZZZ' }, shop.bearer(owner));
      expect(res.body).not.toMatch(/accessToken/);
      expect(shop.refreshCookie(res)).toBeUndefined();
    });

    it('signs in only with the account’s own live code, and only once', async () => {
      const code = await shop.signUp('once@example.com', 'correct-horse-1');
      const wrong = await shop.post('/api/auth/verify-email', { code: 'ZZZZZZ', email: 'once@example.com' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.body).not.toMatch(/accessToken/);
      const [first, second] = await Promise.all([
        shop.post('/api/auth/verify-email', { code, email: 'once@example.com' }),
        shop.post('/api/auth/verify-email', { code, email: 'once@example.com' }),
      ]);
      const sessions = [first, second].filter((r) => shop.refreshCookie(r));
      expect(sessions).toHaveLength(1);
      expect(sessions[0]!.json().account.isVerified).toBe(true);
    });
  });

  describe('a change of password', () => {
    it('ends a stolen refresh cookie and its access token, and keeps the caller signed in', async () => {
      const owner = await shop.customer('changer@example.com');
      const thief = await shop.login('changer@example.com', 'correct-horse-1');
      expect(await cartStatus(thief)).toBe(200);
      const changed = await shop.request('PUT', '/api/auth/user-profile/update', {
        headers: shop.bearer(owner),
        body: { currentPassword: 'correct-horse-1', newPassword: 'battery-staple-2' },
      });
      expect(changed.statusCode).toBe(200);
      expect((await shop.refresh(thief.cookie)).statusCode).toBe(401);
      expect(await cartStatus(thief)).toBe(401);
      expect(await cartStatus(owner)).toBe(200);
      expect((await shop.refresh(owner.cookie)).statusCode).toBe(200);
    });

    it('ends the other Google logins when a Google account sets its first password', async () => {
      const googleLogin = async () => {
        const code = shop.google.codeFor({ sub: 'g-setter', email: 'setter@gmail.com', name: 'Setter' });
        const res = await shop.post('/api/auth/google/login', { googleCode: code });
        expect(res.statusCode).toBe(200);
        return { accessToken: res.json().tokens.accessToken as string, cookie: shop.refreshCookie(res)! };
      };
      const owner = await googleLogin();
      const thief = await googleLogin();
      const set = await shop.post(
        '/api/auth/google/set-password',
        { password: 'first-password-1' },
        shop.bearer(owner),
      );
      expect(set.statusCode).toBe(200);
      expect((await shop.refresh(thief.cookie)).statusCode).toBe(401);
      expect(await profileStatus(thief)).toBe(401);
      expect(await profileStatus(owner)).toBe(200);
      expect((await shop.refresh(owner.cookie)).statusCode).toBe(200);
    });
  });

  describe('Google sign-in on a squatted address', () => {
    it('takes an unverified account away from whoever signed up with the owner’s address', async () => {
      await shop.signUp('victim@gmail.com', 'squatter-password');
      const squatter = await shop.login('victim@gmail.com', 'squatter-password');
      const code = shop.google.codeFor({ sub: 'g-victim', email: 'victim@gmail.com', name: 'Real Owner' });
      const owner = await shop.post('/api/auth/google/login', { googleCode: code });
      expect(owner.statusCode).toBe(200);
      expect(owner.json().account).toMatchObject({ isVerified: true, hasPassword: false });
      const ownerToken = { accessToken: owner.json().tokens.accessToken as string };
      const phone = await shop.request('PUT', '/api/auth/profile', {
        headers: shop.bearer(ownerToken),
        body: { phone: '0901234567', address: '12 Lê Lợi, Quận 1' },
      });
      expect(phone.statusCode).toBe(200);

      // the squatter's password, refresh cookie and access token are all dead
      const again = await shop.post('/api/auth/login', {
        email: 'victim@gmail.com',
        password: 'squatter-password',
      });
      expect(again.statusCode).toBe(401);
      expect((await shop.refresh(squatter.cookie)).statusCode).toBe(401);
      const read = await shop.request('GET', '/api/auth/user-profile', { headers: shop.bearer(squatter) });
      expect(read.statusCode).toBe(401);
      expect(read.body).not.toContain('0901234567');
    });

    it('still joins a verified account to the owner’s Google identity, keeping its password', async () => {
      await shop.customer('joiner@gmail.com');
      const code = shop.google.codeFor({ sub: 'g-joiner', email: 'joiner@gmail.com', name: 'Joiner' });
      const res = await shop.post('/api/auth/google/login', { googleCode: code });
      expect(res.json().account).toMatchObject({ googleLinked: true, hasPassword: true });
      expect(
        (await shop.post('/api/auth/login', { email: 'joiner@gmail.com', password: 'correct-horse-1' }))
          .statusCode,
      ).toBe(200);
    });
  });

  describe('an ended login’s access token', () => {
    it('is refused on every signed-in endpoint at once after logout', async () => {
      const login = await shop.customer('logout@example.com');
      expect(await cartStatus(login)).toBe(200);
      const out = await shop.post('/api/auth/logout', {}, { ...XHR, cookie: `refreshToken=${login.cookie}` });
      expect(out.statusCode).toBe(200);
      expect(await cartStatus(login)).toBe(401);
      expect(await profileStatus(login)).toBe(401);
      const add = await shop.request('PUT', '/api/auth/profile', {
        headers: shop.bearer(login),
        body: { name: 'Changed after logout' },
      });
      expect(add.statusCode).toBe(401);
    });

    it('is refused after a password reset', async () => {
      const login = await shop.customer('resetter@example.com');
      const before = shop.smtp.messages.length;
      await shop.post('/api/auth/forgot-password', { email: 'resetter@example.com' });
      const mail = await shop.mailTo('resetter@example.com', /reset-password\//, before);
      const token = /reset-password\/([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
      const reset = await shop.post(`/api/auth/reset-password/${token}`, { password: 'brand-new-pass-3' });
      expect(reset.statusCode).toBe(200);
      expect(await cartStatus(login)).toBe(401);
      expect(await profileStatus(login)).toBe(401);
    });

    it('is refused at once after staff blacklist the account', async () => {
      const login = await shop.customer('blacklisted@example.com');
      expect(await cartStatus(login)).toBe(200);
      const owner = await shop.login(OWNER.email, OWNER.password);
      const res = await shop.request('PATCH', `/api/auth/update-status/${login.userId}`, {
        headers: shop.bearer(owner),
        body: { status: 'BLACKLISTED' },
      });
      expect(res.statusCode).toBe(200);
      // at once on the instance that blacklisted; another instance follows within SESSION_CHECK_TTL_MS
      expect(await cartStatus(login)).toBe(401);
      const add = await shop.request('POST', '/api/cart/addItem', {
        headers: shop.bearer(login),
        body: { productId: '00000000-0000-4000-8000-000000000000', size: 'S', quantity: 1 },
      });
      expect(add.statusCode).toBe(401);
    });

    it('is refused, with its refresh cookie, after staff give the account a staff role', async () => {
      const login = await shop.customer('promoted@example.com');
      expect(await cartStatus(login)).toBe(200);
      const owner = await shop.login(OWNER.email, OWNER.password);
      const res = await shop.request('PATCH', `/api/auth/edit-user/${login.userId}`, {
        headers: shop.bearer(owner),
        body: { role: 'MANAGER' },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(await cartStatus(login)).toBe(401);
      const staffRead = await shop.request('GET', '/api/auth/view-all-users', {
        headers: shop.bearer(login),
      });
      expect(staffRead.statusCode).toBe(401);
      expect((await shop.refresh(login.cookie)).statusCode).toBe(401);
      // the next login carries the new role
      const again = await shop.login('promoted@example.com', 'correct-horse-1');
      const list = await shop.request('GET', '/api/auth/view-all-users', { headers: shop.bearer(again) });
      expect(list.statusCode).toBe(200);
    });

    it('is refused after the account is deleted', async () => {
      const login = await shop.customer('deleted@example.com');
      const res = await shop.request('DELETE', '/api/auth/delete-account', { headers: shop.bearer(login) });
      expect(res.statusCode).toBe(200);
      expect(await cartStatus(login)).toBe(401);
      expect(await profileStatus(login)).toBe(401);
    });
  });
});
