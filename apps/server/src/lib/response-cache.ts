import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CatalogVersion } from './catalog-version.js';

export type Encoding = 'br' | 'gzip';

interface Kept {
  expires: number;
  /** the parts of the catalogue it depends on besides the whole (ResponseCacheOptions.scopesOf) */
  scopes: readonly string[];
  /** the versions it was made at: the catalogue's, then each scope's */
  stamp: readonly number[];
}

export interface Entry extends Kept {
  /** the JSON as bytes: a string would be encoded again on every send */
  body: Buffer;
  etag: string;
  /** the route pattern that made it (`/api/product/:id`), for the metrics of a hit served in front */
  route: string;
  /** compressed once, on the first request that accepts it, then reused */
  br?: Buffer;
  gzip?: Buffer;
}

const sameStamp = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((v, i) => v === b[i]);

const NO_SCOPES: readonly string[] = [];

/** Below this a compressed answer saves less than its headers cost (the compress plugin's threshold). */
export const COMPRESS_THRESHOLD = 1024;

/** The encoding to answer with: brotli, else gzip, when the client accepts it (q=0 refuses). */
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
 * `kept`: an answer sent many times is compressed at the compress plugin's level (brotli 4, gzip 6);
 * a cached answer could afford more, but the first request after each catalogue write pays it. One
 * sent once is compressed at the fastest level: a 24-product page then costs brotli 22 µs instead of
 * 111 µs, for 1.6 KB instead of 1.4 KB (measured on the demo catalogue).
 */
export function compress(encoding: Encoding, body: Buffer, kept = true): Buffer {
  return encoding === 'br'
    ? zlib.brotliCompressSync(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: kept ? 4 : 1,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : zlib.gzipSync(body, { level: kept ? 6 : 1 });
}

/** An answer already serialised: `send` keeps and sends these bytes as they are. */
export class JsonBytes {
  constructor(readonly bytes: Buffer) {}
}

export interface ResponseCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
  /** with several instances (REDIS_URL): the catalogue versions they share */
  shared?: CatalogVersion;
  /**
   * The parts of the catalogue (scopes) a kept answer depends on besides the whole, by its key (a
   * request's URL, or a key given to `remember`): `invalidate(scopes)` drops only the answers that
   * name one of them. None by default.
   */
  scopesOf?: (key: string) => readonly string[];
  log?: { error(obj: object, msg: string): void };
}

/**
 * Serialised answers of the public catalogue reads (listing, detail, collections, banners), kept in
 * process and dropped by `invalidate()`, which every write that changes what a shopper sees calls
 * before it answers: after a write returns, no shopper is served the old version. Entries also
 * expire after `ttlMs` as a backstop.
 *
 * A staff write drops everything (`invalidate()`). A write that changes only some parts of the
 * catalogue names them (`invalidate(scopes)`): an order changes its products' stock and sold counts,
 * and drops their details and what is sorted by sales, not every listing (modules/catalog/
 * catalog.scopes.ts). Each kept answer is stamped with the versions it was made at, the catalogue's
 * and its scopes' (`scopesOf`), and is served only while they are still the current ones; a version
 * is read before the answer is made, so an answer made while a write was committing is stamped older
 * than that write and never served after it.
 *
 * Answers are kept as bytes and compressed at most once per encoding: the compress plugin would run
 * a brotli stream for every request, which costs far more than sending the cached bytes.
 *
 * Several instances (issue #10) keep these bytes each in their own memory — that is what makes a
 * cached answer cheap — but stamp them with the versions held in Redis (`shared`):
 * - `invalidate()` increments the versions in Redis, and the app does not send any answer while an
 *   increment is on its way (`settled()`, awaited in an onSend hook): when a write's answer leaves
 *   instance A, the new version is in Redis.
 * - Every cached read first reads the versions (lib/catalog-version.ts: one MGET per event-loop turn,
 *   shared by the requests of that turn, sent after they arrived). Instance B, asked right after A's
 *   write returned, thus sees the new version and does not serve what it kept before.
 * Pub/sub was the other way: A publishes, every instance drops its entries on the message. But a
 * message can reach B after the shopper's next request does, and making A wait for every instance's
 * acknowledgement needs a list of live instances and a rule for a silent one; the version read is
 * exact with neither, for one Redis round trip shared by a turn's requests (bench/NOTES.md).
 * While Redis does not answer, nothing is served from or kept in the cache: answers come from the
 * database, never stale.
 */
export class ResponseCache {
  private entries = new Map<string, Entry>();
  /** keys asked for once since they were last kept, or never kept (`admit`) */
  private readonly seen = new Set<string>();
  private values = new Map<string, Kept & { value: unknown }>();
  /** values being made, by key: requests that miss the same one meanwhile wait for it */
  private readonly making = new Map<string, { stamp: readonly number[]; value: Promise<unknown> }>();
  /** in process: a counter of writes; shared: the highest version Redis answered */
  private version = 0;
  /** in process: a counter of the writes of each scope (shared: they are read from Redis) */
  private readonly scopeVersions = new Map<string, number>();
  /** increments of shared versions not yet done, by scope ('' for the whole catalogue) */
  private readonly owed = new Map<string, number>();
  /** first attempts of those increments, which answers wait for */
  private readonly pending = new Set<Promise<void>>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly scopesOf: (key: string) => readonly string[];

