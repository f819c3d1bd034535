import { expect, type Page, test } from '@playwright/test';
import { uniqueEmail } from './support/accounts';
import { appTookOver } from './support/app';
import { seedProducts } from './support/cart';
import { signInAs } from './support/session';

const token = () => `t${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Every error and warning the page logs (React reports a failed hydration there), and uncaught errors. */
function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`uncaught: ${e.message}`));
  return problems;
}

/** Keeps the server-rendered navbar element, so the test can tell a taken-over page from a re-rendered one. */
async function keepServerHeader(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { serverHeader: Element | null }).serverHeader = document.querySelector('header');
    });
  });
}

/**
 * Holds the app's scripts (or those `pattern` names) back until `release()`: the rendered page stays the
 * server's meanwhile, or, with the page's own chunk held, React cannot hydrate it.
 */
async function holdScripts(page: Page, pattern = /\/assets\/.*\.js$/): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

const sameHeader = (page: Page) =>
  page.evaluate(() => {
    const kept = (window as unknown as { serverHeader: Element | null }).serverHeader;
    return kept !== null && kept === document.querySelector('header');
  });

test.describe('server-rendered landing pages', () => {
  let product: { id: string; name: string };
  test.beforeAll(async () => {
    const [seeded] = await seedProducts([
      { name: `Áo lụa Trăng ${token()}`, price: 480_000, sizes: [{ size: 'M', stock: 4 }] },
    ]);
    if (!seeded) throw new Error('no product seeded');
    product = seeded;
  });

  test('show the catalogue before any script runs', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/product/${product.id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(page.getByText('480,000 ₫')).toBeVisible();
    await page.goto(`/products?q=${encodeURIComponent(product.name)}`);
    await expect(page.getByRole('link', { name: product.name })).toBeVisible();
    await context.close();
  });

  for (const path of ['/', '/products', 'product']) {
    test(`${path}: the browser takes the page over with nothing logged, and it works`, async ({ page }) => {
      const problems = consoleProblems(page);
      await keepServerHeader(page);
      const url = path === 'product' ? `/product/${product.id}` : path;
      await page.goto(url);
      await page.waitForLoadState('networkidle');
      // the same elements, now live: the language menu opens
      expect(await sameHeader(page)).toBe(true);
      await page.getByRole('button', { name: /^Language: / }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      if (path === 'product') {
        await page.keyboard.press('Escape');
        await page.getByRole('radio', { name: 'M', exact: true }).check({ force: true });
        await expect(page.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
      }
      expect(problems).toEqual([]);
    });
  }

  test('a size tapped before the page was taken over is the size chosen', async ({ page }) => {
    // the app's scripts are held back until the shopper has tapped a size on the rendered page
    const release = await holdScripts(page);
    await page.goto(`/product/${product.id}`, { waitUntil: 'commit' });
    // the stylesheet in, so the drawn page has the layout the shopper taps in (not the load event:
    // it can wait for the held scripts, once the start script has put them in)
    await page.waitForFunction(() =>
      Array.from(document.styleSheets).some((sheet) => sheet.href?.includes('/assets/')),
    );
    await page.getByRole('radio', { name: 'M', exact: true }).check({ force: true });
    release();
    await page.waitForLoadState('networkidle');
    // taken over: the quantity may go up to the size's stock (4), which it can only with M chosen
    const increase = page.getByRole('button', { name: 'Increase quantity' });
    await expect(increase).toBeEnabled();
    await expect(page.getByRole('radio', { name: 'M', exact: true })).toBeChecked();
    await expect(page.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  });

  test('a form sent and a button pressed before the page was taken over are played once it is', async ({
    page,
  }) => {
    const release = await holdScripts(page);
    // The start script sends a held form itself once its give-up time has passed without the app's
    // script: the page's clock stands still while this journey acts and the script is held, so a
    // slow machine's steps cannot reach it (the give-up is the web unit tests' subject).
    await page.clock.install({ time: new Date('2026-11-28T09:00:00Z') });
    await page.clock.pauseAt(new Date('2026-11-28T09:00:01Z'));
    await page.goto('/', { waitUntil: 'commit' });
    const footer = page.getByRole('contentinfo');
    const input = footer.getByRole('textbox', { name: 'Email address' });
    await input.fill(uniqueEmail('early'));
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByRole('button', { name: /^Language: / }).click();
    // the browser did not send the form itself, which would have left the page for /?email=…
    expect(new URL(page.url()).search).toBe('');
    await expect(page.getByRole('menu')).toHaveCount(0);
    release();
    // the app's script has loaded: from there on nothing is given up, however long hydrating takes
    await page.waitForFunction(
      () => (window as { shopEarly?: { arrived?: boolean } }).shopEarly?.arrived,
      undefined,
      {
        polling: 100,
      },
    );
    await page.clock.resume();
    await expect(page.getByText('Please check your inbox to confirm your subscription.')).toBeVisible();
    await expect(input).toHaveValue('');
    await expect(page.getByRole('menu')).toBeVisible();
    expect(new URL(page.url()).search).toBe('');
  });

  test('a button pressed while the app takes the page over, its page still loading, is played once it has', async ({
    page,
  }) => {
    // the app starts and hydrates, but the listing's own chunk is held: React cannot hydrate the page
    const release = await holdScripts(page, /\/assets\/products-page-.*\.js$/);
    await page.goto('/products');
    // hydrateRoot has been called: React marks the container it renders into
    await page.waitForFunction(() =>
      Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')),
    );
    // React drops a click on a part it has not hydrated; the page's starter holds it instead
    await page.getByRole('button', { name: 'Skirt', exact: true }).click();
    release();
    await expect(page).toHaveURL(/[?&]category=Skirt(&|$)/);
    await expect(page.getByRole('button', { name: 'Skirt', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  test('an address typed before the page was taken over is the one sent after', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    const footer = page.getByRole('contentinfo');
    const input = footer.getByRole('textbox', { name: 'Email address' });
    await input.fill(uniqueEmail('typed'));
    release();
    // taken over: the page's fields played (apps/web/src/lib/use-early-input.ts)
    await appTookOver(page);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('Please check your inbox to confirm your subscription.')).toBeVisible();
    await expect(input).toHaveValue('');
  });

  test('in Vietnamese, from the browser language, nothing is logged either', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'vi-VN' });
    const page = await context.newPage();
    const problems = consoleProblems(page);
    await keepServerHeader(page);
    await page.goto('/products');
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
    await page.waitForLoadState('networkidle');
    expect(await sameHeader(page)).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  test("a signed-in shopper's size tapped before the app drew the page afresh is the size chosen", async ({
    page,
  }) => {
    await signInAs(page);
    const release = await holdScripts(page);
    await keepServerHeader(page);
    await page.goto(`/product/${product.id}`);
    await page.getByRole('radio', { name: 'M', exact: true }).check({ force: true });
    release();
    await appTookOver(page);
    // rendered afresh (apps/web/src/main.tsx): the header is the app's own, not the server's
    expect(await sameHeader(page)).toBe(false);
    await expect(page.getByRole('radio', { name: 'M', exact: true })).toBeChecked();
    // chosen in the app's state: the quantity may go up to M's stock (4)
    await expect(page.getByRole('button', { name: 'Increase quantity' })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  });

  test(`on a phone, a signed-in shopper's "Open menu" tapped before the app drew the page afresh opens it`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAs(page);
    const release = await holdScripts(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    release();
    await appTookOver(page);
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await expect(
      page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Log out' }),
    ).toBeVisible();
  });

  test('a signed-in shopper gets her own navbar over the rendered page, with nothing logged', async ({
    page,
  }) => {
    const problems = consoleProblems(page);
    await signInAs(page);
    await page.goto(`/product/${product.id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log in' })).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });
});
