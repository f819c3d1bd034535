import type { Page } from '@playwright/test';

/**
 * Waits until the app has taken the server-drawn page over (its page has mounted and played what was
 * done before, apps/web/src/lib/use-early-input.ts). A signed-in
 * visit draws the page afresh over the server's (apps/web/src/main.tsx), and a size tapped on the
 * server's page before that is not carried over (README, "A drawn page's app comes after its first
 * screen"): a signed-in journey chooses once the page is the app's.
 */
export async function appTookOver(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const early = (window as { shopEarly?: { replayed?: boolean } }).shopEarly;
    return early === undefined || early.replayed === true;
  });
}