  constructor(private readonly options: ResponseCacheOptions = {}) {
    this.ttlMs = options.ttlMs ?? 60_000;
    this.maxEntries = options.maxEntries ?? 2000;
    this.scopesOf = options.scopesOf ?? (() => NO_SCOPES);
  }

  /** Drops every kept answer, or only those that depend on one of `scopes` when some are named. */
  invalidate(scopes?: readonly string[]): void {
    if (scopes && !scopes.length) return;
    if (!scopes) this.clear();
    if (!this.options.shared) {
      if (!scopes) {
        this.version += 1;
        this.scopeVersions.clear();
      } else
        for (const scope of scopes) this.scopeVersions.set(scope, (this.scopeVersions.get(scope) ?? 0) + 1);
      return;
    }
    const owing = scopes ?? [''];
    this.owe(owing, 1);
    const first = this.bump(this.options.shared, scopes, () => this.owe(owing, -1));
    this.pending.add(first);
    void first.finally(() => this.pending.delete(first));
  }

  private owe(scopes: readonly string[], by: 1 | -1): void {
    for (const scope of scopes) {
      const n = (this.owed.get(scope) ?? 0) + by;
      if (n) this.owed.set(scope, n);
      else this.owed.delete(scope);
    }
  }

  /** Whether an increment of the whole catalogue or of one of `scopes` is on its way. */
  private owes(scopes: readonly string[]): boolean {
    return this.owed.size > 0 && (this.owed.has('') || scopes.some((s) => this.owed.has(s)));
  }

  /** The increments of the shared versions still on their way, or undefined when there are none. */
  settled(): Promise<unknown> | undefined {
    return this.pending.size ? Promise.all(this.pending) : undefined;
  }

  /**
   * Increments the shared versions; answers after the first attempt. A failed one is retried every
   * second, since until then other instances may serve answers older than the write, for at most
   * `ttlMs`: by then those have expired anyway.
   */
  private async bump(shared: CatalogVersion, scopes: readonly string[] | undefined, done: () => void) {
    try {
      await shared.bump(scopes);
      done();
    } catch (err) {
      this.options.log?.error({ err }, 'catalogue version not incremented in Redis; retrying');
      const giveUpAt = Date.now() + this.ttlMs;
      const retry = () => {
        if (Date.now() >= giveUpAt) done();
        else setTimeout(() => shared.bump(scopes).then(done, retry), 1000).unref();
      };
      retry();
    }
  }

  private clear(): void {
    // what was kept was asked for more than once: its next answer is kept at once
    for (const key of this.entries.keys()) this.sawOnce(key);
    this.entries.clear();
    this.values.clear();
  }

  /**
   * Whether the answer just made for `key` is kept: an answer is kept on the second request of its
   * key, not on the first. Most listings that a shopper's own filters make (a price typed by hand, a
   * search) are asked for once. Keeping each of them held 14 KB in memory until the cache filled and
   * emptied, and the garbage collector's time to move them through the heap cost a third of the
   * cache-miss path's rate (bench/NOTES.md). A page asked for twice is kept from then on.
   */
  private admit(key: string): boolean {
    if (this.seen.delete(key)) return true;
    this.sawOnce(key);
    return false;
  }

  private sawOnce(key: string): void {
    // bounded like the entries: a crawl of endless URLs starts the count again
    if (this.seen.size >= this.maxEntries * 4) this.seen.clear();
    this.seen.add(key);
  }

  /**
   * The versions a request may be served and kept at, the catalogue's then each scope's (in process,
   * or as Redis holds them); undefined when nothing may be served from the cache nor kept in it.
   */
  private localStamp(scopes: readonly string[]): number[] {
    const stamp = [this.version];
    for (const scope of scopes) stamp.push(this.scopeVersions.get(scope) ?? 0);
    return stamp;
  }

  private async sharedStamp(
    shared: CatalogVersion,
    scopes: readonly string[],
  ): Promise<number[] | undefined> {
    let stamp: number[];
    try {
      stamp = await shared.read(scopes);
    } catch {
      // Redis does not answer: what is kept may be older than a write made meanwhile
      this.clear();
      return undefined;
    }
    if (stamp[0]! > this.version) {
      // everything kept is older: free it now rather than entry by entry
      this.version = stamp[0]!;
      this.clear();
    }
    return this.owes(scopes) ? undefined : stamp;
  }

  /** Keeps `item` under `key`, unless a write of one of its scopes is on its way since it was stamped. */
  private keep<E extends Kept>(map: Map<string, E>, key: string, item: E): void {
    if (this.owes(item.scopes)) return;
    if (map.size >= this.maxEntries) map.clear();
    map.set(key, item);
  }

