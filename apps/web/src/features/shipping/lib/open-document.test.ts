import { afterEach, describe, expect, it, vi } from 'vitest';
import { isPageUrl, openPage } from './open-document';

afterEach(() => vi.restoreAllMocks());

describe("opening the carrier's label page", () => {
  it('points the tab opened at the click at the page', () => {
    const tab = { closed: false, location: { href: '' } } as unknown as Window;
    openPage('https://online-gateway.ghn.vn/a5/public-api/printA5?token=t', tab);
    expect(tab.location.href).toBe('https://online-gateway.ghn.vn/a5/public-api/printA5?token=t');
  });

  it('opens it through a new-tab link when the browser blocked the tab', () => {
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(`${this.target} ${this.rel} ${this.href}`);
    });
    openPage('https://online-gateway.ghn.vn/a5/public-api/printA5?token=t', null);
    expect(clicked).toEqual([
      '_blank noopener noreferrer https://online-gateway.ghn.vn/a5/public-api/printA5?token=t',
    ]);
  });

  it('opens nothing but http(s) pages', () => {
    expect(isPageUrl('javascript:alert(1)')).toBe(false);
    expect(isPageUrl('data:text/html,<p>x</p>')).toBe(false);
    expect(isPageUrl('not a url')).toBe(false);
    const tab = { closed: false, location: { href: '' } } as unknown as Window;
    expect(() => openPage('javascript:alert(1)', tab)).toThrow();
    expect(tab.location.href).toBe('');
  });
});
