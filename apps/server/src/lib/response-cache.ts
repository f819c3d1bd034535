import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

export type Encoding = 'br' | 'gzip';

interface Entry {
  /** the JSON as bytes: a string would be encoded again on every send */
  body: Buffer;
  etag: string;
  expires: number;
  /** compressed once, on the first request that accepts it, then reused */
  br?: Buffer;
  gzip?: Buffer;
}

/** Below this a compressed answer saves less than its headers cost (the compress plugin's threshold). */
export const COMPRESS_THRESHOLD = 1024;

/** The encoding to answer with: brotli, else gzip, when the client accepts it (q=0 refuses). */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  let gzip = false;
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p))) continue;
    if (name === 'br') return 'br';
    if (name === 'gzip') gzip = true;
  }
  return gzip ? 'gzip' : undefined;
}

export function compress(encoding: Encoding, body: Buffer): Buffer {
  return encoding === 'br'
    ? zlib.brotliCompressSync(body, {
        params: {
          // the compress plugin's quality; a cached answer could afford more, but the first
          // request after each catalogue write pays it
          [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : zlib.gzipSync(body, { level: 6 });
}

/**
 * Serialised answers of the public catalogue reads (listing, detail, collections, banners), kept in
 * process and dropped as a whole by `invalidate()`, which every write that changes what a shopper
 * sees calls (staff edits, and orders that change stock) before it answers: after a write returns,
 * no shopper is served the old version. Entries also expire after `ttlMs` as a backstop.
 *
 * Answers are kept as bytes and compressed at most once per encoding: the compress plugin would run
 * a brotli stream for every request, which costs far more than sending the cached bytes.
 */
export class ResponseCache {
  private entries = new Map<string, Entry>();
  private values = new Map<string, { value: unknown; expires: number }>();
  private version = 0;

  constructor(
    private readonly ttlMs = 60_000,
    private readonly maxEntries = 2000,
  ) {}

  invalidate(): void {
    this.version += 1;
    this.entries.clear();
    this.values.clear();
  }

  /**
   * A value derived from the catalogue (say, what a page's head shows), kept until the next write
   * like the answers are. `produce` may return undefined (nothing to keep), which is not cached.
   */
  async remember<T>(key: string, produce: () => Promise<T | undefined>): Promise<T | undefined> {
    const kept = this.values.get(key);
    if (kept && kept.expires >= Date.now()) return kept.value as T;
    const version = this.version;
    const value = await produce();
    if (value !== undefined && version === this.version) {
      if (this.values.size >= this.maxEntries) this.values.clear();
      this.values.set(key, { value, expires: Date.now() + this.ttlMs });
    }
    return value;
  }

  /** Answers from the cache, or runs `produce`, stores its JSON and answers it; honours If-None-Match. */
  async send(request: FastifyRequest, reply: FastifyReply, produce: () => Promise<unknown>): Promise<void> {
    const key = request.url;
    let entry = this.entries.get(key);
    if (!entry || entry.expires < Date.now()) {
      const version = this.version;
      const body = Buffer.from(JSON.stringify(await produce()));
      entry = {
        body,
        etag: `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`,
        expires: Date.now() + this.ttlMs,
      };
      // a write that happened while this was computed makes it stale: answer it, do not keep it
      if (version === this.version) {
        if (this.entries.size >= this.maxEntries) this.entries.clear();
        this.entries.set(key, entry);
      }
    }
    reply.header('etag', entry.etag).header('cache-control', 'no-cache').header('vary', 'accept-encoding');
    if (request.headers['if-none-match'] === entry.etag) reply.status(304).send();
    else {
      reply.type('application/json; charset=utf-8');
      const encoding =
        entry.body.length >= COMPRESS_THRESHOLD
          ? preferredEncoding(request.headers['accept-encoding'])
          : undefined;
      if (encoding) {
        entry[encoding] ??= compress(encoding, entry.body);
        // a set Content-Encoding tells the compress plugin the answer is already compressed
        reply.header('content-encoding', encoding).send(entry[encoding]);
      } else reply.send(entry.body);
    }
    // A reply is a thenable that settles once the answer is written. Waiting for it matters: the
    // compression hook finishes later, and a handler that resolved before would make Fastify send
    // again, an empty body.
    await reply;
  }
}
