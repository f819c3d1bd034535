import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { type CachedResponses, type CatalogCache, SerializedJson } from '../lib/catalog-cache.js';
import { type EncodedBody, responseFor } from './http-encoding.js';

/** What every cache entry holds besides its value: when it expires and what invalidates it. */
interface Validity {
  expires: number;
  /** the tags it depends on besides the whole catalogue (ResponseCacheOptions.tagsOf) */
  tags: readonly string[];
  /** the versions it was made at: the catalogue's, then each of its tags' */
  versions: readonly number[];
}

/** A response's cache entry. */
export interface CacheEntry extends Validity, EncodedBody {
  /** the route pattern that made it (`/api/product/:id`), for the metrics of a hit served before routing */
  route: string;
}

const sameVersions = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((v, i) => v === b[i]);

const NO_TAGS: readonly string[] = [];

export interface ResponseCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
  /**
   * The tags a cache entry depends on besides the whole catalogue, by its key (a request's URL, or
   * a key given to `wrap`): `invalidate(tags)` invalidates only the entries tagged with one of them.
   * None by default.
   */
  tagsOf?: (key: string) => readonly string[];
  /**
   * With several instances (REDIS_URL): the other instances' invalidations (delivery/catalog-changes.ts).
   * `publish` tells them of an invalidation made here; while `current()` is false (this instance has
   * not read theirs lately), nothing is served from the cache nor stored in it.
   */
  changes?: { publish(change: readonly string[] | undefined): void; current(): boolean } | undefined;
}

/**
 * The serialised responses of the public catalogue reads (listing, detail, collections, banners),
 * in process memory, and the values derived from the catalogue (`wrap`: its index, rendered pages,
 * page heads, the sitemap). Every write that changes what a shopper sees invalidates them before it
 * responds, so that after a write returns no shopper of this instance is served the old version.
 * Entries also expire after `ttlMs` as a backstop, and the least recently used go first when
 * `maxEntries` are held (lru-cache).
 *
 * A staff write invalidates everything (`invalidate()`). A write that changes only some parts of the
 * catalogue names their tags (`invalidate(tags)`): an order changes its products' stock and sold
 * counts, and invalidates their details and what is sorted by sales, not every listing
 * (modules/catalog/catalog.cache-tags.ts). Each cache entry holds the versions it was made at, the
 * catalogue's and its tags' (`tagsOf`), and is served only while they are still the current ones; the
 * versions are read before the response is made, so a response made while a write was committing
 * holds older versions than that write and is never served after it.
 *
 * Responses are stored as bytes and compressed at most once per encoding: the compress plugin would
 * run a brotli stream for every request, which costs far more than sending the cached bytes.
 *
 * Several instances hold these bytes each in their own memory, which is what makes a cache hit
 * cheap. An invalidation made on one instance reaches the others through Redis within a second
 * (`changes`, delivery/catalog-changes.ts), which they apply with `invalidateLocally`: a public
 * catalogue read may lag another instance's write by that much. The cart, checkout and staff views
 * never read this cache.
 */
export class ResponseCache implements CatalogCache, CachedResponses {
  private readonly entries: LRUCache<string, CacheEntry>;
  /** keys requested once since their entry was last stored, or never stored (`admit`) */
  private readonly seen = new Set<string>();
  private readonly values: LRUCache<string, Validity & { value: unknown }>;
  /** values being made, by key: requests that miss the same one meanwhile wait for it */
  private readonly making = new Map<string, { versions: readonly number[]; value: Promise<unknown> }>();
  /** a counter of the whole catalogue's invalidations */
  private version = 0;
  /** a counter of the invalidations of each tag since the whole catalogue's last */
  private readonly tagVersions = new Map<string, number>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly tagsOf: (key: string) => readonly string[];

  constructor(private readonly options: ResponseCacheOptions = {}) {
    this.ttlMs = options.ttlMs ?? 60_000;
    this.maxEntries = options.maxEntries ?? 2000;
    this.tagsOf = options.tagsOf ?? (() => NO_TAGS);
    this.entries = new LRUCache({ max: this.maxEntries });
    this.values = new LRUCache({ max: this.maxEntries });
  }

  /**
   * Invalidates every cache entry, or only those tagged with one of `tags` when some are named;
   * other instances are told (`changes`).
   */
  invalidate(tags?: readonly string[]): void {
    if (tags && !tags.length) return;
    this.invalidateLocally(tags);
    this.options.changes?.publish(tags);
  }

  /** `invalidate` for an invalidation another instance made: applied here, published to no one. */
  invalidateLocally(tags: readonly string[] | undefined): void {
    if (!tags) {
      this.clear();
      this.version += 1;
      this.tagVersions.clear();
    } else for (const tag of tags) this.tagVersions.set(tag, (this.tagVersions.get(tag) ?? 0) + 1);
  }

