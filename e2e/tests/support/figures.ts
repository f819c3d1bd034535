import type { Page } from '@playwright/test';

/**
 * The texts with figures that the display font (Cormorant Garamond) draws in its old-style numerals,
 * where a "1" reads as an "I" and a "0" as an "o": each one's own text, for the failure
 * message. Empty when every figure on the page is set in lining numerals.
 */
export function oldStyleFigures(page: Page, within = 'main'): Promise<string[]> {
  return page.evaluate((selector) => {
    const found: string[] = [];
    const root = document.querySelector(selector) ?? document.body;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const parent = node.parentElement;
      if (!parent || !/\d/.test(text) || !parent.checkVisibility()) continue;
      const style = getComputedStyle(parent);
      if (
        /cormorant/i.test(style.fontFamily.split(',')[0] ?? '') &&
        !style.fontVariantNumeric.includes('lining-nums')
      ) {
        found.push(text.trim());
      }
    }
    return found;
  }, within);
}
