import {
  ADDRESS_BOOK_LIMIT,
  ADDRESS_BOOK_MESSAGES,
  type AddressBook,
  type AddressChange,
  type AddressEntryInput,
  CHECKOUT_MESSAGES,
  type UserListResponse,
} from '@shop/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToCart, checkoutBody, placeOk, placeOrder } from '../../../test/orders.js';
import { createProduct } from '../../../test/products.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createUser } from '../../../test/users.js';
import { addresses, users } from '../../db/schema/index.js';

type Headers = Record<string, string>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A Vietnamese address as the checkout's form sends it (any spelling of Ho Chi Minh City). */
const HOME: AddressEntryInput = {
  label: 'Nhà',
  name: 'Nguyễn Thị Lan',
  phone: '0912 345 678',
  email: 'Lan@Example.vn',
  country: 'Vietnam',
  province: 'TP.HCM',
  ward: 'Phường Sài Gòn',
  street: '42 Đồng Khởi',
};
const OFFICE: AddressEntryInput = {
  label: 'Văn phòng',
  name: 'Nguyễn Thị Lan',
  phone: '0987 654 321',
  email: 'lan@example.vn',
  country: 'Vietnam',
  province: 'Thành phố Hà Nội',
  ward: 'Phường Hoàn Kiếm',
  street: '1 Tràng Tiền',
};
const ABROAD: AddressEntryInput = {
  name: 'Lan Nguyen',
  phone: '+65 6123 4567',
  email: 'lan@example.sg',
  country: 'Singapore',
  street: '10 Orchard Road',
};

