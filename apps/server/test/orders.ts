import type { CheckoutBody, CheckoutResponse, Size } from '@shop/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { orders, productSizes, users } from '../src/db/schema/index.js';
import { createProduct } from './products.js';
import { createUser } from './users.js';

type Headers = Record<string, string>;

/** Valid shipping details in Vietnam (the checkout body of docs/requirements/api.md). */
export const SHIPPING_VN = {
  name: 'Nguyễn Thị Lan',
  phone: '0912 345 678',
  email: 'lan@example.vn',
  country: 'Vietnam',
  province: 'TP.HCM',
  ward: 'Phường Sài Gòn',
  street: '42 Đồng Khởi',
  note: 'Gọi trước khi giao',
} as const;

export const checkoutBody = (shipping: Partial<CheckoutBody['shipping']> = {}): CheckoutBody => ({
  shipping: { ...SHIPPING_VN, ...shipping },
  acceptPolicy: true,
});

export async function addToCart(
  app: FastifyInstance,
  headers: Headers,
  lines: { productId: string; size?: Size; quantity?: number }[],
) {
  for (const line of lines) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/cart/addItem',
      headers,
      payload: { productId: line.productId, size: line.size ?? 'S', quantity: line.quantity ?? 1 },
    });
    if (res.statusCode !== 200) throw new Error(`addItem ${res.statusCode}: ${res.body}`);
  }
}

const PATHS = { COD: 'cod', QR: 'qrcode', PAYPAL: 'paypal' } as const;

/** POST /api/payment/create-checkout-{cod,qrcode,paypal}; the raw response. */
export function placeOrder(
  app: FastifyInstance,
  headers: Headers,
  method: keyof typeof PATHS = 'COD',
  body: unknown = checkoutBody(),
) {
  return app.inject({
    method: 'POST',
    url: `/api/payment/create-checkout-${PATHS[method]}`,
    headers,
    payload: body as object,
  });
}

/** Places an order that must succeed; returns its body. */
export async function placeOk(
  app: FastifyInstance,
  headers: Headers,
  method: keyof typeof PATHS = 'COD',
  body: unknown = checkoutBody(),
): Promise<CheckoutResponse> {
  const res = await placeOrder(app, headers, method, body);
  if (res.statusCode !== 201) throw new Error(`checkout ${res.statusCode}: ${res.body}`);
  return res.json();
}

/** An order's row as stored (status, payment status, totals…). */
export async function orderRow(app: FastifyInstance, id: string) {
  return (await app.ctx.db.select().from(orders).where(eq(orders.id, id)))[0]!;
}

/** The stock of a product's first size row (the tests' products have one size, S). */
export async function stockOf(app: FastifyInstance, productId: string) {
  return (await app.ctx.db.select().from(productSizes).where(eq(productSizes.productId, productId)))[0]
    ?.stock;
}

let codBuyers = 0;

/**
 * A COD order of one piece of a new product (5 of S at `price`) by a new customer writing in
 * `language`, shipped to a phone, e-mail and street no other order of the suite uses: 3 open COD
 * orders are allowed a phone and an address (docs/decisions/0002-open-cod-orders.md), and a buyer with no history is the risk's baseline.
 */
export async function placeCodOfOwnBuyer(
  app: FastifyInstance,
  options: { price?: number; language?: 'en' | 'vi' } = {},
) {
  // taken before any await: buyers placing at once each keep their own phone and address
  const n = ++codBuyers;
  const email = `cod-buyer${n}-${Date.now()}@example.vn`;
  const customer = await createUser(app);
  if (options.language === 'vi')
    await app.ctx.db.update(users).set({ language: 'vi' }).where(eq(users.id, customer.user.id));
  const product = await createProduct(app, { price: options.price ?? 300_000, sizes: { S: 5 } });
  await addToCart(app, customer.headers, [{ productId: product.id }]);
  const placed = await placeOk(
    app,
    customer.headers,
    'COD',
    checkoutBody({ email, phone: `0945${String(300_000 + n).slice(-6)}`, street: `${n} Nam Kỳ Khởi Nghĩa` }),
  );
  return { ...placed, customer, product, email };
}
