import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../../../test/products.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createUser } from '../../../test/users.js';
import { accounts, blacklist, users } from '../../db/schema/index.js';

type Headers = Record<string, string>;
type CallerKind = 'visitor' | 'customer' | 'unverified staff' | 'MANAGER' | 'ADMIN';

/**
 * The role matrix (docs/requirements/roles.md): every staff endpoint of the back office (analytics,
 * users, blacklist, newsletter) tried by each kind of caller. Each try gets fresh targets, so that one
 * caller's success cannot change what the next one meets; an error response must change nothing.
 */
interface Case {
  name: string;
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** builds the targets and returns the URL, the body, and a check that nothing changed */
  setup: () => Promise<{ url: string; body?: object; unchanged?: () => Promise<void> }>;
  /** what a MANAGER gets */
  manager: number;
  admin: number;
}

describe('role matrix of the back office', () => {
  let t: TestApp;
  let app: FastifyInstance;
  const callers = {} as Record<CallerKind, Headers>;
  let product: { id: string };
  let campaignId: string;

  const userStatus = async (id: string) =>
    (await t.database.db.select().from(users).where(eq(users.id, id)))[0];
  const roleOf = async (id: string) =>
    (await t.database.db.select().from(accounts).where(eq(accounts.userId, id)))[0]?.role;
  let phoneCounter = 0;
  const freshPhone = () => `09${String(10_000_000 + ++phoneCounter).slice(-8)}`;

  const cases: Case[] = [
    ...['', '/daily', '/sales?groupBy=week', '/top-products?limit=5'].map(
      (path): Case => ({
        name: `GET /analytic${path}`,
        method: 'GET',
        setup: async () => ({ url: `/analytic${path}` }),
        manager: 200,
        admin: 200,
      }),
    ),
    {
      name: 'GET /analytic/single_product/{id}',
      method: 'GET',
      setup: async () => ({ url: `/analytic/single_product/${product.id}` }),
      manager: 200,
      admin: 200,
    },
    {
      name: 'GET /auth/view-all-users',
      method: 'GET',
      setup: async () => ({ url: '/auth/view-all-users?role=CUSTOMER' }),
      manager: 200,
      admin: 200,
    },
    {
      name: 'PATCH /auth/edit-user/{customer} (name, type)',
      method: 'PATCH',
      setup: async () => {
        const c = await createUser(app);
        return {
          url: `/auth/edit-user/${c.user.id}`,
          body: { name: 'Đổi tên', userType: 'VIP' },
          unchanged: async () => expect((await userStatus(c.user.id))?.userType).toBe('REGULAR'),
        };
      },
      manager: 200,
      admin: 200,
    },
    {
      name: 'PATCH /auth/edit-user/{customer} (role)',
      method: 'PATCH',
      setup: async () => {
        const c = await createUser(app);
        return {
          url: `/auth/edit-user/${c.user.id}`,
          body: { role: 'MANAGER' },
          unchanged: async () => expect(await roleOf(c.user.id)).toBe('CUSTOMER'),
        };
      },
      manager: 403,
      admin: 200,
    },
    {
      name: 'PATCH /auth/edit-user/{other staff}',
      method: 'PATCH',
      setup: async () => {
        const s = await createUser(app, 'MANAGER');
        return {
          url: `/auth/edit-user/${s.user.id}`,
          body: { name: 'Đổi tên' },
          unchanged: async () => expect((await userStatus(s.user.id))?.name).not.toBe('Đổi tên'),
        };
      },
      manager: 403,
      admin: 200,
    },
    {
      name: 'PATCH /auth/update-status/{customer}',
      method: 'PATCH',
      setup: async () => {
        const c = await createUser(app);
        return {
          url: `/auth/update-status/${c.user.id}`,
          body: { status: 'BLACKLISTED', reason: 'SPAM' },
          unchanged: async () => expect((await userStatus(c.user.id))?.status).toBe('ACTIVE'),
        };
      },
      manager: 200,
      admin: 200,
    },
    {
      name: 'PATCH /auth/update-status/{other staff}',
      method: 'PATCH',
      setup: async () => {
        const s = await createUser(app, 'MANAGER');
        return {
          url: `/auth/update-status/${s.user.id}`,
          body: { status: 'BLACKLISTED' },
          unchanged: async () => expect((await userStatus(s.user.id))?.status).toBe('ACTIVE'),
        };
      },
      manager: 403,
      // staff are never blacklisted, by an ADMIN either: they are made customers first
      admin: 403,
    },
    {
      name: 'DELETE /auth/permanent-account/{customer}',
      method: 'DELETE',
      setup: async () => {
        const c = await createUser(app);
        return {
          url: `/auth/permanent-account/${c.user.id}`,
          unchanged: async () => expect(await userStatus(c.user.id)).toBeDefined(),
        };
      },
      manager: 403,
      admin: 200,
    },
    {
      name: 'GET /auth/view-blacklist-users',
      method: 'GET',
      setup: async () => ({ url: '/auth/view-blacklist-users' }),
      manager: 200,
      admin: 200,
    },
    {
      name: 'POST /auth/add-user-to-blacklist',
      method: 'POST',
      setup: async () => {
        const phone = freshPhone();
        return {
          url: '/auth/add-user-to-blacklist',
          body: { phone, reason: 'VI PHẠM CHÍNH SÁCH', note: 'ghi chú' },
          unchanged: async () =>
            expect(await t.database.db.select().from(blacklist).where(eq(blacklist.phone, phone))).toEqual(
              [],
            ),
        };
      },
      manager: 201,
      admin: 201,
    },
    {
      name: 'DELETE /auth/blacklist/{id}',
      method: 'DELETE',
      setup: async () => {
        const [row] = await t.database.db
          .insert(blacklist)
          .values({ phone: freshPhone(), reason: 'OTHER' })
          .returning({ id: blacklist.id });
        return {
          url: `/auth/blacklist/${row!.id}`,
          unchanged: async () =>
            expect(
              await t.database.db.select().from(blacklist).where(eq(blacklist.id, row!.id)),
            ).toHaveLength(1),
        };
      },
      manager: 200,
      admin: 200,
    },
    {
      name: 'POST /subscribe/bulk-email',
      method: 'POST',
      setup: async () => ({ url: '/subscribe/bulk-email', body: { type: 'NEW_PROMOTION' } }),
      manager: 202,
      admin: 202,
    },
    {
      name: 'GET /subscribe/bulk-email',
      method: 'GET',
      setup: async () => ({ url: '/subscribe/bulk-email' }),
      manager: 200,
      admin: 200,
    },
    {
      name: 'GET /subscribe/bulk-email/{campaignId}',
      method: 'GET',
      setup: async () => ({ url: `/subscribe/bulk-email/${campaignId}` }),
      manager: 200,
      admin: 200,
    },
  ];

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
    app = t.app;
    callers.visitor = {};
    callers.customer = (await createUser(app)).headers;
    callers['unverified staff'] = (await createUser(app, 'ADMIN', false)).headers;
    callers.MANAGER = (await createUser(app, 'MANAGER')).headers;
    callers.ADMIN = (await createUser(app, 'ADMIN')).headers;
    product = await createProduct(app);
    await app.services.newsletter.subscribe('reader@example.vn', 'en');
    campaignId = (
      await app.services.newsletter.send((await createUser(app, 'ADMIN')).user.id, { type: 'NEW_PRODUCT' })
    ).campaignId;
  });
  afterAll(() => app.close());

  const expected: Record<CallerKind, (c: Case) => number> = {
    visitor: () => 401,
    customer: () => 403,
    'unverified staff': () => 403,
    MANAGER: (c) => c.manager,
    ADMIN: (c) => c.admin,
  };

  for (const caller of Object.keys(expected) as CallerKind[]) {
    it.each(cases.map((c) => [c.name, c] as const))(`${caller}: %s`, async (_name, c) => {
      const { url, body, unchanged } = await c.setup();
      const res = await app.inject({
        method: c.method,
        url: `/api${url}`,
        headers: callers[caller],
        ...(body ? { payload: body } : {}),
      });
      const status = expected[caller](c);
      expect(res.statusCode, res.body).toBe(status);
      if (status >= 400) {
        expect(res.json().code).toBe(status === 401 ? 'UNAUTHORIZED' : 'FORBIDDEN');
        await unchanged?.();
      }
    });
  }

  it('keeps the subscription form public', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/subscribe/subscribe-user',
      payload: { email: 'visitor@example.vn' },
    });
    expect(res.statusCode).toBe(200);
  });
});
