import type { Page } from '@playwright/test';

/**
 * Waits until the app has taken the server-rendered page over (its page has mounted and played what was
 * done before, apps/web/src/lib/use-early-input.ts). A signed-in visit renders the page afresh over the
 * server's (apps/web/src/main.tsx): a journey that checks a field acts once the page is the app's, not
 * on an element about to be replaced (a size tapped before is carried over; server-render.spec.ts
 * shows it).
 */
export async function appTookOver(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const early = (window as { shopEarly?: { replayed?: boolean } }).shopEarly;
    return early === undefined || early.replayed === true;
  });
}
