import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe-core on the page as it is now: no WCAG 2.1 A/AA violation at all (the budget asks for none
 * serious or critical; this is stricter). The toaster is left out: a toast fading in is measured
 * mid-animation, at a contrast it never settles on. `assert`: the soft expect of a walk through
 * several pages (support/walk.ts), which goes on after a failure.
 */
export async function audit(page: Page, label = page.url(), assert: typeof expect = expect) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .exclude('[data-rht-toaster]')
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  assert(summary, label).toEqual([]);
}
