import type { Page } from '@playwright/test';
import { createUser } from './session';

const CONTROL = `http://127.0.0.1:${process.env.E2E_CONTROL_PORT ?? 4174}`;
const BASE = `http://127.0.0.1:${process.env.E2E_PORT ?? 4173}`;

/** The information and policy pages (docs/requirements/screens.md). */
export const INFORMATION_ROUTES = [
  '/about-us',
  '/how-to-order',
  '/faq',
  '/loyalty-level',
  '/exchange-policy',
  '/privacy',
  '/payment-policy',
  '/preOrder-policy',
  '/legal',
] as const;

/** The routes everyone may open, besides a product and a collection (docs/requirements/screens.md). */
export const STATIC_PUBLIC_ROUTES = [
  '/',
  '/products',
  ...INFORMATION_ROUTES,
  '/signUp',
  '/login',
  '/forgot-password',
  '/verify-email',
  '/reset-password/e2e-not-a-real-token',
] as const;

let shared: Promise<string[]> | undefined;

/**
 * Every public route, with a real product and a real collection to open (made once per worker): a
 * collection through the staff API, a product with a picture in it through the harness.
 */
export function publicRoutes(): Promise<string[]> {
  shared ??= (async () => {
    const admin = await createUser({ role: 'ADMIN' });
    const form = new FormData();
    form.set(
      'data',
      JSON.stringify({ name: 'Vườn Mộng Mơ', description: 'Linen nhẹ, ren trắng và những buổi chiều chậm.' }),
    );
    const res = await fetch(`${BASE}/api/collection/create-collection`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin.accessToken}`, 'x-requested-with': 'XMLHttpRequest' },
      body: form,
    });
    if (!res.ok) throw new Error(`create-collection responded ${res.status}: ${await res.text()}`);
    const { collection } = (await res.json()) as { collection: { id: string } };
    const seeded = await fetch(`${CONTROL}/seed-products`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        products: [
          {
            name: 'Áo lụa Hoa Nhài',
            description: 'Áo lụa mềm, cổ bèo, cúc ngọc trai.',
            collectionId: collection.id,
            price: 590_000,
            discountPrice: 490_000,
            sizes: [
              { size: 'S', stock: 4 },
              { size: 'M', stock: 2 },
            ],
          },
        ],
      }),
    });
    if (!seeded.ok) throw new Error(`seed-products responded ${seeded.status}: ${await seeded.text()}`);
    const { products } = (await seeded.json()) as { products: Array<{ id: string }> };
    return [...STATIC_PUBLIC_ROUTES, `/product/${products[0]!.id}`, `/Collection/${collection.id}`];
  })();
  return shared;
}

/** Opens a route and waits until its page (not the loader) shows its heading and the data settled. */
export async function openRoute(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
}
