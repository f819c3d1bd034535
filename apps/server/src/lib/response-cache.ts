import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CatalogVersion } from './catalog-version.js';

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

export interface ResponseCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
  /** with several instances (REDIS_URL): the catalogue version they share */
  shared?: CatalogVersion;
  log?: { error(obj: object, msg: string): void };
}

/**
 * Serialised answers of the public catalogue reads (listing, detail, collections, banners), kept in
 * process and dropped as a whole by `invalidate()`, which every write that changes what a shopper
 * sees calls (staff edits, and orders that change stock) before it answers: after a write returns,
 * no shopper is served the old version. Entries also expire after `ttlMs` as a backstop.
 *
 * Answers are kept as bytes and compressed at most once per encoding: the compress plugin would run
 * a brotli stream for every request, which costs far more than sending the cached bytes.
 *
 * Several instances (issue #10) keep these bytes each in their own memory — that is what makes a
 * cached answer cheap — but tag them with the catalogue version held in Redis (`shared`):
 * - `invalidate()` increments the version in Redis, and the app does not send any answer while an
 *   increment is on its way (`settled()`, awaited in an onSend hook): when a write's answer leaves
 *   instance A, the new version is in Redis.
 * - Every cached read first reads the version (lib/catalog-version.ts: one GET per event-loop turn,
 *   shared by the requests of that turn, sent after they arrived). Instance B, asked right after A's
 *   write returned, thus sees the new version and drops its entries before answering.
 * Pub/sub was the other way: A publishes, every instance drops its entries on the message. But a
 * message can reach B after the shopper's next request does, and making A wait for every instance's
 * acknowledgement needs a list of live instances and a rule for a silent one; the version read is
 * exact with neither, for one Redis round trip shared by a turn's requests (bench/RESULTS.md).
 * While Redis does not answer, nothing is served from or kept in the cache: answers come from the
 * database, never stale.
 */
export class ResponseCache {
  private entries = new Map<string, Entry>();
  private values = new Map<string, { value: unknown; expires: number }>();
  /** in process: a counter of writes; shared: the highest version Redis answered */
  private version = 0;
  /** increments of the shared version not yet done: nothing is kept meanwhile */
  private owed = 0;
  /** first attempts of those increments, which answers wait for */
  private readonly pending = new Set<Promise<void>>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;

  constructor(private readonly options: ResponseCacheOptions = {}) {
    this.ttlMs = options.ttlMs ?? 60_000;
    this.maxEntries = options.maxEntries ?? 2000;
  }

  invalidate(): void {
    this.clear();
    if (!this.options.shared) {
      this.version += 1;
      return;
    }
    this.owed += 1;
    const first = this.bump(this.options.shared);
    this.pending.add(first);
    void first.finally(() => this.pending.delete(first));
  }

  /** The increments of the shared version still on their way, or undefined when there are none. */
  settled(): Promise<unknown> | undefined {
    return this.pending.size ? Promise.all(this.pending) : undefined;
  }

  /**
   * Increments the shared version; answers after the first attempt. A failed one is retried every
   * second, since until then other instances may serve answers older than the write, for at most
   * `ttlMs`: by then those have expired anyway.
   */
  private async bump(shared: CatalogVersion): Promise<void> {
    const done = (version: number) => {
      this.advance(version);
      this.owed -= 1;
    };
    try {
      done(await shared.bump());
    } catch (err) {
      this.options.log?.error({ err }, 'catalogue version not incremented in Redis; retrying');
      const giveUpAt = Date.now() + this.ttlMs;
      const retry = () => {
        if (Date.now() >= giveUpAt) this.owed -= 1;
        else setTimeout(() => shared.bump().then(done, retry), 1000).unref();
      };
      retry();
    }
  }

  private advance(version: number): void {
    if (version > this.version) {
      this.version = version;
      this.clear();
    }
  }

  private clear(): void {
    this.entries.clear();
    this.values.clear();
  }

  /**
   * The version a request may be served and kept at, after dropping entries older than the shared
   * one; undefined when nothing may be served from the cache nor kept in it.
   */
  private async current(shared: CatalogVersion): Promise<number | undefined> {
    try {
      this.advance(await shared.read());
    } catch {
      // Redis does not answer: what is kept may be older than a write made meanwhile
      this.clear();
      return undefined;
    }
    return this.owed ? undefined : this.version;
  }

  /**
   * A value derived from the catalogue (say, what a page's head shows), kept until the next write
   * like the answers are. `produce` may return undefined (nothing to keep), which is not cached.
   */
  async remember<T>(key: string, produce: () => Promise<T | undefined>): Promise<T | undefined> {
    const version = this.options.shared ? await this.current(this.options.shared) : this.version;
    const kept = version === undefined ? undefined : this.values.get(key);
    if (kept && kept.expires >= Date.now()) return kept.value as T;
    const value = await produce();
    if (value !== undefined && this.keeps(version)) {
      if (this.values.size >= this.maxEntries) this.values.clear();
      this.values.set(key, { value, expires: Date.now() + this.ttlMs });
    }
    return value;
  }

  /** Whether something made at `version` may be kept: no write happened since, none is on its way. */
  private keeps(version: number | undefined): boolean {
    return version === this.version && this.owed === 0;
  }

  /** Answers from the cache, or runs `produce`, stores its JSON and answers it; honours If-None-Match. */
  async send(request: FastifyRequest, reply: FastifyReply, produce: () => Promise<unknown>): Promise<void> {
    const key = request.url;
    const version = this.options.shared ? await this.current(this.options.shared) : this.version;
    let entry = version === undefined ? undefined : this.entries.get(key);
    if (!entry || entry.expires < Date.now()) {
      const body = Buffer.from(JSON.stringify(await produce()));
      entry = {
        body,
        etag: `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`,
        expires: Date.now() + this.ttlMs,
      };
      // a write that happened while this was computed makes it stale: answer it, do not keep it
      if (this.keeps(version)) {
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