  /** A kept item when it is still good for `stamp` (undefined: the cache may not be used). */
  private fresh<T extends Kept>(kept: T | undefined, stamp: readonly number[] | undefined): T | undefined {
    return kept && stamp && kept.expires >= Date.now() && sameStamp(kept.stamp, stamp) ? kept : undefined;
  }

  /**
   * A value derived from the catalogue (say, what a page's head shows), kept until a write drops it
   * like the answers are. `produce` may return undefined (nothing to keep), which is not cached.
   * Requests that miss a value while it is being made for the same versions wait for that one
   * (a catalogue index, a page's render: made once, not once per request that arrived meanwhile).
   */
  async remember<T>(key: string, produce: () => Promise<T | undefined>): Promise<T | undefined> {
    const kept = this.values.get(key);
    const scopes = kept?.scopes ?? this.scopesOf(key);
    const stamp = this.options.shared
      ? await this.sharedStamp(this.options.shared, scopes)
      : this.localStamp(scopes);
    const hit = this.fresh(kept, stamp);
    if (hit) return hit.value as T;
    const making = this.making.get(key);
    if (making && stamp && sameStamp(making.stamp, stamp)) {
      // nothing to keep (undefined) means nothing to share either: this request makes its own
      const shared = (await making.value) as T | undefined;
      if (shared !== undefined) return shared;
    }
    const pending = produce();
    if (stamp) {
      this.making.set(key, { stamp, value: pending });
      const done = () => {
        if (this.making.get(key)?.value === pending) this.making.delete(key);
      };
      pending.then(done, done);
    }
    const value = await pending;
    if (value !== undefined && stamp)
      this.keep(this.values, key, { value, scopes, stamp, expires: Date.now() + this.ttlMs });
    return value;
  }

  /**
   * A fresh answer kept for `key`, for the front of the server (lib/cached-hits.ts); undefined on a
   * miss, and always with several instances, whose versions are read from Redis (`send` does that).
   */
  hit(key: string): Entry | undefined {
    if (this.options.shared) return undefined;
    const kept = this.entries.get(key);
    return kept && this.fresh(kept, this.localStamp(kept.scopes));
  }

  /** Answers from the cache, or runs `produce`, stores its JSON and answers it; honours If-None-Match. */
  async send(request: FastifyRequest, reply: FastifyReply, produce: () => Promise<unknown>): Promise<void> {
    const key = request.url;
    const kept = this.entries.get(key);
    const scopes = kept?.scopes ?? this.scopesOf(key);
    // in process, no await: a hit then answers within the request's own turn
    const stamp = this.options.shared
      ? await this.sharedStamp(this.options.shared, scopes)
      : this.localStamp(scopes);
    let entry = this.fresh(kept, stamp);
    // an answer that was kept and went stale was asked for before: it is kept again at once
    const keeps = entry !== undefined || (stamp !== undefined && (kept !== undefined || this.admit(key)));
    if (!entry) {
      const value = await produce();
      const body = value instanceof JsonBytes ? value.bytes : Buffer.from(JSON.stringify(value));
      entry = {
        body,
        etag: `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`,
        route: request.routeOptions.url ?? key,
        expires: Date.now() + this.ttlMs,
        scopes,
        stamp: stamp ?? [],
      };
      if (stamp && keeps) this.keep(this.entries, key, entry);
    }
    const answer = answerOf(entry, request.headers, keeps);
    reply.headers(answer.headers).status(answer.status).send(answer.body);
    // A reply is a thenable that settles once the answer is written. Waiting for it matters: the
    // compression hook finishes later, and a handler that resolved before would make Fastify send
    // again, an empty body.
    await reply;
  }
}

export interface CachedAnswer {
  status: 200 | 304;
  headers: Record<string, string>;
  /** none for a 304 */
  body?: Buffer;
}

/**
 * What a kept answer is sent as, for the request's If-None-Match and Accept-Encoding: the one place
 * that decides it, for the routes (`send`) and for a hit answered in front of them (cached-hits.ts).
 * `kept`: whether the entry is kept (its compressed bytes are then made at the level meant for reuse).
 */
export function answerOf(entry: Entry, headers: IncomingHttpHeaders, kept = true): CachedAnswer {
  const common = { etag: entry.etag, 'cache-control': 'no-cache', vary: 'accept-encoding' };
  if (headers['if-none-match'] === entry.etag) return { status: 304, headers: common };
  const encoding =
    entry.body.length >= COMPRESS_THRESHOLD ? preferredEncoding(headers['accept-encoding']) : undefined;
  if (!encoding) return { status: 200, headers: { ...common, 'content-type': JSON_TYPE }, body: entry.body };
  entry[encoding] ??= compress(encoding, entry.body, kept);
  // a set Content-Encoding tells the compress plugin the answer is already compressed
  return {
    status: 200,
    headers: { ...common, 'content-type': JSON_TYPE, 'content-encoding': encoding },
    body: entry[encoding],
  };
}

const JSON_TYPE = 'application/json; charset=utf-8';
