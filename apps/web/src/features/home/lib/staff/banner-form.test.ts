import { describe, expect, it } from 'vitest';
import { bannerFormErrors, EMPTY_BANNER_FORM, readableLink } from './banner-form';

describe('Create Banner’s checks', () => {
  it('asks for a title, a picture, and a place from 0 to 1000', () => {
    expect(bannerFormErrors(EMPTY_BANNER_FORM, false)).toEqual({
      title: true,
      link: false,
      image: true,
      position: false,
    });
    const filled = { ...EMPTY_BANNER_FORM, title: ' Sale ' };
    expect(Object.values(bannerFormErrors(filled, true)).some(Boolean)).toBe(false);
    for (const position of ['-1', '1001', '2.5', 'x']) {
      expect(bannerFormErrors({ ...filled, position }, true).position, position).toBe(true);
    }
  });

  it('takes a path inside the shop or an https address, and nothing else', () => {
    const linkError = (link: string) => bannerFormErrors({ ...EMPTY_BANNER_FORM, link }, true).link;
    expect(linkError('/products?category=SALE%20OFF')).toBe(false);
    expect(linkError('https://example.com/lookbook')).toBe(false);
    expect(linkError('http://example.com')).toBe(true);
    expect(linkError('//evil.example')).toBe(true);
    expect(linkError('javascript:alert(1)')).toBe(true);
    expect(linkError('https://shop.vn@evil.example')).toBe(true);
  });

  it('shows a link as staff typed it', () => {
    expect(readableLink('/products?category=SALE%20OFF')).toBe('/products?category=SALE OFF');
    expect(readableLink('/bad%E0%A4%A')).toBe('/bad%E0%A4%A');
  });
});
