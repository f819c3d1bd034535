import { expect, type Page, test } from '@playwright/test';
import { audit } from './support/axe';
import { seedProducts } from './support/cart';
import { signInAs } from './support/session';
import { uniqueWord } from './support/words';

/** Nothing on the page is wider than the phone: no sideways scrolling. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Whether the element lies wholly inside the tab row's visible part. */
const inRow = (page: Page, name: string) =>
  page.evaluate((tabName) => {
    const row = document.querySelector('[data-testid="dashboard-tabs"]')!.getBoundingClientRect();
    const tab = Array.from(document.querySelectorAll('[role="tab"]')).find(
      (el) => el.textContent === tabName,
    );
    const box = tab!.getBoundingClientRect();
    return box.left >= row.left - 1 && box.right <= row.right + 1;
  }, name);

// the dashboard on a 390 px phone: tabs, tables and forms fit its width
test.describe('the dashboard on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens on Create Product, its tab row shows where the other tabs are, and the lists fit the screen', async ({
    page,
  }) => {
    test.slow(); // four tabs of the dashboard on a phone
    const name = `Áo len cổ lọ màu kem rất dài ${uniqueWord()}`;
    await seedProducts([{ name, price: 1_250_000, sizes: [{ size: 'S', stock: 1 }] }]);
    await signInAs(page, { role: 'ADMIN' });

    // Create Product first (docs/requirements/screens.md); the row fades out at its end, where the other tabs are
    await page.goto('/admin-dashboard');
    await expect(page.getByRole('tab', { name: 'Create Product', selected: true })).toBeVisible();
    await expect(page.getByTestId('tabs-edge-end')).toHaveAttribute('data-shown', 'true');
    await expect(page.getByTestId('tabs-edge-start')).toHaveAttribute('data-shown', 'false');
    await expectNoSidewaysScroll(page);

    // a tab far along the row is brought into view when it is the one open
    await page.goto('/admin-dashboard?tab=userBlacklist');
    await expect(page.getByRole('tab', { name: 'Blacklist', selected: true })).toBeVisible();
    await expect.poll(() => inRow(page, 'Blacklist')).toBe(true);
    await expect(page.getByTestId('tabs-edge-start')).toHaveAttribute('data-shown', 'true');

    // View Products: cards with price, stock and visibility, no table to scroll sideways
    await page.goto('/admin-dashboard?tab=products');
    const searched = page.waitForResponse(
      (r) => r.url().includes('/api/product/product-admin') && r.url().includes('q='),
    );
    await page.getByRole('searchbox', { name: 'Search by name' }).fill(name);
    await searched;
    // the search's own response, not the previous list kept on screen (dimmed) while it loads
    await expect(page.locator('ul[aria-busy="true"]')).toHaveCount(0);
    const card = page.getByTestId('admin-product-card').filter({ hasText: name });
    await expect(card).toHaveCount(1);
    await expect(page.getByTestId('admin-product-row').filter({ hasText: name })).toBeHidden();
    await expect(card).toContainText('1,250,000 ₫');
    await expect(card).toContainText('Stock');
    const visible = card.getByRole('switch', { name: `Visible: ${name}` });
    await expect(visible).toHaveAttribute('aria-checked', 'true');
    // within the phone's width, not off to the right in a table
    await visible.scrollIntoViewIfNeeded();
    const box = await visible.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await expectNoSidewaysScroll(page);
    await audit(page);

    // Analytics: the sizes running low (the piece above has one left) as a list that fits
    await page.goto('/admin-dashboard?tab=analytics');
    await expect(page.getByTestId('low-stock-item').first()).toBeVisible();
    await expect(page.getByRole('table', { name: /^Low stock/ })).toBeHidden();
    await expectNoSidewaysScroll(page);
  });

  test('Create Product: an error clears as soon as it is fixed, and a file that is no picture is refused by name', async ({
    page,
  }) => {
    await signInAs(page, { role: 'ADMIN' });
    await page.goto('/admin-dashboard');
    await page.getByRole('button', { name: 'Create product' }).click();
    await expect(page.getByText('Please correct the highlighted fields.')).toBeVisible();
    const price = page.getByLabel('Price (₫)', { exact: true });
    await expect(price).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Tick at least one size.')).toBeVisible();

    // the format the hint suggests, thousands with dots
    await price.fill('450.000');
    await expect(price).not.toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('checkbox', { name: 'M', exact: true }).check();
    await expect(page.getByText('Tick at least one size.')).toBeHidden();

    // fake.png holding text is refused when picked, naming it, and never becomes the cover
    await page
      .locator('input[type="file"]')
      .setInputFiles([
        { name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not a picture, only text') },
      ]);
    await expect(page.getByTestId('picker-refusals')).toHaveText(
      'fake.png is not a JPEG, PNG, WebP or AVIF picture, whatever its name says: it was left out.',
    );
    await expect(page.getByRole('img', { name: /^Preview of picture/ })).toHaveCount(0);
    await expectNoSidewaysScroll(page);
  });
});
