import type { IncomingHttpHeaders } from 'node:http';
import zlib from 'node:zlib';

/**
 * HTTP encoding of a response stored as bytes (delivery/response-cache.ts): content negotiation
 * (Accept-Encoding), compression made once per encoding, and the ETag / If-None-Match check, apart
 * from the cache that decides whether the bytes are still current.
 */

export type Encoding = 'br' | 'gzip';

/** The bytes of a response body, its ETag, and its compressed forms once made. */
export interface EncodedBody {
  /** the JSON as bytes: a string would be encoded again on every send */
  body: Buffer;
  etag: string;
  /** compressed once, on the first request that accepts it, then reused */
  br?: Buffer;
  gzip?: Buffer;
}

/** Below this a compressed body saves less than its headers cost (the compress plugin's threshold). */
export const COMPRESS_THRESHOLD = 1024;

/** The encoding to respond with: brotli, else gzip, when the client accepts it (q=0 refuses). */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  // browsers send a handful of distinct values: each is parsed once
  let known = encodings.get(acceptEncoding);
  if (known === undefined) {
    known = parseEncoding(acceptEncoding) ?? null;
    if (encodings.size >= 64) encodings.clear();
    encodings.set(acceptEncoding, known);
  }
  return known ?? undefined;
}

const encodings = new Map<string, Encoding | null>();

function parseEncoding(acceptEncoding: string): Encoding | undefined {
  let gzip = false;
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p))) continue;
    if (name === 'br') return 'br';
    if (name === 'gzip') gzip = true;
  }
  return gzip ? 'gzip' : undefined;
}

/**
 * `stored`: a body sent many times (a stored cache entry) is compressed at the compress plugin's
 * level (brotli 4, gzip 6); it could afford more, but the first request after each catalogue write
 * pays it. One sent once is compressed at the fastest level, several times faster for a body a
 * little larger.
 */
export function compress(encoding: Encoding, body: Buffer, stored = true): Buffer {
  return encoding === 'br'
    ? zlib.brotliCompressSync(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: stored ? 4 : 1,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : zlib.gzipSync(body, { level: stored ? 6 : 1 });
}

export interface CachedResponse {
  status: 200 | 304;
  headers: Record<string, string>;
  /** none for a 304 */
  body?: Buffer;
}

/**
 * What a cache entry is sent as, for the request's If-None-Match and Accept-Encoding: the one place
 * that decides it, for the routes (`send`) and for a hit sent before routing (cache-hit-fast-path.ts).
 * `stored`: whether the entry is stored (its compressed bytes are then made at the level meant for reuse).
 */
export function responseFor(entry: EncodedBody, headers: IncomingHttpHeaders, stored = true): CachedResponse {
  const common = { etag: entry.etag, 'cache-control': 'no-cache', vary: 'accept-encoding' };
  if (headers['if-none-match'] === entry.etag) return { status: 304, headers: common };
  const encoding =
    entry.body.length >= COMPRESS_THRESHOLD ? preferredEncoding(headers['accept-encoding']) : undefined;
  if (!encoding) return { status: 200, headers: { ...common, 'content-type': JSON_TYPE }, body: entry.body };
  entry[encoding] ??= compress(encoding, entry.body, stored);
  // a set Content-Encoding tells the compress plugin the body is already compressed
  return {
    status: 200,
    headers: { ...common, 'content-type': JSON_TYPE, 'content-encoding': encoding },
    body: entry[encoding],
  };
}

const JSON_TYPE = 'application/json; charset=utf-8';
