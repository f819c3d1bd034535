// Without zod: the web's first load (the home page's banners) checks links with this alone.
export const STAFF_LINK_MESSAGE =
  'Link must be a path in the shop, such as /products, or an https:// address';

/**
 * Anywhere in a link: whitespace and control characters (browsers drop tabs and newlines inside a URL,
 * so `/\t/evil.example` becomes `//evil.example`), and a backslash, plain or encoded (browsers read
 * `/\evil.example` as `//evil.example`).
 */
const NEVER = /[\s\p{Cc}\\]|%5c/iu;
/**
 * In a path, before its query: two slashes in a row (another host once a router or a proxy squeezes
 * the path), dot segments (`/..//evil.example` resolves to `//evil.example`), and encoded slashes or
 * dots, which some servers and routers decode before resolving.
 */
const PATH_NEVER = /\/\/|(^|\/)\.\.?(\/|$)|%2f|%2e/i;

/**
 * A link staff enter (a banner's, a newsletter's) is a same-site path (docs/decisions/0043), one leading `/`,
 * or an https URL to a named host without credentials (`https://shop.vn@evil.example` reads as the
 * shop but goes to evil.example). One check for every such field, on both sides.
 */
export function isStaffLink(value: string): boolean {
  if (NEVER.test(value)) return false;
  if (value.startsWith('/')) return !PATH_NEVER.test(value.split(/[?#]/, 1)[0] ?? '');
  if (!/^https:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '' && !url.username && !url.password;
  } catch {
    return false;
  }
}
