import { type BlacklistEntry, USERS_MESSAGES, type UserListResponse } from '@shop/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToCart, checkoutBody, placeOk, placeOrder } from '../../../test/orders.js';
import { createProduct } from '../../../test/products.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createUser } from '../../../test/users.js';
import { accounts, blacklist, orderItems, orders, refreshTokens, users } from '../../db/schema/index.js';
import { hashPassword } from '../../lib/password.js';

type Headers = Record<string, string>;

describe('users and blacklist', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let admin: Awaited<ReturnType<typeof createUser>>;
  let manager: Awaited<ReturnType<typeof createUser>>;
  let product: { id: string };

  const req = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    headers: Headers,
    payload?: object,
  ) => app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
  const userRow = async (id: string) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0];
  const roleOf = async (id: string) =>
    (await t.database.db.select().from(accounts).where(eq(accounts.userId, id)))[0]?.role;

  /** A customer with a password, signed in: a live refresh token as the browser would hold it. */
  async function signedInCustomer(email: string) {
    await app.services.auth.repo.create({
      email,
      name: 'Khách Hàng',
      passwordHash: await hashPassword('a long password'),
      role: 'CUSTOMER',
      isVerified: true,
    });
    const session = await app.services.auth.login({ email, password: 'a long password' }, '127.0.0.1');
    return {
      id: session.user.id,
      accountId: session.account.id,
      headers: { authorization: `Bearer ${session.tokens.accessToken}` },
      refresh: () =>
        app.inject({
          method: 'POST',
          url: '/api/auth/refresh-token',
          headers: { 'x-requested-with': 'XMLHttpRequest', cookie: `refreshToken=${session.refreshToken}` },
        }),
    };
  }
  const canCheckOut = async (headers: Headers, shipping = {}) => {
    await addToCart(app, headers, [{ productId: product.id, quantity: 1 }]);
    const res = await placeOrder(app, headers, 'COD', checkoutBody(shipping));
    if (res.statusCode !== 201) await req('DELETE', '/cart/removeAllItems', headers);
    return res;
  };

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
    app = t.app;
    admin = await createUser(app, 'ADMIN');
    manager = await createUser(app, 'MANAGER');
    product = await createProduct(app, { price: 200_000, sizes: { S: 500 } });
  });
  afterAll(() => app.close());

  describe('list', () => {
    it('finds users by name, e-mail or phone (any format), filters and pages them, newest first', async () => {
      const a = await createUser(app);
      const b = await createUser(app);
      await t.database.db
        .update(users)
        .set({ name: 'Trần Thị Mai', phone: '+84 912 000 111', userType: 'VIP' })
        .where(eq(users.id, a.user.id));
      const list = (query: string) =>
        req('GET', `/auth/view-all-users?${query}`, manager.headers).then((r) => {
          expect(r.statusCode, r.body).toBe(200);
          return r.json() as UserListResponse;
        });
      expect((await list(`q=${encodeURIComponent('trần thị')}`)).users.map((u) => u.id)).toEqual([a.user.id]);
      expect((await list('q=0912-000-111')).users.map((u) => u.id)).toEqual([a.user.id]);
      expect(
        (await list(`q=${encodeURIComponent(b.user.email.toUpperCase())}`)).users.map((u) => u.id),
      ).toEqual([b.user.id]);
      expect((await list('userType=VIP')).users.map((u) => u.id)).toEqual([a.user.id]);
      expect((await list('role=ADMIN')).users.map((u) => u.id)).toEqual([admin.user.id]);
      const all = await list('pageSize=2');
      expect(all.total).toBeGreaterThanOrEqual(4);
      expect(all.users).toHaveLength(2);
      expect(all.users[0]?.id).toBe(b.user.id);
      const page2 = await list('pageSize=2&page=2');
      expect(page2.users[0]?.id).not.toBe(all.users[0]?.id);
      const staffFilter = await list('role=MANAGER');
      expect(staffFilter.users.every((u) => u.role === 'MANAGER')).toBe(true);
      expect(JSON.stringify(all)).not.toMatch(/password_?hash/i);
      expect(all.users[0]).toMatchObject({ role: 'CUSTOMER', isVerified: true, status: 'ACTIVE' });
      const bad = await req('GET', '/auth/view-all-users?role=OWNER', manager.headers);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toMatch(/^role: /);
    });
  });

  describe('edit', () => {
    it('lets a MANAGER edit a customer’s name, phone and type, but not the role', async () => {
      const c = await createUser(app);
      const res = await req('PATCH', `/auth/edit-user/${c.user.id}`, manager.headers, {
        name: '  Lê Thu  ',
        phone: '0903 123 456',
        userType: 'VIP',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        message: USERS_MESSAGES.updated,
        user: { id: c.user.id, name: 'Lê Thu', phone: '0903 123 456', userType: 'VIP', role: 'CUSTOMER' },
      });
      const role = await req('PATCH', `/auth/edit-user/${c.user.id}`, manager.headers, {
        role: 'MANAGER',
        name: 'X',
      });
      expect(role.statusCode).toBe(403);
      expect(role.json()).toEqual({ error: USERS_MESSAGES.rolesAdminOnly, code: 'FORBIDDEN' });
      expect(await roleOf(c.user.id)).toBe('CUSTOMER');
      expect((await userRow(c.user.id))?.name).toBe('Lê Thu');
    });

    it('lets an ADMIN change a role, which takes effect at once', async () => {
      const c = await createUser(app);
      expect((await req('GET', '/analytic', c.headers)).statusCode).toBe(403);
      const res = await req('PATCH', `/auth/edit-user/${c.user.id}`, admin.headers, { role: 'MANAGER' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().user.role).toBe('MANAGER');
      // a promotion ends the logins opened before it; the next login has the new role
      expect((await req('GET', '/analytic', c.headers)).statusCode).toBe(401);
      const again = await app.services.auth.startSession((await app.services.auth.repo.findById(c.user.id))!);
      const promoted = { authorization: `Bearer ${again.tokens.accessToken}` };
      expect((await req('GET', '/analytic', promoted)).statusCode).toBe(200);
      // a demotion keeps the login and takes effect at once: staff endpoints read the role from the database
      const back = await req('PATCH', `/auth/edit-user/${c.user.id}`, admin.headers, { role: 'CUSTOMER' });
      expect(back.statusCode, back.body).toBe(200);
      expect((await req('GET', '/analytic', promoted)).statusCode).toBe(403);
    });

    it('gives a staff role only to a verified account, changing nothing otherwise', async () => {
      const squatted = await createUser(app, 'CUSTOMER', false);
      for (const role of ['MANAGER', 'ADMIN'] as const) {
        const res = await req('PATCH', `/auth/edit-user/${squatted.user.id}`, admin.headers, {
          role,
          name: 'Nhân viên mới',
        });
        expect(res.statusCode).toBe(409);
        expect(res.json()).toEqual({
          error: 'Only an account with a verified email can be given a staff role',
          code: 'CONFLICT',
        });
        expect(await roleOf(squatted.user.id)).toBe('CUSTOMER');
        expect((await userRow(squatted.user.id))?.name).not.toBe('Nhân viên mới');
      }
      // the customer's type is not a credential: staff still set it on an unverified account
      const vip = await req('PATCH', `/auth/edit-user/${squatted.user.id}`, admin.headers, {
        userType: 'VIP',
      });
      expect(vip.statusCode, vip.body).toBe(200);
      expect(vip.json().user).toMatchObject({ userType: 'VIP', role: 'CUSTOMER', isVerified: false });
    });

    it('ends every login of an account it promotes, its refresh cookies too', async () => {
      const c = await signedInCustomer('promoted@example.vn');
      expect((await c.refresh()).statusCode).toBe(200);
      const res = await req('PATCH', `/auth/edit-user/${c.id}`, admin.headers, { role: 'ADMIN' });
      expect(res.statusCode, res.body).toBe(200);
      expect((await c.refresh()).statusCode).toBe(401);
      expect((await req('GET', '/analytic', c.headers)).statusCode).toBe(401);
      const live = await t.database.db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.accountId, c.accountId));
      expect(live.every((row) => row.revokedAt !== null)).toBe(true);
    });

    it('refuses a MANAGER editing other staff, anyone changing their own role, unknown fields and users', async () => {
      const other = await createUser(app, 'MANAGER');
      const staffEdit = await req('PATCH', `/auth/edit-user/${other.user.id}`, manager.headers, {
        name: 'Z',
      });
      expect(staffEdit.statusCode).toBe(403);
      expect(staffEdit.json()).toEqual({ error: USERS_MESSAGES.staffAdminOnly, code: 'FORBIDDEN' });
      expect((await userRow(other.user.id))?.name).not.toBe('Z');
      const self = await req('PATCH', `/auth/edit-user/${manager.user.id}`, manager.headers, {
        name: 'Quản lý',
      });
      expect(self.statusCode).toBe(200);
      const demote = await req('PATCH', `/auth/edit-user/${admin.user.id}`, admin.headers, {
        role: 'CUSTOMER',
      });
      expect(demote.statusCode).toBe(403);
      expect(await roleOf(admin.user.id)).toBe('ADMIN');
      const c = await createUser(app);
      const extra = await req('PATCH', `/auth/edit-user/${c.user.id}`, admin.headers, {
        name: 'A',
        status: 'ACTIVE',
      });
      expect(extra.statusCode).toBe(400);
      expect((await userRow(c.user.id))?.name).not.toBe('A');
      const empty = await req('PATCH', `/auth/edit-user/${c.user.id}`, admin.headers, {});
      expect(empty.json()).toEqual({ error: USERS_MESSAGES.editNothing, code: 'VALIDATION_ERROR' });
      const phone = await req('PATCH', `/auth/edit-user/${c.user.id}`, admin.headers, { phone: 'call me' });
      expect(phone.json()).toEqual({
        error: `phone: ${USERS_MESSAGES.invalidPhone}`,
        code: 'VALIDATION_ERROR',
      });
      for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
        const res = await req('PATCH', `/auth/edit-user/${id}`, admin.headers, { name: 'A' });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ error: USERS_MESSAGES.userNotFound, code: 'NOT_FOUND' });
      }
    });
  });

  describe('blacklist', () => {
    it('blacklisting a user ends their sessions, refuses their login and checkout; removal restores them', async () => {
      const c = await signedInCustomer('boom@example.vn');
      expect((await c.refresh()).statusCode).toBe(200);
      const res = await req('POST', '/auth/add-user-to-blacklist', manager.headers, {
        userId: c.id,
        reason: 'BOOM HÀNG',
        note: 'Không nhận hàng 3 lần',
      });
      expect(res.statusCode, res.body).toBe(201);
      const entry = res.json().entry as BlacklistEntry;
      expect(entry).toMatchObject({
        userId: c.id,
        user: { id: c.id, email: 'boom@example.vn' },
        email: 'boom@example.vn',
        phone: null,
        reason: 'BOOM HÀNG',
        note: 'Không nhận hàng 3 lần',
        createdBy: { id: manager.user.id },
      });
      expect((await userRow(c.id))?.status).toBe('BLACKLISTED');
      const tokens = await t.database.db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.accountId, c.accountId));
      expect(tokens.length).toBeGreaterThan(0);
      expect(tokens.every((r) => r.revokedAt !== null)).toBe(true);
      expect((await c.refresh()).statusCode).toBe(401);
      const login = await req(
        'POST',
        '/auth/login',
        {},
        { email: 'boom@example.vn', password: 'a long password' },
      );
      expect(login.statusCode).toBe(403);
      // the access token died with its sessions: no cart, no checkout
      const refused = await req('GET', '/cart', c.headers);
      expect(refused.statusCode).toBe(401);

      const list = await req('GET', '/auth/view-blacklist-users', manager.headers);
      expect(list.json().entries.map((e: BlacklistEntry) => e.id)).toContain(entry.id);
      const again = await req('POST', '/auth/add-user-to-blacklist', manager.headers, {
        userId: c.id,
        reason: 'SPAM',
      });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({
        error: USERS_MESSAGES.alreadyBlacklisted('This user'),
        code: 'CONFLICT',
      });

      const removed = await req('DELETE', `/auth/blacklist/${entry.id}`, manager.headers);
      expect(removed.statusCode, removed.body).toBe(200);
      expect((await userRow(c.id))?.status).toBe('ACTIVE');
      const back = await app.services.auth.login(
        { email: 'boom@example.vn', password: 'a long password' },
        '127.0.0.1',
      );
      expect((await canCheckOut({ authorization: `Bearer ${back.tokens.accessToken}` })).statusCode).toBe(
        201,
      );
      const gone = await req('DELETE', `/auth/blacklist/${entry.id}`, manager.headers);
      expect(gone.json()).toEqual({ error: USERS_MESSAGES.entryNotFound, code: 'NOT_FOUND' });
    });

    it('blacklists a phone (any format) and an e-mail for every buyer; an e-mail of a user names that user', async () => {
      const buyer = await createUser(app);
      const phone = await req('POST', '/auth/add-user-to-blacklist', admin.headers, {
        phone: '+84 977 555 123',
        reason: 'FRAUD',
      });
      expect(phone.statusCode, phone.body).toBe(201);
      expect(phone.json().entry).toMatchObject({ phone: '0977555123', userId: null, user: null });
      expect((await canCheckOut(buyer.headers, { phone: '0977.555.123' })).statusCode).toBe(403);
      const mail = await req('POST', '/auth/add-user-to-blacklist', admin.headers, {
        email: ' Scam@Example.VN ',
        reason: 'SPAM',
      });
      expect(mail.json().entry).toMatchObject({ email: 'scam@example.vn', userId: null });
      expect((await canCheckOut(buyer.headers, { email: 'scam@example.vn' })).statusCode).toBe(403);
      const ok = await canCheckOut(buyer.headers);
      expect(
        ok.statusCode,
        `${ok.body} ${JSON.stringify(await t.database.db.select().from(blacklist))}`,
      ).toBe(201);

      const named = await createUser(app);
      const byMail = await req('POST', '/auth/add-user-to-blacklist', admin.headers, {
        email: named.user.email,
        reason: 'THẤY GHÉT',
      });
      expect(byMail.json().entry).toMatchObject({ userId: named.user.id, reason: 'THẤY GHÉT' });
      expect((await userRow(named.user.id))?.status).toBe('BLACKLISTED');
    });

    it('refuses an entry without target, with a reason outside the blacklist’s reasons, for an unknown user or other staff', async () => {
      const cases: [object, number, string][] = [
        [{ reason: 'SPAM' }, 400, USERS_MESSAGES.blacklistTarget],
        [{ phone: '0911222333', reason: 'RUDE' }, 400, 'reason: '],
        [{ phone: '12', reason: 'SPAM' }, 400, `phone: ${USERS_MESSAGES.invalidPhone}`],
        [{ email: 'no-at-sign', reason: 'SPAM' }, 400, 'email: '],
        [
          { userId: '00000000-0000-4000-8000-000000000000', reason: 'SPAM' },
          404,
          USERS_MESSAGES.userNotFound,
        ],
        [{ userId: admin.user.id, reason: 'SPAM' }, 403, USERS_MESSAGES.staffAdminOnly],
        [{ userId: manager.user.id, reason: 'SPAM' }, 403, USERS_MESSAGES.notYourself],
      ];
      const before = await t.database.db.select().from(blacklist);
      for (const [body, status, message] of cases) {
        const res = await req('POST', '/auth/add-user-to-blacklist', manager.headers, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(status);
        expect(res.json().error).toContain(message);
      }
      expect(await t.database.db.select().from(blacklist)).toHaveLength(before.length);
      expect((await userRow(admin.user.id))?.status).toBe('ACTIVE');
    });

    it('refuses to blacklist a staff account, an ADMIN asking too, by user, e-mail or status, changing nothing', async () => {
      const other = await createUser(app, 'MANAGER');
      const refused = { error: USERS_MESSAGES.staffNotBlacklisted, code: 'FORBIDDEN' };
      const before = await t.database.db.select().from(blacklist);
      for (const target of [other, manager]) {
        const byUser = await req('POST', '/auth/add-user-to-blacklist', admin.headers, {
          userId: target.user.id,
          reason: 'SPAM',
        });
        expect(byUser.statusCode, byUser.body).toBe(403);
        expect(byUser.json()).toEqual(refused);
        const byMail = await req('POST', '/auth/add-user-to-blacklist', admin.headers, {
          email: target.user.email,
          reason: 'SPAM',
        });
        expect(byMail.json()).toEqual(refused);
        const byStatus = await req('PATCH', `/auth/update-status/${target.user.id}`, admin.headers, {
          status: 'BLACKLISTED',
        });
        expect(byStatus.json()).toEqual(refused);
        expect((await userRow(target.user.id))?.status).toBe('ACTIVE');
      }
      expect(await t.database.db.select().from(blacklist)).toHaveLength(before.length);
      // once a customer, the same person can be blacklisted
      await req('PATCH', `/auth/edit-user/${other.user.id}`, admin.headers, { role: 'CUSTOMER' });
      const after = await req('POST', '/auth/add-user-to-blacklist', admin.headers, {
        userId: other.user.id,
        reason: 'SPAM',
      });
      expect(after.statusCode, after.body).toBe(201);
    });

    it('update-status BLACKLISTED adds an entry and signs the user out; ACTIVE takes their entries off', async () => {
      const c = await signedInCustomer('status@example.vn');
      const res = await req('PATCH', `/auth/update-status/${c.id}`, manager.headers, {
        status: 'BLACKLISTED',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        message: USERS_MESSAGES.statusUpdated,
        user: { status: 'BLACKLISTED' },
      });
      const entries = await t.database.db.select().from(blacklist).where(eq(blacklist.userId, c.id));
      expect(entries.map((e) => e.reason)).toEqual(['OTHER']);
      expect((await c.refresh()).statusCode).toBe(401);
      const back = await req('PATCH', `/auth/update-status/${c.id}`, manager.headers, { status: 'ACTIVE' });
      expect(back.json().user.status).toBe('ACTIVE');
      expect(await t.database.db.select().from(blacklist).where(eq(blacklist.userId, c.id))).toEqual([]);
      const self = await req('PATCH', `/auth/update-status/${manager.user.id}`, manager.headers, {
        status: 'BLACKLISTED',
      });
      expect(self.statusCode).toBe(403);
      const bad = await req('PATCH', `/auth/update-status/${c.id}`, manager.headers, { status: 'GONE' });
      expect(bad.statusCode).toBe(400);
    });
  });

  describe('one’s own account', () => {
    /** The staff member's user row and role, to show that an error response changed nothing. */
    const standing = async (id: string) => {
      const row = await userRow(id);
      return { userType: row?.userType, status: row?.status, role: await roleOf(id) };
    };
    const refusedYourself = { error: USERS_MESSAGES.notYourself, code: 'FORBIDDEN' };

    it('refuses a MANAGER making themselves VIP or changing their own status, with 403, changing nothing', async () => {
      const me = await createUser(app, 'MANAGER');
      const before = await standing(me.user.id);
      const vip = await req('PATCH', `/auth/edit-user/${me.user.id}`, me.headers, {
        userType: 'VIP',
        name: 'Quản lý VIP',
      });
      expect(vip.statusCode, vip.body).toBe(403);
      expect(vip.json()).toEqual(refusedYourself);
      const status = await req('PATCH', `/auth/update-status/${me.user.id}`, me.headers, {
        status: 'BLACKLISTED',
      });
      expect(status.statusCode, status.body).toBe(403);
      expect(status.json()).toEqual(refusedYourself);
      expect(await standing(me.user.id)).toEqual(before);
      expect((await userRow(me.user.id))?.name).not.toBe('Quản lý VIP');
      expect(await t.database.db.select().from(blacklist).where(eq(blacklist.userId, me.user.id))).toEqual(
        [],
      );
    });

    it('refuses an ADMIN changing their own role, status or customer type, with 403, changing nothing', async () => {
      const me = await createUser(app, 'ADMIN');
      const before = await standing(me.user.id);
      for (const [url, body] of [
        [`/auth/edit-user/${me.user.id}`, { role: 'CUSTOMER' }],
        [`/auth/edit-user/${me.user.id}`, { userType: 'VIP' }],
        [`/auth/update-status/${me.user.id}`, { status: 'BLACKLISTED' }],
        ['/auth/add-user-to-blacklist', { userId: me.user.id, reason: 'SPAM' }],
      ] as const) {
        const res = await req(url.includes('blacklist') ? 'POST' : 'PATCH', url, me.headers, body);
        expect(res.statusCode, `${url} ${JSON.stringify(body)}: ${res.body}`).toBe(403);
        expect(res.json()).toEqual(refusedYourself);
      }
      expect(await standing(me.user.id)).toEqual(before);
      // what is one's own to edit stays editable
      const name = await req('PATCH', `/auth/edit-user/${me.user.id}`, me.headers, { name: 'Chủ shop' });
      expect(name.statusCode, name.body).toBe(200);
    });

    it('still lets a MANAGER change another customer’s type and status', async () => {
      const me = await createUser(app, 'MANAGER');
      const c = await createUser(app);
      const vip = await req('PATCH', `/auth/edit-user/${c.user.id}`, me.headers, { userType: 'VIP' });
      expect(vip.statusCode, vip.body).toBe(200);
      const ban = await req('PATCH', `/auth/update-status/${c.user.id}`, me.headers, {
        status: 'BLACKLISTED',
      });
      expect(ban.statusCode, ban.body).toBe(200);
      expect(await standing(c.user.id)).toEqual({ userType: 'VIP', status: 'BLACKLISTED', role: 'CUSTOMER' });
    });
  });

  describe('permanent deletion', () => {
    it('deletes the user and account; their orders stay with their snapshot, an e-mail ban stays', async () => {
      const c = await createUser(app);
      await addToCart(app, c.headers, [{ productId: product.id, quantity: 2 }]);
      const { order } = await placeOk(app, c.headers, 'COD');
      const ban = await req('POST', '/auth/add-user-to-blacklist', admin.headers, {
        userId: c.user.id,
        reason: 'FRAUD',
      });
      expect(ban.statusCode).toBe(201);

      const byManager = await req('DELETE', `/auth/permanent-account/${c.user.id}`, manager.headers);
      expect(byManager.statusCode).toBe(403);
      expect(byManager.json()).toEqual({ error: USERS_MESSAGES.deleteAdminOnly, code: 'FORBIDDEN' });
      expect(await userRow(c.user.id)).toBeDefined();

      const res = await req('DELETE', `/auth/permanent-account/${c.user.id}`, admin.headers);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ message: USERS_MESSAGES.deleted });
      expect(await userRow(c.user.id)).toBeUndefined();
      expect(await t.database.db.select().from(accounts).where(eq(accounts.userId, c.user.id))).toEqual([]);
      const [kept] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
      expect(kept).toMatchObject({ userId: null, total: order.total, code: order.code });
      const lines = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
      expect(lines.map((l) => l.quantity)).toEqual([2]);
      const entry = await t.database.db.select().from(blacklist).where(eq(blacklist.id, ban.json().entry.id));
      expect(entry).toMatchObject([{ userId: null, email: c.user.email }]);
      // staff still see the order
      const seen = await req('GET', `/order/${order.id}`, admin.headers);
      expect(seen.statusCode).toBe(200);

      const again = await req('DELETE', `/auth/permanent-account/${c.user.id}`, admin.headers);
      expect(again.statusCode).toBe(404);
      const self = await req('DELETE', `/auth/permanent-account/${admin.user.id}`, admin.headers);
      expect(self.statusCode).toBe(403);
      expect((await userRow(admin.user.id))?.id).toBe(admin.user.id);
    });
  });
});