describe('address book', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let product: { id: string };

  const req = (method: Method, url: string, headers: Headers, payload?: unknown) =>
    app.inject({
      method,
      url: `/api${url}`,
      headers,
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
  const rowsOf = (userId: string) =>
    t.database.db.select().from(addresses).where(eq(addresses.userId, userId));
  const bookOf = async (headers: Headers) =>
    (await req('GET', '/address/book', headers)).json() as AddressBook;
  const add = async (headers: Headers, body: AddressEntryInput) => {
    const res = await req('POST', '/address/book', headers, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as AddressChange;
  };

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
    app = t.app;
    product = await createProduct(app, { price: 200_000, sizes: { S: 500 } });
  });
  afterAll(() => app.close());

  describe('a customer’s own book', () => {
    it('starts empty, and the first address saved becomes the default', async () => {
      const c = await createUser(app);
      expect(await bookOf(c.headers)).toEqual({ addresses: [], limit: ADDRESS_BOOK_LIMIT });
      const first = await add(c.headers, HOME);
      expect(first.address).toMatchObject({
        label: 'Nhà',
        name: 'Nguyễn Thị Lan',
        phone: '0912 345 678',
        // stored as the checkout stores it: e-mail lower-cased, the province's official name
        email: 'lan@example.vn',
        province: 'Thành phố Hồ Chí Minh',
        isDefault: true,
        lastUsedAt: null,
      });
      expect(first.addresses).toEqual([first.address]);
      const second = await add(c.headers, OFFICE);
      expect(second.address.isDefault).toBe(false);
      expect(second.addresses.map((a) => [a.label, a.isDefault])).toEqual([
        ['Nhà', true],
        ['Văn phòng', false],
      ]);
    });

    it('saves an address abroad without province or ward, as the checkout does', async () => {
      const c = await createUser(app);
      const { address } = await add(c.headers, ABROAD);
      expect(address).toMatchObject({ country: 'Singapore', province: '', ward: '', label: '' });
    });

    it('edits an entry, moves the default, and keeps exactly one default', async () => {
      const c = await createUser(app);
      const home = (await add(c.headers, HOME)).address;
      const office = (await add(c.headers, OFFICE)).address;

      const edited = await req('PUT', `/address/book/${office.id}`, c.headers, {
        ...OFFICE,
        street: '3 Tràng Tiền',
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json().address).toMatchObject({
        id: office.id,
        street: '3 Tràng Tiền',
        isDefault: false,
      });

      const moved = await req('PUT', `/address/book/${office.id}/default`, c.headers);
      expect(moved.statusCode, moved.body).toBe(200);
      expect((moved.json() as AddressChange).addresses.map((a) => [a.id, a.isDefault])).toEqual([
        [office.id, true],
        [home.id, false],
      ]);
      // an edit can make an entry the default too
      const back = await req('PUT', `/address/book/${home.id}`, c.headers, { ...HOME, makeDefault: true });
      expect(back.json().address.isDefault).toBe(true);
      expect((await rowsOf(c.user.id)).filter((r) => r.isDefault).map((r) => r.id)).toEqual([home.id]);
    });

    it('a new address can be saved as the default straight away', async () => {
      const c = await createUser(app);
      await add(c.headers, HOME);
      const office = await add(c.headers, { ...OFFICE, makeDefault: true });
      expect(office.addresses.map((a) => [a.label, a.isDefault])).toEqual([
        ['Văn phòng', true],
        ['Nhà', false],
      ]);
    });

    it('deleting the default makes the most recent other entry the default; the last one leaves none', async () => {
      const c = await createUser(app);
      const home = (await add(c.headers, HOME)).address;
      const abroad = (await add(c.headers, ABROAD)).address;
      const office = (await add(c.headers, OFFICE)).address;

      const gone = await req('DELETE', `/address/book/${home.id}`, c.headers);
      expect(gone.statusCode, gone.body).toBe(200);
      expect((gone.json() as AddressBook).addresses.map((a) => [a.id, a.isDefault])).toEqual([
        [office.id, true],
        [abroad.id, false],
      ]);
      // deleting one that is not the default leaves the default where it is
      const other = await req('DELETE', `/address/book/${abroad.id}`, c.headers);
      expect((other.json() as AddressBook).addresses.map((a) => [a.id, a.isDefault])).toEqual([
        [office.id, true],
      ]);
      const last = await req('DELETE', `/address/book/${office.id}`, c.headers);
      expect(last.json()).toEqual({ addresses: [], limit: ADDRESS_BOOK_LIMIT });
    });

    it('refuses the 11th address with 409 ADDRESS_BOOK_FULL, keeping the ten', async () => {
      const c = await createUser(app);
      for (let i = 1; i <= ADDRESS_BOOK_LIMIT; i++)
        await add(c.headers, { ...HOME, street: `${i} Đồng Khởi` });
      const res = await req('POST', '/address/book', c.headers, { ...HOME, street: '11 Đồng Khởi' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: ADDRESS_BOOK_MESSAGES.full, code: 'ADDRESS_BOOK_FULL' });
      const rows = await rowsOf(c.user.id);
      expect(rows).toHaveLength(ADDRESS_BOOK_LIMIT);
      expect(rows.filter((r) => r.isDefault)).toHaveLength(1);
      // once one is deleted, there is room again
      await req('DELETE', `/address/book/${rows[3]!.id}`, c.headers);
      await add(c.headers, { ...HOME, street: '11 Đồng Khởi' });
    });
  });

  describe('who may', () => {
    const someId = '00000000-0000-4000-8000-000000000000';

    it('responds 401 to a visitor on every endpoint', async () => {
      for (const [method, url] of [
        ['GET', '/address/book'],
        ['POST', '/address/book'],
        ['PUT', `/address/book/${someId}`],
        ['DELETE', `/address/book/${someId}`],
        ['PUT', `/address/book/${someId}/default`],
      ] as const) {
        const res = await req(
          method,
          url,
          {},
          method === 'POST' || (method === 'PUT' && !url.endsWith('default')) ? HOME : undefined,
        );
        expect(res.statusCode, `${method} ${url}`).toBe(401);
        expect(res.json().code).toBe('UNAUTHORIZED');
      }
    });

    it('responds 403 to an unverified account and stores nothing', async () => {
      const u = await createUser(app, 'CUSTOMER', false);
      const list = await req('GET', '/address/book', u.headers);
      expect(list.statusCode).toBe(403);
      expect(list.json()).toEqual({ error: 'Please verify your email first', code: 'FORBIDDEN' });
      expect((await req('POST', '/address/book', u.headers, HOME)).statusCode).toBe(403);
      expect(await rowsOf(u.user.id)).toEqual([]);
    });

    it('never shows nor changes another customer’s entry: 404, and it stays as it was', async () => {
      const owner = await createUser(app);
      const stranger = await createUser(app);
      const home = (await add(owner.headers, HOME)).address;
      await add(owner.headers, OFFICE);
      await add(stranger.headers, ABROAD);
      const before = await rowsOf(owner.user.id);

      expect((await bookOf(stranger.headers)).addresses.map((a) => a.country)).toEqual(['Singapore']);
      for (const [method, url, body] of [
        ['PUT', `/address/book/${home.id}`, { ...HOME, street: 'Stolen street 1' }],
        ['PUT', `/address/book/${home.id}/default`, undefined],
        ['DELETE', `/address/book/${home.id}`, undefined],
      ] as const) {
        const res = await req(method, url, stranger.headers, body);
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json()).toEqual({ error: ADDRESS_BOOK_MESSAGES.notFound, code: 'NOT_FOUND' });
      }
      expect(await rowsOf(owner.user.id)).toEqual(before);
      // and staff are no exception: the address book is the customer's own
      const admin = await createUser(app, 'ADMIN');
      expect((await req('DELETE', `/address/book/${home.id}`, admin.headers)).statusCode).toBe(404);
      expect(await rowsOf(owner.user.id)).toEqual(before);
    });

    it('responds 404 to an id that is not one, not a database error', async () => {
      const c = await createUser(app);
      for (const id of ['abc', "1' or '1'='1", 'x'.repeat(64)]) {
        const res = await req('DELETE', `/address/book/${encodeURIComponent(id)}`, c.headers);
        expect(res.statusCode, id).toBe(404);
      }
    });
  });

  describe('hostile input', () => {
    it.each([
      [{ ...HOME, street: 'x'.repeat(201) }, 'street: must be at most 200 characters'],
      [{ ...HOME, name: 'x'.repeat(101) }, 'name: must be at most 100 characters'],
      [{ ...HOME, label: 'x'.repeat(41) }, 'label: must be at most 40 characters'],
      [{ ...HOME, ward: 'x'.repeat(101) }, 'ward: must be at most 100 characters'],
      [{ ...HOME, phone: 912345678 }, 'phone: '],
      [{ ...HOME, phone: '12345' }, `phone: ${CHECKOUT_MESSAGES.phoneInvalidVn}`],
      [{ ...HOME, email: 'not-an-email' }, `email: ${CHECKOUT_MESSAGES.emailInvalid}`],
      [{ ...HOME, country: 'Atlantis' }, `country: ${CHECKOUT_MESSAGES.countryUnsupported}`],
      [{ ...HOME, province: 'Atlantis' }, `province: ${CHECKOUT_MESSAGES.provinceUnknown}`],
      [{ ...HOME, ward: '' }, `ward: ${CHECKOUT_MESSAGES.wardRequired}`],
      [{ ...HOME, name: '   ' }, `name: ${CHECKOUT_MESSAGES.nameRequired}`],
      [{ ...HOME, makeDefault: 'yes' }, 'makeDefault: '],
      [{ ...HOME, isDefault: true }, 'Unrecognized key'],
      [{ ...HOME, userId: '00000000-0000-4000-8000-000000000000' }, 'Unrecognized key'],
      [{ ...HOME, note: 'a note belongs to an order' }, 'Unrecognized key'],
      [[HOME], ''],
      [null, ''],
    ])('refuses %j with 400 VALIDATION_ERROR and stores nothing', async (body, message) => {
      const c = await createUser(app);
      const res = await req('POST', '/address/book', c.headers, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
      expect(res.json().error).toContain(message);
      expect(await rowsOf(c.user.id)).toEqual([]);
    });

    it('refuses a hostile edit and leaves the entry as it was', async () => {
      const c = await createUser(app);
      const home = (await add(c.headers, HOME)).address;
      const before = await rowsOf(c.user.id);
      for (const body of [{ ...HOME, street: 'y'.repeat(5000) }, { ...HOME, country: 42 }, {}]) {
        const res = await req('PUT', `/address/book/${home.id}`, c.headers, body);
        expect(res.statusCode).toBe(400);
      }
      expect(await rowsOf(c.user.id)).toEqual(before);
    });

    it('keeps SQL and markup as the text they are', async () => {
      const c = await createUser(app);
      const street = `'); drop table addresses; -- <script>alert(1)</script>`;
      const { address } = await add(c.headers, { ...HOME, street, label: '<b>x</b>' });
      expect(address).toMatchObject({ street, label: '<b>x</b>' });
      expect((await bookOf(c.headers)).addresses[0]?.street).toBe(street);
    });
  });

  describe('orders save their address to the address book', () => {
    // by bank transfer: every method saves the address, and the open-order limit stops a phone or an
    // address at 3 open COD orders, which this suite's orders (all to SHIPPING_VN) would reach
    const order = async (headers: Headers, shipping = {}) => {
      await addToCart(app, headers, [{ productId: product.id, quantity: 1 }]);
      return placeOk(app, headers, 'QR', checkoutBody(shipping));
    };

    it('adds the first order’s address as the default, and marks it used again rather than copying it', async () => {
      const c = await createUser(app);
      await order(c.headers);
      const [first] = (await bookOf(c.headers)).addresses;
      expect(first).toMatchObject({
        name: 'Nguyễn Thị Lan',
        phone: '0912 345 678',
        country: 'Vietnam',
        province: 'Thành phố Hồ Chí Minh',
        ward: 'Phường Sài Gòn',
        street: '42 Đồng Khởi',
        isDefault: true,
        label: '',
      });
      expect(first?.lastUsedAt).not.toBeNull();
      // the same address typed differently: spacing, case, +84, another spelling of the city
      await order(c.headers, { street: ' 42  đồng khởi ', phone: '+84 912 345 678', province: 'Sài Gòn' });
      const again = (await bookOf(c.headers)).addresses;
      expect(again).toHaveLength(1);
      expect(new Date(again[0]!.lastUsedAt!).getTime()).toBeGreaterThanOrEqual(
        new Date(first!.lastUsedAt!).getTime(),
      );
      // another address is added beside it; the default stays
      await order(c.headers, { street: '7 Nguyễn Huệ' });
      expect((await bookOf(c.headers)).addresses.map((a) => [a.street, a.isDefault])).toEqual([
        ['42 Đồng Khởi', true],
        ['7 Nguyễn Huệ', false],
      ]);
    });

    it('still places the order when the address book is full, and adds nothing', async () => {
      const c = await createUser(app);
      for (let i = 1; i <= ADDRESS_BOOK_LIMIT; i++)
        await add(c.headers, { ...OFFICE, street: `${i} Tràng Tiền` });
      const placed = await order(c.headers, { street: '99 Lý Thái Tổ' });
      expect(placed.order.shipping.street).toBe('99 Lý Thái Tổ');
      expect(await rowsOf(c.user.id)).toHaveLength(ADDRESS_BOOK_LIMIT);
    });

    it('an order refused saves nothing', async () => {
      const c = await createUser(app);
      const res = await placeOrder(app, c.headers, 'COD', checkoutBody());
      expect(res.json().code).toBe('CART_EMPTY');
      expect(await rowsOf(c.user.id)).toEqual([]);
    });

    it('gives the order’s phone to a customer record without one, which staff then see and find', async () => {
      const c = await createUser(app);
      const admin = await createUser(app, 'ADMIN');
      await order(c.headers, { phone: '0903 111 222' });
      const [row] = await t.database.db.select().from(users).where(eq(users.id, c.user.id));
      expect(row?.phone).toBe('0903 111 222');
      const list = await req('GET', '/auth/view-all-users?q=0903111222', admin.headers);
      expect((list.json() as UserListResponse).users.map((u) => [u.id, u.phone])).toEqual([
        [c.user.id, '0903 111 222'],
      ]);
      // a later order to another phone does not replace it
      await order(c.headers, { phone: '0977 000 111' });
      const [after] = await t.database.db.select().from(users).where(eq(users.id, c.user.id));
      expect(after?.phone).toBe('0903 111 222');
    });

    it('never replaces a phone the customer gave', async () => {
      const c = await createUser(app);
      await req('PUT', '/auth/profile', { ...c.headers }, { phone: '0911 222 333' });
      await order(c.headers, { phone: '0903 444 555' });
      const [row] = await t.database.db.select().from(users).where(eq(users.id, c.user.id));
      expect(row?.phone).toBe('0911 222 333');
    });
  });
});
