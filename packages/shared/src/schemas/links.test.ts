import { describe, expect, it } from 'vitest';
import { isStaffLink, STAFF_LINK_MESSAGE } from '../text/links.js';
import { bannerWriteSchema } from './catalog.js';

/** The banner's link as the schema leaves it, or the first issue's message. */
const bannerLink = (link: string) => {
  const parsed = bannerWriteSchema.safeParse({ title: 'Sale', link });
  return parsed.success ? parsed.data.link : { refused: parsed.error.issues[0]?.message };
};

/**
 * A staff-entered link is a same-site path (one leading `/`) or an https URL. Each value
 * below leaves the shop in some browser or router (a backslash counts as a slash, tabs and newlines are
 * dropped, `..` and encoded dots and slashes are resolved), or runs script.
 */
const HOSTILE = [
  '//evil.example',
  '/\\evil.example',
  '\\/evil.example',
  '/\\/evil.example',
  '/x\\y',
  '/\t/evil.example',
  '/\n/evil.example',
  '/x\ry',
  '/x\u0000',
  '/x\u007f',
  '/x\u2028y',
  '/x y',
  '/%5Cevil.example',
  '/%5cevil.example',
  '/%2F/evil.example',
  '/%2e%2e//evil.example',
  '/..//evil.example',
  '/./',
  '/products//evil',
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'http://evil.example',
  'https:/evil.example',
  'https:evil.example',
  'https://',
  'https://user:pass@evil.example',
  'https://shop.vn@evil.example',
  'https:\\\\evil.example',
  'products',
  'evil.example',
  '',
];

describe('staff-entered links', () => {
  it.each(HOSTILE)('refuses %j', (link) => {
    expect(isStaffLink(link)).toBe(false);
    expect(bannerLink(link)).toEqual({ refused: STAFF_LINK_MESSAGE });
  });

  it.each([
    '/',
    '/products',
    '/products?category=SALE%20OFF&sort=newest',
    '/Collection/3f1c9a52-7d1e-4b7a-9a55-0d3c1b2e4f60',
    '/products#new',
    '/products?next=//not-a-path-but-a-query',
    'https://www.instagram.com/lumieresaigon',
    'HTTPS://shop.example.vn/lookbook?x=1',
  ])('accepts %j', (link) => {
    expect(isStaffLink(link)).toBe(true);
    expect(bannerLink(link)).toBe(link);
  });

  it('trims surrounding spaces before checking, so what is stored has none', () => {
    expect(bannerLink('  /products ')).toBe('/products');
    expect(bannerLink(' //evil.example')).toEqual({ refused: STAFF_LINK_MESSAGE });
    expect(isStaffLink(' /products')).toBe(false);
  });
});
