import type { FastifyCookieOptions } from '@fastify/cookie';

/**
 * How a cookie's value is decoded, everywhere the server reads one: @fastify/cookie's
 * `parseOptions.decode`, so `request.cookies` (the refresh token, the page's language in
 * delivery/web-app.ts) holds values decoded this way; no one parses the Cookie header by hand.
 *
 * A value that is not valid percent-encoding (`lang=%`, `%E0%A4%A`) makes decodeURIComponent throw,
 * which would turn every request carrying it into a 500. Such a value is ignored, as if the cookie
 * were not sent: no browser writes one (the shop's own
 * cookies are encoded by @fastify/cookie), and passing its raw text on would let a route take text
 * nobody encoded for a value.
 */
export function decodeCookieValue(value: string): string | undefined {
  if (!value.includes('%')) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/**
 * @fastify/cookie's `parseOptions` (app.ts). The plugin hands them to the `cookie` package's
 * parseCookie, whose `decode` may return undefined to leave a cookie out; its types name serialize
 * options only, hence the cast (it also merges them into setCookie's options, which ignore `decode`).
 */
export const COOKIE_PARSE_OPTIONS = { decode: decodeCookieValue } as unknown as NonNullable<
  FastifyCookieOptions['parseOptions']
>;
