import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { answerOf, type EncodedBody } from './http-encoding.js';

interface Kept {
  expires: number;
  /** the parts of the catalogue it depends on besides the whole (ResponseCacheOptions.scopesOf) */
  scopes: readonly string[];
  /** the versions it was made at: the catalogue's, then each scope's */
  stamp: readonly number[];
}

export interface Entry extends Kept, EncodedBody {
  /** the route pattern that made it (`/api/product/:id`), for the metrics of a hit served in front */
  route: string;
}

const sameStamp = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((v, i) => v === b[i]);

const NO_SCOPES: readonly string[] = [];

/** An answer already serialised: `send` keeps and sends these bytes as they are. */
export class JsonBytes {
  constructor(readonly bytes: Buffer) {}
}

export interface ResponseCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
  /**
   * The parts of the catalogue (scopes) a cache entry depends on besides the whole, by its key (a
   * request's URL, or a key given to `remember`): `invalidate(scopes)` drops only the answers that
   * name one of them. None by default.
   */
  scopesOf?: (key: string) => readonly string[];
  /**
   * With several instances (REDIS_URL): the other instances' changes (delivery/catalog-changes.ts).
   * `publish` tells them of a change made here; while `current()` is false (this instance has not
   * read their changes lately), nothing is served from the cache nor kept in it.
   */
  changes?: { publish(change: readonly string[] | undefined): void; current(): boolean } | undefined;
}

/**
 * Serialised answers of the public catalogue reads (listing, detail, collections, banners), kept in
 * process and dropped by `invalidate()`, which every write that changes what a shopper sees calls
 * before it answers: after a write returns, no shopper of this instance is served the old version.
 * Entries also expire after `ttlMs` as a backstop, and the least recently used go first when
 * `maxEntries` are held (lru-cache).
 *
 * A staff write drops everything (`invalidate()`). A write that changes only some parts of the
 * catalogue names them (`invalidate(scopes)`): an order changes its products' stock and sold counts,
 * and drops their details and what is sorted by sales, not every listing (modules/catalog/
 * catalog.scopes.ts). Each cache entry is stamped with the versions it was made at, the catalogue's
 * and its scopes' (`scopesOf`), and is served only while they are still the current ones; a version
 * is read before the answer is made, so an answer made while a write was committing is stamped older
 * than that write and never served after it.
 *
 * Answers are kept as bytes and compressed at most once per encoding: the compress plugin would run
 * a brotli stream for every request, which costs far more than sending the cached bytes.
 *
 * Several instances (issue #10) keep these bytes each in their own memory, which is what makes a
 * cached answer cheap. A change made on one instance reaches the others through Redis within a
 * second (`changes`, delivery/catalog-changes.ts), which they apply with `drop`; the issue allows a public
 * catalogue read to lag another instance's write by that much. The cart, checkout and staff views
 * never read this cache.
 */
export class ResponseCache {
  private readonly entries: LRUCache<string, Entry>;
  /** keys asked for once since they were last kept, or never kept (`admit`) */
  private readonly seen = new Set<string>();
  private readonly values: LRUCache<string, Kept & { value: unknown }>;
  /** values being made, by key: requests that miss the same one meanwhile wait for it */
  private readonly making = new Map<string, { stamp: readonly number[]; value: Promise<unknown> }>();
  /** a counter of the catalogue's changes */
  private version = 0;
  /** a counter of the changes of each scope since the catalogue's last */
  private readonly scopeVersions = new Map<string, number>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly scopesOf: (key: string) => readonly string[];

  constructor(private readonly options: ResponseCacheOptions = {}) {
    this.ttlMs = options.ttlMs ?? 60_000;
    this.maxEntries = options.maxEntries ?? 2000;
    this.scopesOf = options.scopesOf ?? (() => NO_SCOPES);
    this.entries = new LRUCache({ max: this.maxEntries });
    this.values = new LRUCache({ max: this.maxEntries });
  }

  /**
   * Drops every cache entry, or only those that depend on one of `scopes` when some are named; other
   * instances are told (`changes`).
   */
  invalidate(scopes?: readonly string[]): void {
    if (scopes && !scopes.length) return;
    this.drop(scopes);
    this.options.changes?.publish(scopes);
  }

  /** `invalidate` for a change another instance made: dropped here, told to nobody. */
  drop(scopes: readonly string[] | undefined): void {
    if (!scopes) {
      this.clear();
      this.version += 1;
      this.scopeVersions.clear();
    } else
      for (const scope of scopes) this.scopeVersions.set(scope, (this.scopeVersions.get(scope) ?? 0) + 1);
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
   * The versions a request may be served and kept at, the catalogue's then each scope's; undefined
   * when nothing may be served from the cache nor kept in it (other instances' changes unknown).
   */
  private stamp(scopes: readonly string[]): number[] | undefined {
    if (this.options.changes && !this.options.changes.current()) return undefined;
    const stamp = [this.version];
    for (const scope of scopes) stamp.push(this.scopeVersions.get(scope) ?? 0);
    return stamp;
  }

  /** A cache entry when it is still good for `stamp` (undefined: the cache may not be used). */
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
    const stamp = this.stamp(scopes);
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
    // kept only if no change of its scopes came while it was made
    if (value !== undefined && stamp && sameStamp(stamp, this.stamp(scopes) ?? [])) {
      this.values.set(key, { value, scopes, stamp, expires: Date.now() + this.ttlMs });
    }
    return value;
  }

  /** A fresh cache entry for `key`, for the hits answered before routing (delivery/cached-hits.ts); undefined on a miss. */
  hit(key: string): Entry | undefined {
    const kept = this.entries.get(key);
    return kept && this.fresh(kept, this.stamp(kept.scopes));
  }

  /** Answers from the cache, or runs `produce`, stores its JSON and answers it; honours If-None-Match. */
  async send(request: FastifyRequest, reply: FastifyReply, produce: () => Promise<unknown>): Promise<void> {
    const key = request.url;
    const kept = this.entries.get(key);
    const scopes = kept?.scopes ?? this.scopesOf(key);
    // no await: a hit answers within the request's own turn
    const stamp = this.stamp(scopes);
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
      // kept only if no change of its scopes came while it was made
      if (stamp && keeps && sameStamp(stamp, this.stamp(scopes) ?? [])) this.entries.set(key, entry);
    }
    const answer = answerOf(entry, request.headers, keeps);
    reply.headers(answer.headers).status(answer.status).send(answer.body);
    // A reply is a thenable that settles once the answer is written. Waiting for it matters: the
    // compression hook finishes later, and a handler that resolved before would make Fastify send
    // again, an empty body.
    await reply;
  }
}
