/**
 * Shows the carrier's label page in a new tab. The tab is opened at the click, empty, and pointed at
 * the page once its address arrived: a tab opened after an await is a pop-up the browser blocks.
 *
 * Decided: the page is the carrier's own (GHN's print page, on GHN's origin, with its
 * scripts drawing the barcodes), not its HTML fetched and shown under the shop's origin, where the
 * staff's session lives.
 */
export function reserveWindow(): Window | null {
  if (typeof window === 'undefined') return null;
  const opened = window.open('', '_blank');
  // the carrier's page has no business with the dashboard's window
  if (opened) opened.opener = null;
  return opened;
}

/** Only the carrier's http(s) pages are opened (never a `javascript:` or `data:` address). */
export const isPageUrl = (url: string): boolean => {
  try {
    return ['http:', 'https:'].includes(new URL(url).protocol);
  } catch {
    return false;
  }
};

/**
 * Points the reserved tab at the page. With no tab (the browser blocked it), a link opens it in a new
 * tab instead, which the click that follows is allowed to do.
 */
export function openPage(url: string, target: Window | null): void {
  if (!isPageUrl(url)) throw new Error('not a page address');
  if (target && !target.closed) {
    target.location.href = url;
    return;
  }
  const link = document.createElement('a');
  link.href = url;
  link.target = '_blank';
  link.rel = 'noopener noreferrer';
  document.body.append(link);
  link.click();
  link.remove();
}