  private clear(): void {
    // what was stored was requested more than once: its next response is stored at once
    for (const key of this.entries.keys()) this.sawOnce(key);
    this.entries.clear();
    this.values.clear();
  }

  /**
   * Whether the response just made for `key` is stored: on the second request of its key, not on the
   * first. Most listings that a shopper's own filters make (a price typed by hand, a search) are
   * requested once; storing each of them holds its bytes until the cache fills, and the garbage
   * collector's time to move them through the heap makes cache misses markedly slower. A page
   * requested twice is stored from then on.
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
   * The versions a request may be served and stored at, the catalogue's then each tag's; undefined
   * when nothing may be served from the cache nor stored in it (other instances' invalidations unknown).
   */
  private versionsOf(tags: readonly string[]): number[] | undefined {
    if (this.options.changes && !this.options.changes.current()) return undefined;
    const versions = [this.version];
    for (const tag of tags) versions.push(this.tagVersions.get(tag) ?? 0);
    return versions;
  }

  /** A cache entry when it is still valid at `versions` (undefined: the cache may not be used). */
  private fresh<T extends Validity>(
    entry: T | undefined,
    versions: readonly number[] | undefined,
  ): T | undefined {
    return entry && versions && entry.expires >= Date.now() && sameVersions(entry.versions, versions)
      ? entry
      : undefined;
  }

  /**
   * A value derived from the catalogue (say, what a page's head shows), stored until an invalidation
   * concerns it. `produce` may return undefined (nothing to store), which is not cached. Requests that
   * miss a value while it is being made at the same versions wait for that one (a catalogue index, a
   * page's render: made once, not once per request that arrived meanwhile).
   */
  async wrap<T>(key: string, produce: () => Promise<T | undefined>): Promise<T | undefined> {
    const stored = this.values.get(key);
    const tags = stored?.tags ?? this.tagsOf(key);
    const versions = this.versionsOf(tags);
    const hit = this.fresh(stored, versions);
    if (hit) return hit.value as T;
    const making = this.making.get(key);
    if (making && versions && sameVersions(making.versions, versions)) {
      // nothing to store (undefined) means nothing to share either: this request makes its own
      const shared = (await making.value) as T | undefined;
      if (shared !== undefined) return shared;
    }
    const pending = produce();
    if (versions) {
      this.making.set(key, { versions, value: pending });
      const done = () => {
        if (this.making.get(key)?.value === pending) this.making.delete(key);
      };
      pending.then(done, done);
    }
    const value = await pending;
    // stored only if no invalidation of its tags came while it was made
    if (value !== undefined && versions && sameVersions(versions, this.versionsOf(tags) ?? [])) {
      this.values.set(key, { value, tags, versions, expires: Date.now() + this.ttlMs });
    }
    return value;
  }

  /**
   * A valid cache entry for `key`, for the hits sent before routing (cache-hit-fast-path.ts);
   * undefined on a miss.
   */
  hit(key: string): CacheEntry | undefined {
    const stored = this.entries.get(key);
    return stored && this.fresh(stored, this.versionsOf(stored.tags));
  }

  /** Sends from the cache, or runs `produce`, stores its JSON and sends it; honours If-None-Match. */
  async send(request: FastifyRequest, reply: FastifyReply, produce: () => Promise<unknown>): Promise<void> {
    const key = request.url;
    const stored = this.entries.get(key);
    const tags = stored?.tags ?? this.tagsOf(key);
    // no await: a hit is sent within the request's own turn
    const versions = this.versionsOf(tags);
    let entry = this.fresh(stored, versions);
    // an entry that was stored and went stale was requested before: its next one is stored at once
    const stores =
      entry !== undefined || (versions !== undefined && (stored !== undefined || this.admit(key)));
    if (!entry) {
      const value = await produce();
      const body = value instanceof SerializedJson ? value.bytes : Buffer.from(JSON.stringify(value));
      entry = {
        body,
        etag: `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`,
        route: request.routeOptions.url ?? key,
        expires: Date.now() + this.ttlMs,
        tags,
        versions: versions ?? [],
      };
      // stored only if no invalidation of its tags came while it was made
      if (versions && stores && sameVersions(versions, this.versionsOf(tags) ?? []))
        this.entries.set(key, entry);
    }
    const response = responseFor(entry, request.headers, stores);
    reply.headers(response.headers).status(response.status).send(response.body);
    // A reply is a thenable that settles once the response is written. Waiting for it matters: the
    // compression hook finishes later, and a handler that resolved before would make Fastify send
    // again, an empty body.
    await reply;
  }
}
