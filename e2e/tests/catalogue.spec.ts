import { deflateSync } from 'node:zlib';
import { expect, type Page, test } from '@playwright/test';
import { audit } from './support/axe';
import { signInAs } from './support/session';

const CONTROL = `http://127.0.0.1:${process.env.E2E_CONTROL_PORT ?? 4174}`;

// ── a small PNG encoder: the uploads are real pictures, made here, no fixture files ──────────────
function crc32(bytes: Buffer): number {
  let crc = -1;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ -1) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A width×height RGB PNG: a vertical gradient from one colour to another. */
function png(width: number, height: number, from: number[], to: number[]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const rows = Array.from({ length: height }, (_, y) => {
    const row = Buffer.alloc(1 + width * 3); // filter byte 0, then pixels
    const mix = (i: number) => Math.round(from[i]! + ((to[i]! - from[i]!) * y) / (height - 1));
    for (let x = 0; x < width; x++) row.set([mix(0), mix(1), mix(2)], 1 + x * 3);
    return row;
  });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A word no other test's products contain, so each test finds its own pieces in the shared shop. */
const token = () => `t${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

interface SeededProduct {
  id: string;
  name: string;
}

async function seedProducts(products: Array<Record<string, unknown>>): Promise<SeededProduct[]> {
  const res = await fetch(`${CONTROL}/seed-products`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ products }),
  });
  if (!res.ok) throw new Error(`control server responded ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { products: SeededProduct[] }).products;
}

const cards = (page: Page) => page.getByTestId('product-card');

