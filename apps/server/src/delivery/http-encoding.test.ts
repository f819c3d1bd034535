import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { COMPRESS_THRESHOLD, type EncodedBody, preferredEncoding, responseFor } from './http-encoding.js';

const body = (bytes: number): EncodedBody => ({
  body: Buffer.from(JSON.stringify({ text: 'á'.repeat(bytes) })),
  etag: 'W/"etag-1"',
});

describe('HTTP encoding of a cache entry', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.0, gzip;q=0', undefined],
    ['identity', undefined],
    [undefined, undefined],
  ])('Accept-Encoding %o gives %o', (accept, expected) => {
    expect(preferredEncoding(accept)).toBe(expected);
  });

  it('compresses once per encoding and sends the same bytes after', () => {
    const entry = body(2000);
    const first = responseFor(entry, { 'accept-encoding': 'br' });
    expect(first.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(first.body!).equals(entry.body)).toBe(true);
    expect(responseFor(entry, { 'accept-encoding': 'br' }).body).toBe(first.body);
    const gzip = responseFor(entry, { 'accept-encoding': 'gzip' });
    expect(zlib.gunzipSync(gzip.body!).equals(entry.body)).toBe(true);
  });

  it('sends a small body as it is', () => {
    const entry = body(10);
    expect(entry.body.length).toBeLessThan(COMPRESS_THRESHOLD);
    const response = responseFor(entry, { 'accept-encoding': 'br' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(entry.body);
  });

  it('responds 304 with no body to the ETag the client holds', () => {
    const entry = body(2000);
    const response = responseFor(entry, { 'if-none-match': entry.etag, 'accept-encoding': 'br' });
    expect(response).toMatchObject({ status: 304, headers: { etag: entry.etag } });
    expect(response.body).toBeUndefined();
    expect(responseFor(entry, { 'if-none-match': 'W/"other"' }).status).toBe(200);
  });
});