test.describe('the catalogue', () => {
  test('a staff member creates a product with two photos, sees it in the shop, hides it, and it is gone', async ({
    page,
    browser,
  }) => {
    test.slow(); // a whole journey: the dashboard, an upload, the shop, the dashboard again, the shop
    await signInAs(page, { role: 'ADMIN' });
    const word = token();
    const name = `Áo lụa Sương ${word}`;

    await page.goto('/admin-dashboard?tab=create');
    await expect(page.getByRole('tab', { name: 'Create Product', selected: true })).toBeVisible();
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByLabel('Description').fill('Lụa mềm, cổ tròn, may tại Sài Gòn.');
    await page.getByLabel('Category', { exact: true }).selectOption('Camisole');
    await page.getByLabel('Price (₫)', { exact: true }).fill('420.000');
    await page.getByLabel('Sale price (₫)').fill('350000');
    await page.getByRole('checkbox', { name: 'S', exact: true }).check();
    await page.getByLabel('Stock for S').fill('3');
    await page.getByRole('checkbox', { name: 'M', exact: true }).check();
    await page.getByLabel('Stock for M').fill('0');
    await page.locator('input[type="file"]').setInputFiles([
      { name: 'front.png', mimeType: 'image/png', buffer: png(400, 500, [243, 214, 210], [154, 59, 84]) },
      { name: 'back.png', mimeType: 'image/png', buffer: png(400, 500, [251, 247, 242], [85, 49, 64]) },
    ]);
    await expect(page.getByRole('img', { name: /^Preview of picture \d$/ })).toHaveCount(2);
    // the second picture becomes the cover
    await page.getByRole('button', { name: 'Move picture 2 earlier' }).click();
    await page.getByRole('button', { name: 'Create product' }).click();
    await expect(page.getByText(`“${name}” is in the shop.`)).toBeVisible();
    // the form is empty again, ready for the next piece
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('');

    // in the listing…
    await page.goto(`/products?q=${word}`);
    const card = cards(page).filter({ hasText: name });
    await expect(card).toHaveCount(1);
    await expect(card.getByText('350,000 ₫')).toBeVisible();
    await expect(card.locator('del')).toContainText('420,000 ₫');

    // …and on its page
    await card.getByRole('link', { name }).click();
    await expect(page).toHaveURL(/\/product\/[0-9a-f-]{36}$/);
    const productPath = new URL(page.url()).pathname;
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(name));
    await expect(page.getByRole('group', { name: /^Photo \d of 2$/ })).toHaveCount(2);
    const cover = page.getByRole('img', { name: `${name}, photo 1 of 2` });
    await expect(cover).toHaveAttribute('fetchpriority', 'high');
    await expect(cover).toHaveAttribute('sizes', /.+/);
    await expect(page.getByRole('img', { name: `${name}, photo 2 of 2` })).toHaveAttribute('loading', 'lazy');
    const add = page.getByRole('button', { name: 'Add to cart' });
    await expect(add).toBeDisabled();
    await expect(page.getByRole('radio', { name: 'M, out of stock' })).toBeDisabled();
    await page.getByRole('radio', { name: 'S', exact: true }).check({ force: true });
    await expect(add).toBeEnabled();
    await expect(page.getByText('Only 3 left in this size.')).toBeVisible();

    // staff hide it from View Products
    await page.goto('/admin-dashboard?tab=products');
    await page.getByRole('searchbox', { name: 'Search by name' }).fill(word);
    const visible = page.getByRole('switch', { name: `Visible: ${name}` });
    await expect(visible).toHaveAttribute('aria-checked', 'true');
    const hidden = page.waitForResponse((r) => r.url().includes('/api/product/toggle-visibility/') && r.ok());
    await visible.click();
    await hidden;
    await expect(visible).toHaveAttribute('aria-checked', 'false');

    // gone from the listing
    await page.goto(`/products?q=${word}`);
    await expect(page.getByRole('heading', { name: 'Nothing matches, yet' })).toBeVisible();
    await expect(cards(page)).toHaveCount(0);

    // and a shopper who kept the link finds it no longer there
    const visitor = await browser.newPage();
    await visitor.goto(new URL(productPath, page.url()).href);
    await expect(
      visitor.getByRole('heading', { level: 1, name: 'This piece has left the boutique' }),
    ).toBeVisible();
    await visitor.close();
  });

  test("a home slider's arrows follow its scroll, from its first card to its last", async ({ page }) => {
    // six new pieces: more than the four a desktop shows, so "New arrivals" can scroll
    await seedProducts(Array.from({ length: 6 }, (_, i) => ({ name: `Slider piece ${i + 1}` })));
    await page.goto('/');
    // its cards arrive when it comes near the screen, after its skeleton
    const next = page.getByRole('button', { name: 'Next: New arrivals' });
    const previous = page.getByRole('button', { name: 'Previous: New arrivals' });
    await next.scrollIntoViewIfNeeded();
    await expect(previous).toBeDisabled();
    await expect(next).toBeEnabled();
    await next.click();
    await expect(previous).toBeEnabled();
    await previous.click();
    await expect(previous).toBeDisabled();
    // a swipe to the last card: the browser's own scrolling
    await page
      .getByRole('region', { name: 'New arrivals' })
      .getByRole('list')
      .first()
      .evaluate((track) => track.scrollTo({ left: track.scrollWidth }));
    await expect(next).toBeDisabled();
    await expect(previous).toBeEnabled();
  });

  test('a shopper filters by category and finds "Áo sơ mi" by typing "ao so mi"', async ({ page }) => {
    const word = token();
    await seedProducts([
      { name: `Áo sơ mi Linh Lan ${word}`, category: 'Stylish blouse', price: 390_000 },
      { name: `Chân váy Tulip ${word}`, category: 'Skirt', price: 520_000 },
      { name: `Áo hai dây Mây ${word}`, category: 'Camisole', price: 310_000, availability: 'PRE-ORDER' },
    ]);

    await page.goto('/products');
    await expect(page.getByRole('heading', { level: 1, name: 'All products' })).toBeVisible();
    await page.getByRole('button', { name: 'Skirt', exact: true }).click();
    await expect(page).toHaveURL(/[?&]category=Skirt(&|$)/);
    await expect(page.getByRole('button', { name: 'Skirt', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(cards(page).filter({ hasText: `Chân váy Tulip ${word}` })).toHaveCount(1);
    await expect(cards(page).filter({ hasText: word })).toHaveCount(1);
    await expect(page).toHaveTitle(/^Skirt · /);

    // back to every category, then the search without diacritics
    await page.getByRole('button', { name: 'All', exact: true }).click();
    await expect(page).toHaveURL(/\/products$/);
    await page.getByRole('searchbox', { name: 'Search products' }).fill('ao so mi');
    await expect(page).toHaveURL(/[?&]q=ao\+so\+mi/);
    await expect(cards(page).filter({ hasText: `Áo sơ mi Linh Lan ${word}` })).toHaveCount(1);
    await expect(cards(page).filter({ hasText: `Chân váy Tulip ${word}` })).toHaveCount(0);

    // the pre-order piece wears its availability badge
    await page.getByRole('searchbox', { name: 'Search products' }).fill(`may ${word}`);
    const camisole = cards(page).filter({ hasText: `Áo hai dây Mây ${word}` });
    await expect(camisole).toHaveCount(1);
    await expect(camisole.getByText('PRE-ORDER')).toBeVisible();

    // nothing found: the empty state offers a way out
    await page.getByRole('searchbox', { name: 'Search products' }).fill(`zzz ${word}`);
    await expect(page.getByRole('heading', { name: 'Nothing matches, yet' })).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/products$/);
  });

  test('filters, sort and page survive a reload and a shared link', async ({ page, browser }) => {
    test.slow(); // two pages and a reload
    const word = token();
    await seedProducts(
      Array.from({ length: 3 }, (_, i) => ({
        name: `Chân váy xếp ly ${word} ${i + 1}`,
        category: 'Skirt',
        price: 300_000 + i * 100_000,
        sizes: [{ size: 'M', stock: 2 }],
      })),
    );

    await page.goto('/products');
    await page.getByRole('button', { name: 'Skirt', exact: true }).click();
    await page
      .getByRole('complementary', { name: 'Filters' })
      .getByRole('button', { name: 'M', exact: true })
      .click();
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price-desc');
    await page.getByRole('searchbox', { name: 'Search products' }).fill(word);
    await expect(page).toHaveURL(/category=Skirt/);
    await expect(page).toHaveURL(/size=M/);
    await expect(page).toHaveURL(/sort=price-desc/);
    await expect(page).toHaveURL(new RegExp(`q=${word}`));
    const names = () => cards(page).getByRole('heading').allInnerTexts();
    await expect(cards(page)).toHaveCount(3);
    const before = await names();
    expect(before).toEqual([3, 2, 1].map((i) => `Chân váy xếp ly ${word} ${i}`));

    await page.reload();
    await expect(page.getByRole('button', { name: 'Skirt', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(
      page.getByRole('complementary', { name: 'Filters' }).getByRole('button', { name: 'M', exact: true }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-desc');
    await expect(page.getByRole('searchbox', { name: 'Search products' })).toHaveValue(word);
    await expect(cards(page)).toHaveCount(3);
    expect(await names()).toEqual(before);

    // the link, opened by someone else, shows the same page
    const friend = await browser.newPage();
    await friend.goto(page.url());
    await expect(friend.getByTestId('product-card')).toHaveCount(3);
    expect(await friend.getByTestId('product-card').getByRole('heading').allInnerTexts()).toEqual(before);
    await friend.close();

    // Back undoes the last filter
    await page.getByRole('button', { name: `Remove filter: M` }).click();
    await expect(page).not.toHaveURL(/size=M/);
    await page.goBack();
    await expect(page).toHaveURL(/size=M/);
  });

  test('the listing and a product page have no accessibility violations', async ({ page }) => {
    const [product] = await seedProducts([
      { name: `Áo len Cotton ${token()}`, category: 'Sweater', images: 2 },
    ]);
    await page.goto('/products');
    await expect(cards(page).first()).toBeVisible();
    await audit(page);
    await page.goto(`/product/${product!.id}`);
    await expect(page.getByRole('heading', { level: 1, name: product!.name })).toBeVisible();
    await audit(page);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the filters open in a sheet, apply at once, and show the count', async ({ page }) => {
      const word = token();
      await seedProducts([
        { name: `Đồ ngủ lụa ${word}`, category: 'Sleepwear', sizes: [{ size: 'S', stock: 1 }] },
        { name: `Đồ ngủ cotton ${word}`, category: 'Sleepwear', sizes: [{ size: 'L', stock: 1 }] },
      ]);
      await page.goto(`/products?q=${word}`);
      await expect(cards(page)).toHaveCount(2);
      await page.getByRole('button', { name: 'Filters', exact: true }).click();
      const sheet = page.getByRole('dialog', { name: 'Filters' });
      await expect(sheet).toBeVisible();
      await sheet.getByRole('button', { name: 'L', exact: true }).click();
      await expect(page).toHaveURL(/size=L/);
      await sheet.getByRole('button', { name: 'Show 1 result' }).click();
      await expect(sheet).toBeHidden();
      await expect(cards(page)).toHaveCount(1);
      await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
    });

    for (const [lng, filters] of [
      ['en', 'Filters (1)'],
      ['vi', 'Bộ lọc (1)'],
    ] as const) {
      test(`"${filters}" and the sort box fit the phone's width, on one line each (${lng})`, async ({
        page,
      }) => {
        await page.addInitScript((l) => localStorage.setItem('i18nextLng', l), lng);
        await page.goto('/products?category=Stylish+blouse');
        const button = page.getByRole('button', { name: filters, exact: true });
        await expect(button).toBeVisible();
        await page.evaluate(() => document.fonts.ready);
        // the button's words stay on one line
        const lines = await button.evaluate((el) => {
          const tops = new Set<number>();
          for (const node of Array.from(el.childNodes)) {
            if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
            const range = document.createRange();
            range.selectNodeContents(node);
            for (const rect of Array.from(range.getClientRects())) tops.add(Math.round(rect.top));
          }
          return tops.size;
        });
        expect(lines).toBe(1);
        // every sort name fits its box, which fits the screen beside the button
        const sort = page.getByRole('combobox', { name: lng === 'en' ? 'Sort by' : 'Sắp xếp theo' });
        const fit = await sort.evaluate((el) => {
          const select = el as HTMLSelectElement;
          const style = getComputedStyle(select);
          const context = document.createElement('canvas').getContext('2d')!;
          context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
          const room =
            select.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
          const widest = Math.max(...Array.from(select.options, (o) => context.measureText(o.text).width));
          return { room, widest };
        });
        expect(fit.widest).toBeLessThanOrEqual(fit.room);
        const [b, s] = [await button.boundingBox(), await sort.boundingBox()];
        expect(b && s && b.x + b.width <= s.x).toBe(true);
        expect(b && b.x >= 16).toBe(true);
        expect(s && s.x + s.width <= 390 - 16).toBe(true);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      });
    }
  });

  test('the sort box offers "Best match" only while searching', async ({ page }) => {
    await page.goto('/products');
    const sort = page.getByRole('combobox', { name: 'Sort by' });
    await expect(sort.locator('option')).toHaveText([
      'Newest first',
      'Price: low to high',
      'Price: high to low',
      'Best selling',
    ]);
    await page.goto('/products?q=lua');
    await expect(sort).toHaveValue('relevance');
    await expect(sort.locator('option')).toHaveText([
      'Best match',
      'Newest first',
      'Price: low to high',
      'Price: high to low',
      'Best selling',
    ]);
  });
});
